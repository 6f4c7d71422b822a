import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, jobOrders, sites } from './organisation.ts';
import { areaCategories, rooms } from './rooms.ts';
import { users } from './users.ts';

/** What a control inspects in a room (pavimenti, superfici, servizi igienici, vetri, cestini…). */
export const qualityElements = pgTable('quality_elements', {
  code: varchar('code', { length: 24 }).primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
});

/**
 * One version of a job order's quality rule (PRODUCT.md, Quality): in force from validFrom until the
 * next version's validFrom. A version is never edited once a control uses it: a change is a new version,
 * so a past control keeps the rule it was scored with (quality_controls.rule_id).
 */
export const qualityRules = pgTable(
  'quality_rules',
  {
    id: serial('id').primaryKey(),
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('quality_rules_job_order_valid_from_key').on(t.jobOrderId, t.validFrom)],
);

/** The weight of each element in a rule version: a whole number, 1 or more. */
export const qualityRuleWeights = pgTable(
  'quality_rule_weights',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => qualityRules.id, { onDelete: 'cascade' }),
    elementCode: varchar('element_code', { length: 24 })
      .notNull()
      .references(() => qualityElements.code),
    weight: smallint('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.elementCode] }),
    check('quality_rule_weights_weight_check', sql`${t.weight} between 1 and 100`),
  ],
);

/** The acceptable quality level (LQA) of each area category in a rule version, in thousandths. */
export const qualityRuleLevels = pgTable(
  'quality_rule_levels',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => qualityRules.id, { onDelete: 'cascade' }),
    areaCategoryId: integer('area_category_id')
      .notNull()
      .references(() => areaCategories.id),
    lqaThousandths: smallint('lqa_thousandths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.areaCategoryId] }),
    check('quality_rule_levels_lqa_check', sql`${t.lqaThousandths} between 0 and 1000`),
  ],
);

export const qualityControlKind = pgEnum('quality_control_kind', ['routine', 'joint']);
export const qualityControlState = pgEnum('quality_control_state', ['in_progress', 'completed']);

/**
 * A quality control: an inspection of a site on a day, by the rule version in force that day for the
 * site's job order. Its rooms were drawn from the site's open rooms of that day with `seed` (the lot and
 * sample sizes are kept, so either side can redraw the sample). The score and outcome are written when
 * staff complete it, for the lists and statistics; the page works them out again from the items.
 */
export const qualityControls = pgTable(
  'quality_controls',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    /** The site's customer, kept on the control for the lists and statistics. */
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => qualityRules.id),
    kind: qualityControlKind('kind').notNull().default('routine'),
    controlDate: date('control_date').notNull(),
    seed: integer('seed').notNull(),
    lotSize: integer('lot_size').notNull(),
    sampleSize: integer('sample_size').notNull(),
    state: qualityControlState('state').notNull().default('in_progress'),
    /** 1 − B/A of the whole control in thousandths, and whether every area category conforms. */
    scoreThousandths: smallint('score_thousandths'),
    compliant: boolean('compliant'),
    notes: text('notes'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The staff member who closed the control: the provider's side of a joint control's confirmation. */
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's side of a joint control's confirmation: who confirmed the result, and when. */
    customerConfirmedByUserId: uuid('customer_confirmed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quality_controls_site_idx').on(t.siteCode, t.controlDate),
    index('quality_controls_customer_idx').on(t.customerCode, t.controlDate),
    check('quality_controls_seed_check', sql`${t.seed} >= 0`),
    check(
      'quality_controls_completed_check',
      sql`(${t.state} = 'completed') = (${t.completedAt} is not null and ${t.scoreThousandths} is not null
        and ${t.compliant} is not null)`,
    ),
  ],
);

/**
 * A room drawn for a control, in the order drawn, with its area category on the control's day (the
 * category the rule's LQA is looked up by, kept should the room change later).
 */
export const qualityControlRooms = pgTable(
  'quality_control_rooms',
  {
    controlId: integer('control_id')
      .notNull()
      .references(() => qualityControls.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    areaCategoryId: integer('area_category_id')
      .notNull()
      .references(() => areaCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.controlId, t.roomId] }),
    unique('quality_control_rooms_position_key').on(t.controlId, t.position),
  ],
);

