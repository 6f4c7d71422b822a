import { stampingKinds } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sites } from './organisation.ts';
import { syncSources } from './sync.ts';

/**
 * A person who works on the customers' sites (issue 28), as the provider's HR system knows them. The
 * private columns (tax code, phone, address) are read by staff only: no customer's answer has them.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    /** The HR system's id of the person: what sync batches name them by. */
    code: varchar('code', { length: 32 }).notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** In Italian, as the contract names it: «Operatore di pulizia», «Capo squadra». */
    qualification: text('qualification').notNull(),
    /** The company that employs them: the provider, a member of its group, a subcontractor. */
    employer: text('employer').notNull(),
    /** The number on the identity badge contractors' workers must wear (D.Lgs. 81/2008, art. 26). */
    badgeNumber: varchar('badge_number', { length: 32 }).notNull(),
    /** Contracted hours a week, in minutes. */
    weeklyMinutes: integer('weekly_minutes').notNull(),
    taxCode: varchar('tax_code', { length: 16 }),
    phone: text('phone'),
    address: text('address'),
    /** The photo in the file store (an image; the demo's are drawn portraits, never real faces). */
    photoStorageKey: text('photo_storage_key'),
    photoContentType: varchar('photo_content_type', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employees_name_idx').on(t.lastName, t.firstName)],
);

/** A person assigned to a site from a day, to a day or while it lasts. */
export const employeeAssignments = pgTable(
  'employee_assignments',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to'),
  },
  (t) => [
    unique('employee_assignments_unique').on(t.employeeId, t.siteCode, t.dateFrom),
    index('employee_assignments_site_idx').on(t.siteCode),
    check('employee_assignments_dates', sql`${t.dateTo} is null or ${t.dateTo} >= ${t.dateFrom}`),
  ],
);

/**
 * The planned hours of an assignment: a shift on a day of the week (1 Monday … 7 Sunday), in Italy's
 * local time, ending the same day. On a day the site is closed (its plan's calendar) no hour is planned.
 */
export const employeeShifts = pgTable(
  'employee_shifts',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => employeeAssignments.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: varchar('starts_at', { length: 5 }).notNull(),
    endsAt: varchar('ends_at', { length: 5 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.weekday, t.startsAt] }),
    check('employee_shifts_weekday', sql`${t.weekday} between 1 and 7`),
    check('employee_shifts_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const stampingKind = pgEnum('stamping_kind', stampingKinds);

/**
 * A clock-in or clock-out, as the time-keeping system sent it: stored once per source and id of the
 * source (a batch sent again changes nothing). A correction (the same id with another time) keeps the
 * time first received in `first_stamped_at` and when it was corrected.
 */
export const stampings = pgTable(
  'stampings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => syncSources.id),
    sourceRef: varchar('source_ref', { length: 64 }).notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    kind: stampingKind('kind').notNull(),
    stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull(),
    firstStampedAt: timestamp('first_stamped_at', { withTimezone: true }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stampings_source_ref').on(t.sourceId, t.sourceRef),
    index('stampings_site_idx').on(t.siteCode, t.stampedAt),
    index('stampings_employee_idx').on(t.employeeId, t.siteCode, t.stampedAt),
  ],
);
