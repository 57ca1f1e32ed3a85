// The offer codes live in app/leads/offers, shared by the newsletter that sends them and the bookings that claim
// them. The bookings' store is the one module that still imports them from here; once it imports them from there,
// this file goes.
export { claimableOfferCode, offerTermsOf } from '../offers/offer-code.server'
