import { z } from 'zod';
import { isoInstantSchema } from '../dates/calendar-day.schemas.ts';
import { jobOrderOptionSchema } from '../sites/job-order.contract.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import {
  newsAudiences,
  newsBodyMaxLength,
  newsRecipientsMax,
  newsStates,
  newsTitleMaxLength,
} from './news-enums.ts';

const databaseId = z.coerce.number().int().positive().max(2_147_483_647);

export const newsIdParams = z.object({ newsId: databaseId });

/** Staff's list: by state and words of the title or text, the latest publication first. */
export const newsListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the title and the text. */
  query: searchText(),
  state: z.enum(newsStates).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsCustomerSchema = z.object({ customerCode: z.string(), name: z.string() });
export type NewsCustomer = z.infer<typeof newsCustomerSchema>;

export const newsJobOrderSchema = z.object({
  jobOrderId: z.string(),
  description: z.string(),
  customerName: z.string(),
});
export type NewsJobOrder = z.infer<typeof newsJobOrderSchema>;

/** A news item as staff see it: its window, its state now, whom it addresses and whether they were told. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: shown as written, never as HTML. */
  body: z.string(),
  audience: z.enum(newsAudiences),
  /** Set when the audience is CUSTOMERS, by name. */
  customers: z.array(newsCustomerSchema),
  /** Set when the audience is JOB_ORDERS, by code. */
  jobOrders: z.array(newsJobOrderSchema),
  publishFrom: isoInstantSchema,
  /** Null: published until withdrawn. */
  publishTo: isoInstantSchema.nullable(),
  state: z.enum(newsStates),
  /** When its users were told (the window opened); null until then. */
  notifiedAt: isoInstantSchema.nullable(),
  createdByName: z.string().nullable(),
  updatedAt: isoInstantSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = z.object({ data: z.array(newsItemSchema), total: z.number().int() });
export type NewsList = z.infer<typeof newsListSchema>;

/**
 * What staff write: a title, a plain text, whom it addresses (every customer, some customers by code, the
 * users of some job orders) and its window (the end left empty: until withdrawn). The Italian messages
 * are the form's.
 */
export const newsFieldsSchema = z
  .object({
    title: formText(newsTitleMaxLength),
    body: formText(newsBodyMaxLength),
    audience: z.enum(newsAudiences),
    customerCodes: z.array(codeText(16).min(1)).max(newsRecipientsMax).default([]),
    jobOrderIds: z.array(codeText(24).min(1)).max(newsRecipientsMax).default([]),
    publishFrom: isoInstantSchema,
    publishTo: isoInstantSchema.nullable().default(null),
  })
  .superRefine((news, context) => {
    if (news.publishTo !== null && Date.parse(news.publishTo) <= Date.parse(news.publishFrom))
      context.addIssue({
        code: 'custom',
        path: ['publishTo'],
        message: 'La fine della pubblicazione deve venire dopo l’inizio',
      });
    if (news.audience === 'CUSTOMERS' && news.customerCodes.length === 0)
      context.addIssue({ code: 'custom', path: ['customerCodes'], message: 'Scegli almeno un cliente' });
    if (news.audience === 'JOB_ORDERS' && news.jobOrderIds.length === 0)
      context.addIssue({ code: 'custom', path: ['jobOrderIds'], message: 'Scegli almeno una commessa' });
  })
  // Only the list of the audience chosen is kept: a form that switched audience may still carry the other.
  .transform((news) => ({
    ...news,
    customerCodes: news.audience === 'CUSTOMERS' ? [...new Set(news.customerCodes)] : [],
    jobOrderIds: news.audience === 'JOB_ORDERS' ? [...new Set(news.jobOrderIds)] : [],
  }));
export type NewsFields = z.infer<typeof newsFieldsSchema>;
export type NewsFieldsInput = z.input<typeof newsFieldsSchema>;

/** A news item as its customer users read it on the dashboard. */
export const myNewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishFrom: isoInstantSchema,
});
export type MyNewsItem = z.infer<typeof myNewsItemSchema>;

export const newsPickerQuerySchema = z.object({
  search: searchText(),
  /** The job orders of one customer. */
  customerCode: codeText(16).optional(),
});

export const newsCustomerOptionsSchema = z.array(newsCustomerSchema);
export const newsJobOrderOptionsSchema = z.array(jobOrderOptionSchema);