/** A vote on one element of one drawn room: 1 terrible, 2 insufficient, 3 sufficient, 4 good. */
export const qualityControlItems = pgTable(
  'quality_control_items',
  {
    controlId: integer('control_id').notNull(),
    roomId: integer('room_id').notNull(),
    elementCode: varchar('element_code', { length: 24 })
      .notNull()
      .references(() => qualityElements.code),
    vote: smallint('vote').notNull(),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.controlId, t.roomId, t.elementCode] }),
    check('quality_control_items_vote_check', sql`${t.vote} between 1 and 4`),
    // An item belongs to a room drawn for its control, and goes with it.
    foreignKey({
      name: 'quality_control_items_room_fk',
      columns: [t.controlId, t.roomId],
      foreignColumns: [qualityControlRooms.controlId, qualityControlRooms.roomId],
    }).onDelete('cascade'),
  ],
);

export const qualityControlRequestState = pgEnum('quality_control_request_state', [
  'requested',
  'proposed',
  'scheduled',
  'cancelled',
]);

/**
 * A joint control (controllo in contraddittorio) asked for by the customer, or a re-check after a joint
 * control that did not conform. `requested`: the customer's proposed days wait for staff; `proposed`:
 * staff offered another time (scheduledAt) and wait for the customer; `scheduled`: both agree on
 * scheduledAt; `cancelled`: withdrawn or declined. Once staff start the control it is linked here
 * (controlId) and the request's outcome is the control's.
 */
export const qualityControlRequests = pgTable(
  'quality_control_requests',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    state: qualityControlRequestState('state').notNull().default('requested'),
    /** The days the customer proposed, in their order of preference. */
    proposedDates: date('proposed_dates').array().notNull(),
    note: text('note'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time staff set (scheduled) or offered (proposed). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** What staff wrote when they offered another time or declined. */
    answer: text('answer'),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    controlId: integer('control_id')
      .unique()
      .references(() => qualityControls.id, { onDelete: 'set null' }),
    /** Set on a re-check: the joint control that did not conform. */
    recheckOfControlId: integer('recheck_of_control_id').references(() => qualityControls.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('quality_control_requests_customer_idx').on(t.customerCode, t.requestedAt),
    index('quality_control_requests_site_idx').on(t.siteCode),
    check(
      'quality_control_requests_scheduled_check',
      sql`${t.state} not in ('proposed', 'scheduled') or ${t.scheduledAt} is not null`,
    ),
    check('quality_control_requests_dates_check', sql`cardinality(${t.proposedDates}) between 1 and 3`),
  ],
);

export const qualityReportState = pgEnum('quality_report_state', ['queued', 'running', 'ready', 'failed']);

/**
 * The monthly quality report of a job order (a PDF drawn in the background). One per job order and
 * month: drawing it again replaces its file. progressPercent moves while it runs.
 */
export const qualityReports = pgTable(
  'quality_reports',
  {
    id: serial('id').primaryKey(),
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id, { onDelete: 'cascade' }),
    /** The job order's customer, kept on the report for the lists. */
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    /** The first day of the month the report covers. */
    month: date('month').notNull(),
    state: qualityReportState('state').notNull().default('queued'),
    progressPercent: smallint('progress_percent').notNull().default(0),
    storageKey: varchar('storage_key', { length: 80 }),
    sizeBytes: integer('size_bytes'),
    failure: text('failure'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('quality_reports_job_order_month_key').on(t.jobOrderId, t.month),
    index('quality_reports_customer_idx').on(t.customerCode, t.month),
    index('quality_reports_state_idx').on(t.state),
    check('quality_reports_progress_check', sql`${t.progressPercent} between 0 and 100`),
    check(
      'quality_reports_ready_check',
      sql`(${t.state} = 'ready') = (${t.storageKey} is not null and ${t.completedAt} is not null)`,
    ),
  ],
);

/**
 * A photo staff took of a drawn room during a control (what was found, before it is cleaned again). The
 * bytes are stored like the users' uploads (plugins/attachment-store.ts); an image only.
 */
export const qualityControlPhotos = pgTable(
  'quality_control_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controlId: integer('control_id').notNull(),
    roomId: integer('room_id').notNull(),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quality_control_photos_room_idx').on(t.controlId, t.roomId),
    foreignKey({
      name: 'quality_control_photos_room_fk',
      columns: [t.controlId, t.roomId],
      foreignColumns: [qualityControlRooms.controlId, qualityControlRooms.roomId],
    }).onDelete('cascade'),
  ],
);
