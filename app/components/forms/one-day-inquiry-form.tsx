// Placeholder: the lead-capture issue provides the real one-day custom-duration form.
export function OneDayInquiryForm() {
  return null
}
