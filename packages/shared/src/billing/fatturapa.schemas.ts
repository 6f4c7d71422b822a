import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { billingDocumentKinds } from './billing-enums.ts';

/** A party of the invoice: the seller (cedente/prestatore) or the buyer (cessionario/committente). */
export const fatturaPaPartySchema = z.object({
  name: z.string(),
  /** Country and VAT code, e.g. IT01234567890; null when the party has only a tax code. */
  vatNumber: z.string().nullable(),
  taxCode: z.string().nullable(),
  address: z.string().nullable(),
});

/** One line of the invoice (DettaglioLinee). Amounts in cents. */
export const fatturaPaLineSchema = z.object({
  number: z.number().int(),
  description: z.string(),
  quantity: z.string().nullable(),
  unitPriceCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  vatRate: z.string(),
  periodFrom: isoDateSchema.nullable(),
  periodTo: isoDateSchema.nullable(),
});

/** One VAT summary (DatiRiepilogo). */
export const fatturaPaVatSummarySchema = z.object({
  vatRate: z.string(),
  taxableCents: z.number().int(),
  vatCents: z.number().int(),
  nature: z.string().nullable(),
});

/** One payment instalment (DettaglioPagamento). */
export const fatturaPaPaymentSchema = z.object({
  method: z.string().nullable(),
  dueDate: isoDateSchema.nullable(),
  amountCents: z.number().int().nullable(),
  iban: z.string().nullable(),
});

/**
 * What the portal reads from an Italian electronic invoice (FatturaPA 1.2), the readable view shown
 * beside the PDF: the parties, the document's data, its lines, its VAT summary and its payment terms.
 */
export const fatturaPaViewSchema = z.object({
  formatVersion: z.string(),
  documentType: z.enum(['TD01', 'TD04']),
  kind: z.enum(billingDocumentKinds),
  number: z.string(),
  issueDate: isoDateSchema,
  currency: z.string(),
  seller: fatturaPaPartySchema,
  buyer: fatturaPaPartySchema,
  causale: z.string().nullable(),
  lines: z.array(fatturaPaLineSchema),
  vatSummary: z.array(fatturaPaVatSummarySchema),
  payments: z.array(fatturaPaPaymentSchema),
  taxableCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  /** The first instalment's due date, when the invoice gives one. */
  dueDate: isoDateSchema.nullable(),
  /** The first and last day of the lines' periods, when they give one. */
  periodFrom: isoDateSchema.nullable(),
  periodTo: isoDateSchema.nullable(),
});
export type FatturaPaView = z.infer<typeof fatturaPaViewSchema>;
