import { inquiryMessages } from '~/forms/package-inquiry-messages'
import { InquiryForm } from './inquiry-form'

/** The quick-event (custom duration) inquiry form. */
export function OneDayInquiryForm() {
  return (
    <InquiryForm
      packageType="One Day"
      idPrefix="one-day-inquiry"
      extra={{ name: 'eventType', label: 'Event type', placeholder: 'e.g. Birthday, store opening' }}
      detailsLabel="Event details"
      submitLabel="Request a Quote"
      success={inquiryMessages.quoteSuccess}
    />
  )
}
