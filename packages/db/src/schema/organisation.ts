import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A customer of the provider (cliente). The code is the provider's ERP code, e.g. CL0001. */
export const customers = pgTable('customers', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: text('name').notNull(),
  vatNumber: varchar('vat_number', { length: 16 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A temporary association of companies (ATI) that jointly holds one or more job orders. */
export const atiGroups = pgTable('ati_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The logo as a data URL (SVG or PNG), shown in the shell of group users. */
  logo: text('logo'),
});

/** A job order (commessa): a contract with a customer, optionally held through an ATI. */
export const jobOrders = pgTable(
  'job_orders',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    description: text('description').notNull(),
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    atiGroupId: integer('ati_group_id').references(() => atiGroups.id),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** The end date first agreed; dateTo later than this means the job order was extended (prorogata). */
    originalDateTo: date('original_date_to').notNull(),
    operatingSegment: text('operating_segment'),
    markedAsStarted: boolean('marked_as_started').notNull().default(false),
  },
  (t) => [index('job_orders_customer_idx').on(t.customerCode), index('job_orders_ati_idx').on(t.atiGroupId)],
);

/** A site (ubicazione) where the provider works for a job order. */
export const sites = pgTable(
  'sites',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    name: text('name').notNull(),
    jobOrderId: varchar('job_order_id', { length: 24 })
      .notNull()
      .references(() => jobOrders.id),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cap: varchar('cap', { length: 5 }).notNull(),
    province: varchar('province', { length: 2 }).notNull(),
    phone: text('phone'),
    notes: text('notes'),
    image: text('image'),
    /** Hours of service, 'HH:MM'. */
    startHour: varchar('start_hour', { length: 5 }),
    endHour: varchar('end_hour', { length: 5 }),
    /** Whether the provider keeps staff on site during working hours (presidio). */
    isOnDuty: boolean('is_on_duty').notNull().default(false),
    lastServiceDay: date('last_service_day'),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    published: boolean('published').notNull().default(false),
  },
  (t) => [index('sites_job_order_idx').on(t.jobOrderId), index('sites_published_idx').on(t.published)],
);
