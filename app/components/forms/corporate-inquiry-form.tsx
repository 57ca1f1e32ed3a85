// Placeholder: the lead-capture issue provides the real corporate inquiry form.
export function CorporateInquiryForm() {
  return null
}
