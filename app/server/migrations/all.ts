// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import type { Migration } from 'kysely'
import * as migration0001 from './0001-lead-tables'
import * as migration0002 from './0002-lead-capture'
import * as migration0003 from './0003-staff-console'
import * as migration0004 from './0004-password-attempts'
import * as migration0005 from './0005-one-name-per-lead-kind'
import * as migration0006 from './0006-consent-and-retention'
import * as migration0009 from './0009-phones-in-e164-and-city-spelling'
import * as migration0011 from './0011-what-a-booking-is-for'
import * as migration0012 from './0012-no-indexes-that-every-lead-writes'
import * as migration0013 from './0013-a-booking-as-the-customer-gave-it'
import * as migration0014 from './0014-request-pages'
import * as migration0015 from './0015-a-booking-claims-an-offer'
import * as migration0016 from './0016-mail-written-when-sent'
import * as migration0017 from './0017-no-secret-kept-in-sent-mail'
import * as migration0018 from './0018-waitlist-places-once-confirmed'
import * as migration0019 from './0019-a-booking-that-may-repeat-another'
import * as migration0020 from './0020-requests-that-can-be-withdrawn'
import * as migration0021 from './0021-events-as-people-plan-them'
import * as migration0022 from './0022-a-booking-with-versions'
import * as migration0023 from './0023-backups-that-restore'
import * as migration0024 from './0024-each-mail-sent-once'
import * as migration0025 from './0025-business-facts-in-the-database'
import * as migration0026 from './0026-offer-codes-keep-their-word'
import * as migration0027 from './0027-bookings-keep-their-prices'

/** Every migration, by its file’s name, which the database records once it has run. */
export const migrations: Record<string, Migration> = {
  '0001-lead-tables': migration0001,
  '0002-lead-capture': migration0002,
  '0003-staff-console': migration0003,
  '0004-password-attempts': migration0004,
  '0005-one-name-per-lead-kind': migration0005,
  '0006-consent-and-retention': migration0006,
  '0009-phones-in-e164-and-city-spelling': migration0009,
  '0011-what-a-booking-is-for': migration0011,
  '0012-no-indexes-that-every-lead-writes': migration0012,
  '0013-a-booking-as-the-customer-gave-it': migration0013,
  '0014-request-pages': migration0014,
  '0015-a-booking-claims-an-offer': migration0015,
  '0016-mail-written-when-sent': migration0016,
  '0017-no-secret-kept-in-sent-mail': migration0017,
  '0018-waitlist-places-once-confirmed': migration0018,
  '0019-a-booking-that-may-repeat-another': migration0019,
  '0020-requests-that-can-be-withdrawn': migration0020,
  '0021-events-as-people-plan-them': migration0021,
  '0022-a-booking-with-versions': migration0022,
  '0023-backups-that-restore': migration0023,
  '0024-each-mail-sent-once': migration0024,
  '0025-business-facts-in-the-database': migration0025,
  '0026-offer-codes-keep-their-word': migration0026,
  '0027-bookings-keep-their-prices': migration0027,
}
