import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers, siteServices, sites } from './organisation.ts';
import { users } from './users.ts';

/**
 * A variation request (richiesta di variazione): a customer asks to open, close, suspend or modify rooms
 * for a period, or to change a service's price, suspend it or end it. Codes are SPEC.md section 4's
 * (state 1 sent, 2 to be handled, 3 accepted, 4 rejected; type 0 service, 1 rooms). While sent or to be
 * handled it counts in the rooms' periods; once accepted a room variation has written its rows into
 * room_states (tagged with its id) and a service variation counts in the service's fee.
 */
export const variationRequests = pgTable(
  'variation_requests',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    /** The site's customer, kept on the request for the queue and its counts. */
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    type: smallint('type').notNull(),
    /** 1 modify, 2 suspend, 3 open, 4 close; set when type is rooms. */
    roomVariationType: smallint('room_variation_type'),
    /** 1 price change, 2 suspension, 3 end of service; set when type is service. */
    serviceVariationType: smallint('service_variation_type'),
    siteServiceId: integer('site_service_id').references(() => siteServices.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from').notNull(),
    /** The last day the variation lasts; null: from dateFrom on, for good. */
    dateTo: date('date_to'),
    /** A price change's new monthly fee, in euro cents. */
    newFeeCents: bigint('new_fee_cents', { mode: 'number' }),
    /** What the customer wrote to explain the request. */
    notes: text('notes'),
    state: smallint('state').notNull().default(1),
    /** Null once the author's account is deleted. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff user who took it in charge or decided it. */
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected (or a note on its acceptance). */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variation_requests_site_idx').on(t.siteCode, t.state),
    index('variation_requests_customer_idx').on(t.customerCode, t.state, t.createdAt),
    index('variation_requests_state_idx').on(t.state, t.createdAt),
    check('variation_requests_state_check', sql`${t.state} between 1 and 4`),
    check(
      'variation_requests_kind_check',
      sql`(${t.type} = 1 and ${t.roomVariationType} between 1 and 4 and ${t.serviceVariationType} is null)
        or (${t.type} = 0 and ${t.serviceVariationType} between 1 and 3 and ${t.roomVariationType} is null
            and ${t.siteServiceId} is not null)`,
    ),
    check('variation_requests_period_check', sql`${t.dateTo} is null or ${t.dateTo} >= ${t.dateFrom}`),
  ],
);

/**
 * An economics variation (variazione economica): an extra (positive) or a deduction (negative) on a
 * site's month, added by staff or asked by a customer, shown in economics beside the fee.
 */
export const economicsVariations = pgTable(
  'economics_variations',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    /** The first day of the month it belongs to. */
    month: date('month').notNull(),
    /** In euro cents: positive for an extra, negative for a deduction; never 0. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** Whether a customer user added it (a request shown as such), or staff. */
    byCustomer: boolean('by_customer').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('economics_variations_site_idx').on(t.siteCode, t.month),
    check('economics_variations_amount_check', sql`${t.amountCents} <> 0`),
  ],
);
