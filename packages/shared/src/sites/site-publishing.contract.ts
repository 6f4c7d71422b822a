import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { publishingSorts } from './back-office-sites.ts';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { feeFormulas, monthDurations } from './fee-formula.ts';
import { feeSplitInputSchema } from './fee-split.ts';
import { siteCodeParams } from './site-detail.contract.ts';
import { booleanQuerySchema, pagingQuerySchema, searchTextSchema } from './site-queries.ts';
import { patronSaintDaySchema, publishingItemSchema, siteDetailSchema } from './site.schemas.ts';
import { sitesAccess } from './sites.access.ts';

const siteReaders = staffPolicy(sitesAccess.rules.backOffice);
const sitesPermission = staffPolicy(sitesAccess.rules.publishing);

export const sitesForPublishingQuerySchema = pagingQuerySchema.extend({
  query: searchTextSchema,
  clientCode: z.string().trim().max(16).optional(),
  jobTaskId: z.string().trim().max(24).optional(),
  operatingSegment: z.string().trim().max(100).optional(),
  onlyIncludeSitesWithoutOperatingSegment: booleanQuerySchema.optional(),
  /** Only published (true) or only unpublished (false) sites. */
  isPublished: booleanQuerySchema.optional(),
  /** Only sites with at least one warning. */
  onlyWithWarnings: booleanQuerySchema.optional(),
  /** By default by customer, then job order. */
  sortBy: z.enum(publishingSorts).default('customer'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type SitesForPublishingQuery = z.infer<typeof sitesForPublishingQuerySchema>;

export const sitesForPublishingContract = defineContract({
  method: 'GET',
  path: '/site/sites-for-publishing',
  summary:
    'Staff (sites or services): every site with its publication and the three warnings (dates outside ' +
    "the job order's, no fee split or formula, no services), filtered, sorted and paged",
  tags: ['sites back office'],
  access: siteReaders,
  query: sitesForPublishingQuerySchema,
  response: { 200: z.object({ data: z.array(publishingItemSchema), total: z.number().int() }) },
});

export const setPublishedBodySchema = z.object({
  siteCodes: z.array(z.string().max(16)).min(1).max(500),
  published: z.boolean(),
});
export type SetPublishedBody = z.infer<typeof setPublishedBodySchema>;

export const setPublishedContract = defineContract({
  method: 'POST',
  path: '/site/set-published',
  summary:
    'Staff (sites): publish or unpublish many sites at once; 404 Site not found naming the unknown codes',
  tags: ['sites back office'],
  access: sitesPermission,
  body: setPublishedBodySchema,
  response: { 200: z.object({ updated: z.number().int() }) },
});

export const saveDatesBodySchema = z.object({ dateFrom: isoDateSchema, dateTo: isoDateSchema });
export type SaveDatesBody = z.infer<typeof saveDatesBodySchema>;

export const saveDatesContract = defineContract({
  method: 'PUT',
  path: '/site/:siteCode/save-dates',
  summary:
    "Staff (sites): the site's dates; the fee split and the services are cut to them (clipFeeSplit). " +
    "400 Dates not valid when from is after to, when they leave the job order's dates, or when a " +
    'service would be left with no day',
  tags: ['sites back office'],
  access: sitesPermission,
  params: siteCodeParams,
  body: saveDatesBodySchema,
  response: { 200: siteDetailSchema },
});

export const feeSettingsInputSchema = z.object({
  feeFormula: z.enum(feeFormulas),
  weekLength: z.union([z.literal(5), z.literal(6), z.literal(7)]),
  holidaysAreWorkingDays: z.boolean(),
  monthDuration: z.enum(monthDurations),
  /** The patron saint's day, 'MM-DD', or null for none; left as it is when absent. */
  patronSaintDay: patronSaintDaySchema.nullable().optional(),
});

export const saveFeesBodySchema = feeSplitInputSchema.extend(feeSettingsInputSchema.shape);
export type SaveFeesBody = z.infer<typeof saveFeesBodySchema>;

export const saveFeesContract = defineContract({
  method: 'PUT',
  path: '/site/:siteCode/save-fees',
  summary:
    "Staff (sites): the site's fee split (fees in euro) and formula settings; 400 Supplied data not " +
    'valid with body.fields naming each broken rule (validateFeeSplit)',
  tags: ['sites back office'],
  access: sitesPermission,
  params: siteCodeParams,
  body: saveFeesBodySchema,
  response: { 200: siteDetailSchema },
});

export const attachedImageSchema = z.object({ documentId: z.string(), url: z.string() });

const attachImageQuery = z.object({
  siteCode: z.string().max(64).describe('The site the image is for'),
});
const attachImageSummary =
  'Staff (sites): the site image, as multipart/form-data with one file part (JPEG, PNG or WebP, ' +
  'checked by content; at most UPLOAD_MAX_BYTES); replaces the previous image';

export const attachSiteImageContract = defineContract({
  method: 'POST',
  path: '/site/attach/image',
  summary: attachImageSummary,
  tags: ['sites back office'],
  access: sitesPermission,
  query: attachImageQuery,
  response: { 200: attachedImageSchema },
});

export const replaceSiteImageContract = defineContract({
  method: 'PUT',
  path: '/site/attach/image',
  summary: attachImageSummary,
  tags: ['sites back office'],
  access: sitesPermission,
  query: attachImageQuery,
  response: { 200: attachedImageSchema },
});
