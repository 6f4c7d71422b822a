import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { feeFormulas, monthDurations, serviceFrequencies } from '@portale/shared';

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

export const feeFormula = pgEnum('fee_formula', feeFormulas);
export const monthDuration = pgEnum('month_duration', monthDurations);

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
    /** The name of the last service done, shown beside lastServiceDay. */
    lastServiceName: text('last_service_name'),
    /** How the monthly fee is computed (PRODUCT.md, Fees); null until staff set it. */
    feeFormula: feeFormula('fee_formula'),
    weekLength: smallint('week_length').notNull().default(5),
    holidaysAreWorkingDays: boolean('holidays_are_working_days').notNull().default(false),
    /** The local patron saint's day, 'MM-DD' (a holiday like the national ones); null when none. */
    patronSaintDay: varchar('patron_saint_day', { length: 5 }),
    monthDuration: monthDuration('month_duration').notNull().default('calendar'),
    /** The last day of the site's fee split; its periods are in site_fee_periods. */
    feeSplitEndDate: date('fee_split_end_date'),
  },
  (t) => [index('sites_job_order_idx').on(t.jobOrderId), index('sites_published_idx').on(t.published)],
);

/** One period of a site's fee split: from startDate to the next period's start (or the split's end). */
export const siteFeePeriods = pgTable(
  'site_fee_periods',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    /** Monthly fee in euro cents. */
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    notes: text('notes'),
  },
  (t) => [index('site_fee_periods_site_idx').on(t.siteCode, t.startDate)],
);

export const serviceFrequency = pgEnum('service_frequency', serviceFrequencies);

/** A service the provider performs at a site, with its own fee split. */
export const siteServices = pgTable(
  'site_services',
  {
    id: serial('id').primaryKey(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    frequency: serviceFrequency('frequency').notNull().default('daily'),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    feeSplitEndDate: date('fee_split_end_date'),
  },
  (t) => [index('site_services_site_idx').on(t.siteCode)],
);

export const siteServiceFeePeriods = pgTable(
  'site_service_fee_periods',
  {
    id: serial('id').primaryKey(),
    siteServiceId: integer('site_service_id')
      .notNull()
      .references(() => siteServices.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    notes: text('notes'),
  },
  (t) => [index('site_service_fee_periods_service_idx').on(t.siteServiceId, t.startDate)],
);
