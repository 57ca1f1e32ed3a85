import { inquiryMessages } from '~/forms/package-inquiry-messages'
import { InquiryForm } from './inquiry-form'

/** The corporate inquiry form, sent with Send Request. */
export function CorporateInquiryForm() {
  return (
    <InquiryForm
      packageType="Corporate"
      idPrefix="corporate-inquiry"
      extra={{ name: 'company', label: 'Company', autoComplete: 'organization' }}
      extraFirst
      detailsLabel="Event details"
      submitLabel="Send Request"
      success={inquiryMessages.quoteSuccess}
    />
  )
}
