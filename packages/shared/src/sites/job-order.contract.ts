import { z } from 'zod';
import { customerPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { sitesAccess } from './sites.access.ts';

/** A job order (commessa) as a customer sees it. */
export const myJobOrderSchema = z.object({
  jobTaskId: z.string(),
  description: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** The end date first agreed. */
  originalDateTo: isoDateSchema,
  /** dateTo is after originalDateTo: the job order was extended (prorogata). */
  isExtended: z.boolean(),
  /** Days added by the extension, 0 when not extended. */
  extensionDays: z.number().int(),
  operatingSegment: z.string().nullable(),
  /** Economics are available only for job orders marked as started. */
  markedAsStarted: z.boolean(),
  /** Of its sites, those the user sees. */
  sitesNumber: z.number().int(),
});
export type MyJobOrder = z.infer<typeof myJobOrderSchema>;

/** A job order staff may publish a document for (billing, documents), with its customer. */
export const jobOrderOptionSchema = z.object({
  jobOrderId: z.string(),
  description: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
});

export const myJobOrdersContract = defineContract({
  method: 'GET',
  path: '/job-orders/my-list',
  summary:
    'Customer (any sub-role): the job orders with at least one site the user sees, newest first ' +
    '(sites pages, dashboard, economics)',
  tags: ['job orders'],
  access: customerPolicy(sitesAccess.rules.jobOrders),
  response: { 200: z.array(myJobOrderSchema) },
});
