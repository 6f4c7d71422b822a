import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import { billingDocumentItemSchema, centsSchema } from './billing-document.schemas.ts';
import { billingDocumentKinds, maxZipDocuments, paymentStates } from './billing-enums.ts';

export const billingDocumentIdParams = z.object({ documentId: z.uuid().describe('The documentId') });

/** The filters of the customer's list, its export and its zip. */
export const billingFilterQuerySchema = z.object({
  /** The year of the issue date. */
  year: z.coerce.number().int().min(2000).max(2199).optional(),
  jobOrderId: codeText(24).optional(),
  state: z.enum(paymentStates).optional(),
  kind: z.enum(billingDocumentKinds).optional(),
});
export type BillingFilterQuery = z.infer<typeof billingFilterQuerySchema>;

export const billingListQuerySchema = billingFilterQuerySchema.extend(pagingQuerySchema.shape).extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BillingListQuery = z.infer<typeof billingListQuerySchema>;
export type BillingListQueryInput = z.input<typeof billingListQuerySchema>;

/**
 * The totals of the filtered list, in cents. Credit notes count against what is owed: to pay is every
 * unpaid invoice less every unpaid credit note (overdue included), overdue the part past its due date,
 * paid this year what was paid since 1 January (Italian calendar).
 */
export const billingTotalsSchema = z.object({
  toPayCents: centsSchema,
  overdueCents: centsSchema,
  paidThisYearCents: centsSchema,
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

export const billingListResultSchema = z.object({
  data: z.array(billingDocumentItemSchema),
  total: z.number().int(),
  totals: billingTotalsSchema,
  /** The years with a document the caller sees, latest first: the year filter's options. */
  years: z.array(z.number().int()),
});
export type BillingListResult = z.infer<typeof billingListResultSchema>;

/** The provider's list: the same filters, any customer, optionally searched by number or customer. */
export const staffBillingListQuerySchema = billingListQuerySchema.extend({
  customerCode: codeText(16).optional(),
  query: searchText(),
});
export type StaffBillingListQuery = z.infer<typeof staffBillingListQuerySchema>;
export type StaffBillingListQueryInput = z.input<typeof staffBillingListQuerySchema>;

/** The documents of one zip, comma separated (at most 100). */
export const billingZipQuerySchema = z.object({
  documentIds: z
    .string()
    .max(maxZipDocuments * 37)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(1).max(maxZipDocuments)),
});

/**
 * The fields of a document typed by staff (no XML). With a FatturaPA XML, kind, number, dates and
 * amounts are read from it instead, and only jobOrderId and paidOn count (due date and period as
 * fallbacks when the XML has none).
 */
export const billingManualFieldsSchema = z
  .object({
    kind: z.enum(billingDocumentKinds),
    number: formText(40),
    issueDate: isoDateSchema,
    dueDate: isoDateSchema,
    periodFrom: isoDateSchema,
    periodTo: isoDateSchema,
    taxableCents: centsSchema.min(0).max(100_000_000_000),
    vatCents: centsSchema.min(0).max(100_000_000_000),
    totalCents: centsSchema.min(0).max(100_000_000_000),
  })
  .refine((value) => value.periodFrom <= value.periodTo, {
    path: ['periodTo'],
    message: 'La fine del periodo non può precedere l’inizio',
  })
  .refine((value) => value.dueDate >= value.issueDate, {
    path: ['dueDate'],
    message: 'La scadenza non può precedere la data del documento',
  });

/** The `data` field (JSON) of the publishing request, beside the files `pdf` and, optionally, `xml`. */
export const publishBillingDataSchema = z.object({
  jobOrderId: codeText(24).min(1),
  /** Set when the document is already paid. */
  paidOn: isoDateSchema.nullable().default(null),
  kind: z.enum(billingDocumentKinds).optional(),
  number: formText(40).optional(),
  issueDate: isoDateSchema.optional(),
  dueDate: isoDateSchema.optional(),
  periodFrom: isoDateSchema.optional(),
  periodTo: isoDateSchema.optional(),
  taxableCents: centsSchema.min(0).max(100_000_000_000).optional(),
  vatCents: centsSchema.min(0).max(100_000_000_000).optional(),
  totalCents: centsSchema.min(0).max(100_000_000_000).optional(),
});
export type PublishBillingData = z.input<typeof publishBillingDataSchema>;

export const billingPaymentRequestSchema = z.object({ paidOn: isoDateSchema.nullable() });
