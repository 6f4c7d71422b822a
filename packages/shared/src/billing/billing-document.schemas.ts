import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { billingDocumentKinds, paymentStates } from './billing-enums.ts';

/*
 * A billing document as lists and the dashboard's card show it, apart from the other billing schemas:
 * the dashboard builds these alone when its card's answer comes (zod builds a module's schemas as it
 * loads), not the filters, the publishing form or the FatturaPA view.
 */

/** An amount in euro cents: integers only, never floating euros. */
export const centsSchema = z.number().int();

/** An invoice or credit note in a list. Amounts as the document states them, in cents. */
export const billingDocumentItemSchema = z.object({
  documentId: z.string(),
  kind: z.enum(billingDocumentKinds),
  number: z.string(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  customerCode: z.string(),
  customerName: z.string(),
  jobOrderId: z.string(),
  jobOrderDescription: z.string(),
  /** The period the document bills (competenza). */
  periodFrom: isoDateSchema,
  periodTo: isoDateSchema,
  taxableCents: centsSchema,
  vatCents: centsSchema,
  totalCents: centsSchema,
  /** Computed from paidOn and the due date (Italian calendar day): never stored. */
  paymentState: z.enum(paymentStates),
  paidOn: isoDateSchema.nullable(),
  /** A FatturaPA XML came with the PDF: its readable view can be opened. */
  hasXml: z.boolean(),
  /** A customer user has not opened it yet (the billing badge counts these); always false for staff. */
  unopened: z.boolean(),
});
export type BillingDocumentItem = z.infer<typeof billingDocumentItemSchema>;

/** The dashboard's billing card: the latest documents and what is overdue. */
export const billingSummarySchema = z.object({
  latest: z.array(billingDocumentItemSchema),
  overdue: z.array(billingDocumentItemSchema),
  overdueCount: z.number().int(),
  overdueCents: centsSchema,
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
