// Names every form carries besides its own fields. Kept apart from the schemas so that a form that needs only
// these (the newsletter on the home page) does not ship the validation library.

/** The hidden field a person never fills and a bot usually does. */
export const HONEYPOT_FIELD = 'website'
/** A fresh random key per submission, so a retry or double click stores one lead. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
