import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../dates/calendar-day.schemas.ts';
import { customerCodePattern, jobTaskIdPattern, siteCodePattern } from '../sites/site-code.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import { customerActivities, customerSorts, jobOrderSorts, jobOrderStates } from './customers-enums.ts';
import { jobOrderDateProblems, type JobOrderDates } from './job-order-dates.ts';
import { normaliseVatNumber, vatNumberProblem } from './vat-number.ts';

const optionalText = (max: number) =>
  formText(max, 0)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

const sortDirection = z.enum(['asc', 'desc']).default('asc');

/** A customer's code as the provider's ERP writes it: CL0001. */
export const customerCodeSchema = z
  .string()
  .trim()
  .min(1)
  .regex(customerCodePattern, 'Un codice come CL0001: lettere, cifre, - e _, al massimo 16 caratteri');

/** A job order's code: C2024-0001. */
export const jobOrderCodeSchema = z
  .string()
  .trim()
  .min(1)
  .regex(jobTaskIdPattern, 'Un codice come C2024-0001: lettere, cifre e -, al massimo 24 caratteri');

/**
 * A partita IVA as typed: the IT prefix, spaces and dots are dropped, and the check digit must be right
 * (vat-number.ts); kept as its 11 digits.
 */
export const vatNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .superRefine((value, context) => {
    const problem = value === '' ? null : vatNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseVatNumber);

export const customerCodeParams = z.object({ customerCode: customerCodeSchema });
export const jobOrderIdParams = z.object({ jobOrderId: jobOrderCodeSchema });

// Customers

export const customerListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the code, the name and the VAT number. */
  query: searchText(),
  active: z.enum(customerActivities).optional(),
  sortBy: z.enum(customerSorts).default('code'),
  sortDirection,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  vatNumber: z.string(),
  active: z.boolean(),
  jobOrdersCount: z.number().int(),
  sitesCount: z.number().int(),
  usersCount: z.number().int(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListSchema = z.object({
  data: z.array(customerListItemSchema),
  total: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** What a customer still lacks before its users can follow its sites: a job order, a published site, a user. */
export const customerStartSteps = ['jobOrder', 'publishedSite', 'user'] as const;
export type CustomerStartStep = (typeof customerStartSteps)[number];

/** Active customers that lack one of the start's steps, newest first: the staff dashboard's card. */
export const customersToStartSchema = z.object({
  data: z.array(
    z.object({ code: z.string(), name: z.string(), missing: z.array(z.enum(customerStartSteps)) }),
  ),
  total: z.number().int(),
});
export type CustomersToStart = z.infer<typeof customersToStartSchema>;

export const customerDetailSchema = customerListItemSchema.extend({
  publishedSitesCount: z.number().int(),
  createdAt: isoInstantSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** What staff type to change a customer: its code, which every record refers to, never changes. */
export const customerFieldsSchema = z.object({ name: formText(200), vatNumber: vatNumberSchema });
export type CustomerFields = z.infer<typeof customerFieldsSchema>;
export type CustomerFieldsInput = z.input<typeof customerFieldsSchema>;

export const newCustomerSchema = customerFieldsSchema.extend({ code: customerCodeSchema });
export type NewCustomer = z.infer<typeof newCustomerSchema>;
export type NewCustomerInput = z.input<typeof newCustomerSchema>;

export const customerSitesQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the site's code, name and city. */
  query: searchText(),
});
export type CustomerSitesQuery = z.infer<typeof customerSitesQuerySchema>;

export const customerSiteSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  jobOrderId: z.string(),
  published: z.boolean(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
});
export type CustomerSite = z.infer<typeof customerSiteSchema>;
export const customerSiteListSchema = z.object({
  data: z.array(customerSiteSchema),
  total: z.number().int(),
});
export type CustomerSiteList = z.infer<typeof customerSiteListSchema>;

// Job orders

export const jobOrderListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the code, the description, the operating segment and the customer's name. */
  query: searchText(),
  customerCode: codeText(16).optional(),
  /** The state today in Italy (job-order-dates.ts). */
  state: z.enum(jobOrderStates).optional(),
  sortBy: z.enum(jobOrderSorts).default('id'),
  sortDirection,
});
export type JobOrderListQuery = z.infer<typeof jobOrderListQuerySchema>;

export const jobOrderItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The end first agreed: dateTo later than it means the job order was extended (prorogata). */
  originalDateTo: isoDateSchema,
  operatingSegment: z.string().nullable(),
  markedAsStarted: z.boolean(),
  atiGroupId: z.number().int().nullable(),
  atiGroupName: z.string().nullable(),
  sitesCount: z.number().int(),
});
export type JobOrderItem = z.infer<typeof jobOrderItemSchema>;

