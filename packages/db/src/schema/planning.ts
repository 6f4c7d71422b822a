import { closedDayRules, occurrenceOutcomes, serviceTypes } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { siteServices, sites } from './organisation.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

export const serviceType = pgEnum('service_type', serviceTypes);
export const closedDayRule = pgEnum('closed_day_rule', closedDayRules);
export const occurrenceOutcome = pgEnum('occurrence_outcome', occurrenceOutcomes);

/**
 * When a site service is done (issue 27): an iCalendar RRULE without its start (RFC 5545, read on dates
 * only: docs/ARCHITECTURE.md, "Schedules"), from the service's own first day to its last. One per
 * service; a service without one is listed with its frequency alone and yields no occurrence.
 */
export const serviceSchedules = pgTable('service_schedules', {
  siteServiceId: integer('site_service_id')
    .primaryKey()
    .references(() => siteServices.id, { onDelete: 'cascade' }),
  serviceType: serviceType('service_type').notNull(),
  rule: text('rule').notNull(),
  onClosedDay: closedDayRule('on_closed_day').notNull().default('move'),
  /** The areas the service covers in words, when it is not room by room («tutti i servizi igienici»). */
  coverage: text('coverage'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The registry's rooms a service covers, when staff named them. */
export const serviceScheduleRooms = pgTable(
  'service_schedule_rooms',
  {
    siteServiceId: integer('site_service_id')
      .notNull()
      .references(() => serviceSchedules.siteServiceId, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteServiceId, t.roomId] })],
);

/**
 * A one-off change to a day the rule gives: moved to `moved_to`, or called off when it is null. Keyed
 * by the rule's day, which stays the occurrence's identity wherever it is done.
 */
export const serviceScheduleChanges = pgTable(
  'service_schedule_changes',
  {
    siteServiceId: integer('site_service_id')
      .notNull()
      .references(() => serviceSchedules.siteServiceId, { onDelete: 'cascade' }),
    ruleDate: date('rule_date').notNull(),
    movedTo: date('moved_to'),
    reason: text('reason'),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteServiceId, t.ruleDate] })],
);

/**
 * What the provider recorded of an occurrence, by the rule's day: done or missed. An occurrence past
 * its day without a record is shown as not recorded, never assumed done.
 */
export const serviceOccurrenceRecords = pgTable(
  'service_occurrence_records',
  {
    siteServiceId: integer('site_service_id')
      .notNull()
      .references(() => serviceSchedules.siteServiceId, { onDelete: 'cascade' }),
    ruleDate: date('rule_date').notNull(),
    outcome: occurrenceOutcome('outcome').notNull(),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteServiceId, t.ruleDate] })],
);

/** A period a site is closed (a school's summer, a shutdown for works), both days included. */
export const siteClosures = pgTable(
  'site_closures',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_closures_site_idx').on(t.siteCode, t.startsOn),
    check('site_closures_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A user's private iCalendar feed of the plan: a random token, of which only the SHA-256 digest is kept
 * and a prefix to tell links apart. A new link replaces the old one; removing it revokes the feed.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  tokenPrefix: varchar('token_prefix', { length: 16 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
});
