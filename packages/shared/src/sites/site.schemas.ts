import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { feeFormulas, monthDurations } from './fee-formula.ts';
import { feeSplitSchema } from './fee-split.ts';
import { serviceFrequencies, siteStatuses } from './site-status.ts';

/** The site list item of SPEC.md section 3. */
export const siteListItemSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  jobTaskId: z.string(),
  jobTaskDescription: z.string(),
  address: z.string(),
  city: z.string(),
  lastServiceDay: isoDateSchema.nullable(),
  startHour: z.string().nullable(),
  endHour: z.string().nullable(),
  operatingSegment: z.string().nullable(),
  isOnDuty: z.boolean(),
});
export type SiteListItem = z.infer<typeof siteListItemSchema>;

/** The back-office variant: with the customer. */
export const customerSiteListItemSchema = siteListItemSchema.extend({
  client: z.string(),
  clientCode: z.string(),
  isPublished: z.boolean(),
});
export type CustomerSiteListItem = z.infer<typeof customerSiteListItemSchema>;

export const siteListResultSchema = z.object({
  data: z.array(customerSiteListItemSchema),
  total: z.number().int(),
});
export type SiteListResult = z.infer<typeof siteListResultSchema>;

/** The customer's list item: with image, last service, ATI managers, and what the map and badges need. */
export const mySiteListItemSchema = siteListItemSchema.extend({
  /** URL of the site's image (GET it with the bearer token), or null. */
  img: z.string().nullable(),
  /** Name of the last service done, beside lastServiceDay. */
  lastService: z.string().nullable(),
  atiManagersNames: z.array(z.string()),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  status: z.enum(siteStatuses),
  /** The job order runs past its original end date (prorogata). */
  isExtended: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type MySiteListItem = z.infer<typeof mySiteListItemSchema>;

export const mySiteListResultSchema = z.object({
  data: z.array(mySiteListItemSchema),
  /** Sites matching the search and filter. */
  total: z.number().int(),
  /** Every site of the user's customer within the user's reach, published or not. */
  sitesNumber: z.number().int(),
  /** Of those, the published ones: the sites the user sees. */
  publishedSitesNumber: z.number().int(),
});
export type MySiteListResult = z.infer<typeof mySiteListResultSchema>;

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether 'MM-DD' is a day of the year (29 February included: a leap year's patron). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (daysInMonth[month - 1] ?? 0);
}

/** The local patron saint's day, 'MM-DD' (7 December is '12-07'). */
export const patronSaintDaySchema = z
  .string()
  .refine(isMonthDay, 'Il giorno del santo patrono non è un giorno dell’anno');

export const feeSettingsSchema = z.object({
  feeFormula: z.enum(feeFormulas).nullable(),
  weekLength: z.union([z.literal(5), z.literal(6), z.literal(7)]),
  holidaysAreWorkingDays: z.boolean(),
  monthDuration: z.enum(monthDurations),
  /** The local patron saint's day, 'MM-DD', a holiday like the national ones; null when none. */
  patronSaintDay: z.string().nullable(),
});
export type FeeSettingsOutput = z.infer<typeof feeSettingsSchema>;

export const siteServiceSchema = z.object({
  siteServiceId: z.number().int(),
  serviceName: z.string(),
  frequency: z.enum(serviceFrequencies),
  from: isoDateSchema,
  to: isoDateSchema,
  feeSplit: feeSplitSchema.nullable(),
});
export type SiteService = z.infer<typeof siteServiceSchema>;

/** The fee of a month from the fee split and the formula settings (the current month on the detail). */
export const monthFeeSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** In euro. */
  fee: z.number(),
  fullMonthFee: z.number(),
  workingDays: z.number().int(),
  openWorkingDays: z.number().int(),
});

export const siteDetailSchema = mySiteListItemSchema.extend({
  client: z.string(),
  clientCode: z.string(),
  cap: z.string(),
  province: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  image: z.string().nullable(),
  isPublished: z.boolean(),
  jobTaskDateFrom: isoDateSchema,
  jobTaskDateTo: isoDateSchema,
  /** The job order's end date as first agreed; jobTaskDateTo after it means an extension. */
  jobTaskOriginalDateTo: isoDateSchema,
  jobTaskIsMarkedAsStarted: z.boolean(),
  feeSplit: feeSplitSchema.nullable(),
  feeSettings: feeSettingsSchema,
  currentMonthFee: monthFeeSchema.nullable(),
  siteServices: z.array(siteServiceSchema),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

export const publishingItemSchema = z.object({
  isPublished: z.boolean(),
  siteCode: z.string(),
  siteName: z.string(),
  jobTaskId: z.string(),
  jobTaskDescription: z.string(),
  client: z.string(),
  clientCode: z.string(),
  address: z.string(),
  city: z.string(),
  operatingSegment: z.string().nullable(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The site's dates fall outside the job order's. */
  datesWarning: z.boolean(),
  /** No fee split, or no fee formula. */
  baseFeeWarning: z.boolean(),
  /** No services. */
  serviceWarning: z.boolean(),
});
export type PublishingItem = z.infer<typeof publishingItemSchema>;

export const autocompleteItemSchema = z.object({
  id: z.string(),
  value: z.string(),
  /** The day the site stops being served: its end date, or the job order's when earlier. */
  computedEndDate: isoDateSchema,
});
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;

export const customerAutocompleteItemSchema = autocompleteItemSchema.extend({ taskId: z.string() });

export const siteWithDatesSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});

/** A customer for the back office's pickers, with how many sites it has and how many are published. */
export const siteCustomerSchema = z.object({
  customerCode: z.string(),
  name: z.string(),
  active: z.boolean(),
  sitesNumber: z.number().int(),
  publishedSitesNumber: z.number().int(),
});
export type SiteCustomer = z.infer<typeof siteCustomerSchema>;

export const operatingSegmentSchema = z.object({ name: z.string(), jobTaskIds: z.array(z.string()) });

export const siteDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  creationDate: z.string(),
  /** The caller's last download (a customer), or anybody's (staff). */
  lastDownload: z.string().nullable(),
  downloadCount: z.number().int(),
  filename: z.string(),
  associationCount: z.number().int(),
  outdated: z.boolean(),
  category: z.string(),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;