export const jobOrderListSchema = z.object({ data: z.array(jobOrderItemSchema), total: z.number().int() });
export type JobOrderList = z.infer<typeof jobOrderListSchema>;

export const jobOrderDetailSchema = jobOrderItemSchema.extend({
  customerActive: z.boolean(),
  /** Its sites, by name. */
  sites: z.array(customerSiteSchema),
});
export type JobOrderDetail = z.infer<typeof jobOrderDetailSchema>;

/** The ATI groups a job order may be held through, for the form. */
export const atiGroupOptionsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type AtiGroupOptions = z.infer<typeof atiGroupOptionsSchema>;

/** Adds the issues of a job order's dates (job-order-dates.ts) on their fields. */
const checkDates = (dates: JobOrderDates, context: z.core.$RefinementCtx) => {
  for (const problem of jobOrderDateProblems(dates))
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

const jobOrderFieldsObject = z.object({
  description: formText(300),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The end first agreed; the same as dateTo until the job order is extended. */
  originalDateTo: isoDateSchema,
  operatingSegment: optionalText(100),
  /** Whether the job order has started for the customer's economics (its sites' fees count). */
  markedAsStarted: z.boolean().default(false),
  atiGroupId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});

/** What staff type to change a job order: its code and customer never change. */
export const jobOrderFieldsSchema = jobOrderFieldsObject.superRefine(checkDates);
export type JobOrderFields = z.infer<typeof jobOrderFieldsSchema>;
export type JobOrderFieldsInput = z.input<typeof jobOrderFieldsSchema>;

export const newJobOrderSchema = jobOrderFieldsObject
  .extend({ id: jobOrderCodeSchema, customerCode: customerCodeSchema })
  .superRefine(checkDates);
export type NewJobOrder = z.infer<typeof newJobOrderSchema>;
export type NewJobOrderInput = z.input<typeof newJobOrderSchema>;

// Sync: the rows of the provider's ERP

/**
 * One customer of a batch. The VAT number is checked as the batch is applied (its check digit), so that a
 * wrong one is logged with its row.
 */
export const customerImportRowSchema = z.object({
  code: customerCodeSchema,
  name: formText(200),
  vatNumber: codeText(20).min(1),
  active: z.boolean().default(true),
});
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

/** One job order of a batch: its customer must exist (sent before, or typed by staff). */
export const jobOrderImportRowSchema = z.object({
  id: jobOrderCodeSchema,
  customerCode: customerCodeSchema,
  description: formText(300),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The end first agreed; left out, the same as dateTo (not extended). */
  originalDateTo: isoDateSchema.nullable().default(null),
  operatingSegment: optionalText(100),
  markedAsStarted: z.boolean().default(false),
  atiGroupId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type JobOrderImportRow = z.infer<typeof jobOrderImportRowSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Un orario come 06:30');

/**
 * One site of a batch: its job order must exist and hold its dates. A new site arrives unpublished;
 * publishing it stays staff's act, and a site sent again keeps whether it is published.
 */
export const siteImportRowSchema = z.object({
  code: z.string().trim().regex(siteCodePattern, 'Un codice come UB000123'),
  jobOrderId: jobOrderCodeSchema,
  name: formText(200),
  address: formText(200),
  city: formText(100),
  cap: z.string().regex(/^\d{5}$/, 'Cinque cifre'),
  province: z.string().regex(/^[A-Z]{2}$/, 'La sigla della provincia: MI'),
  phone: optionalText(40),
  notes: optionalText(1000),
  startHour: clockTime.nullable().default(null),
  endHour: clockTime.nullable().default(null),
  isOnDuty: z.boolean().default(false),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type SiteImportRow = z.infer<typeof siteImportRowSchema>;
