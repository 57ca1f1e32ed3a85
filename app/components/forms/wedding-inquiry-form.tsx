// Placeholder: the lead-capture issue provides the real wedding custom-quote form.
export function WeddingInquiryForm() {
  return null
}
