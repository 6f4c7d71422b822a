import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, sites } from './organisation.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/**
 * A feedback kiosk (PRODUCT.md, Quality: «chiosco»): a device in a site's room where people press 1 to 4.
 * It signs its uploads with a key of its own: 256 random bits shown once, of which only the SHA-256
 * digest is kept (`key_hash`) and the first characters (`key_prefix`) to tell keys apart on screen.
 * Replacing the key writes a new digest; revoking the kiosk sets `revoked_at`, after which its key is
 * refused.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    /** The registry's room it stands in, when staff named one. */
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last upload the kiosk made with a valid key. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('kiosks_site_idx').on(t.siteCode)],
);

/**
 * One press on a kiosk. The site and the customer are copied from the kiosk when the vote arrives, so
 * the statistics read one table by site or customer and period. `device_vote_id` is the device's own
 * id for the press: an upload sent twice (after a lost answer) is stored once.
 */
export const kioskVotes = pgTable(
  'kiosk_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    vote: smallint('vote').notNull(),
    /** When the button was pressed, by the device's clock. */
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
    deviceVoteId: varchar('device_vote_id', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kiosk_votes_vote_check', sql`${t.vote} between 1 and 4`),
    unique('kiosk_votes_kiosk_device_vote_key').on(t.kioskId, t.deviceVoteId),
    // The statistics by site and period, the alert's window, the dashboard's index per site.
    index('kiosk_votes_site_voted_idx').on(t.siteCode, t.votedAt, t.vote),
    // The burst filter and the figures by kiosk.
    index('kiosk_votes_kiosk_voted_idx').on(t.kioskId, t.votedAt),
    // A customer's statistics over all its sites.
    index('kiosk_votes_customer_voted_idx').on(t.customerCode, t.votedAt),
  ],
);

/**
 * A site's own alert settings, set by staff; a site without a row follows the configuration's defaults
 * (apps/api/src/config/kiosk-alerts.ts).
 */
export const kioskAlertSettings = pgTable(
  'kiosk_alert_settings',
  {
    siteCode: varchar('site_code', { length: 16 })
      .primaryKey()
      .references(() => sites.code, { onDelete: 'cascade' }),
    /** The share of bad votes (1 and 2) past which the alert is sent, in percent. */
    thresholdPercent: smallint('threshold_percent').notNull(),
    windowMinutes: smallint('window_minutes').notNull(),
    minimumVotes: smallint('minimum_votes').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kiosk_alert_settings_threshold_check', sql`${t.thresholdPercent} between 1 and 100`),
    check('kiosk_alert_settings_window_check', sql`${t.windowMinutes} between 5 and 1440`),
    check('kiosk_alert_settings_minimum_check', sql`${t.minimumVotes} between 1 and 10000`),
  ],
);

/**
 * An alert sent: one a site and window (windows are fixed periods of the site's window length counted
 * from midnight UTC), written before telling anyone, so that no window is told twice, even by two
 * uploads at once or two API instances.
 */
export const kioskAlerts = pgTable(
  'kiosk_alerts',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    votes: integer('votes').notNull(),
    badVotes: integer('bad_votes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('kiosk_alerts_site_window_key').on(t.siteCode, t.windowStart)],
);
