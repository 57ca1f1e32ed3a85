import { inquiryMessages } from '~/forms/package-inquiry-messages'
import { InquiryForm } from './inquiry-form'

/** The wedding custom-quote form; the wedding date is free text. */
export function WeddingInquiryForm() {
  return (
    <InquiryForm
      packageType="Wedding"
      idPrefix="wedding-inquiry"
      extra={{ name: 'weddingDate', label: 'Wedding date', placeholder: 'e.g. 14 February 2027, or February' }}
      detailsLabel="Event details"
      submitLabel="Get a Custom Quote"
      success={inquiryMessages.weddingSuccess}
      serverMessageOnFailure
    />
  )
}
