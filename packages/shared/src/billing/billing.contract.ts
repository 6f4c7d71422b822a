import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { jobOrderOptionSchema } from '../sites/job-order.contract.ts';
import { searchText } from '../tickets/text.schemas.ts';
import { billingDocumentItemSchema } from './billing-document.schemas.ts';
import { billingAccess } from './billing.access.ts';
import {
  billingDocumentIdParams,
  billingFilterQuerySchema,
  billingListQuerySchema,
  billingListResultSchema,
  billingPaymentRequestSchema,
  billingZipQuerySchema,
  staffBillingListQuerySchema,
} from './billing.schemas.ts';
import { fatturaPaViewSchema } from './fatturapa.schemas.ts';

/**
 * Billing (SPEC.md "billing/"): a customer user with sub-role billing (13) sees the invoices and credit
 * notes of the job orders they see (those holding a site within their reach: customer, ATI, limited
 * sites); staff with back-office permission clients billing (2) see every one and publish them. Another
 * customer's document, or one out of the user's reach, answers 404 Billing document not found.
 */
const customers = customerPolicy(billingAccess.rules.read);
const publishers = staffPolicy(billingAccess.rules.publish);

export const billingDetailSchema = billingDocumentItemSchema.extend({
  pdfFilename: z.string(),
  xmlFilename: z.string().nullable(),
  /** The readable view of the FatturaPA XML, when one came with the PDF. */
  fatturaPa: fatturaPaViewSchema.nullable(),
});
export type BillingDetail = z.infer<typeof billingDetailSchema>;

export const myBillingListContract = defineContract({
  method: 'GET',
  path: '/billing/my-list',
  summary: 'Customer (billing): invoices and credit notes of the user’s job orders, filtered and paged',
  description:
    'Latest issue date first. Filters: year of issue, job order, payment state (overdue is computed from ' +
    'the due date, in Italy), kind. totals are those of every document the filters keep.',
  tags: ['billing'],
  access: customers,
  query: billingListQuerySchema,
  response: { 200: billingListResultSchema },
});

export const myBillingExportContract = defineContract({
  method: 'GET',
  path: '/billing/my-list/export',
  summary: 'Customer (billing): the same filtered list as an Excel file (.xlsx attachment)',
  tags: ['billing'],
  access: customers,
  query: billingFilterQuerySchema,
  response: { 200: z.unknown().describe('An .xlsx workbook') },
});

export const billingZipContract = defineContract({
  method: 'GET',
  path: '/billing/zip',
  summary: 'Customer (billing): the PDFs of the chosen documents in one zip, streamed',
  description:
    'documentIds: up to 100 ids, comma separated. Any id the user may not see (unknown, another ' +
    'customer’s, out of reach) answers 404 and nothing is sent. Each PDF counts as opened.',
  tags: ['billing'],
  access: customers,
  query: billingZipQuerySchema,
  response: { 200: z.unknown().describe('A zip archive') },
});

export const billingDetailContract = defineContract({
  method: 'GET',
  path: '/billing/documents/:documentId',
  summary: 'Customer (billing, within reach) or staff (clients billing): a document with its FatturaPA view',
  tags: ['billing'],
  access: loginAccess,
  params: billingDocumentIdParams,
  response: { 200: billingDetailSchema },
});

export const billingPdfContract = defineContract({
  method: 'GET',
  path: '/billing/documents/:documentId/pdf',
  summary: 'Customer (billing, within reach) or staff (clients billing): the document’s PDF',
  description: 'Served as an attachment. A customer’s download counts as opening the document.',
  tags: ['billing'],
  access: loginAccess,
  params: billingDocumentIdParams,
  response: { 200: z.unknown().describe('The PDF') },
});

export const billingXmlContract = defineContract({
  method: 'GET',
  path: '/billing/documents/:documentId/xml',
  summary: 'Customer (billing, within reach) or staff (clients billing): the FatturaPA XML as received',
  description: '404 when the document came without an XML.',
  tags: ['billing'],
  access: loginAccess,
  params: billingDocumentIdParams,
  response: { 200: z.unknown().describe('The XML file') },
});

export const openedBillingDocumentContract = defineContract({
  method: 'POST',
  path: '/billing/documents/:documentId/opened',
  summary: 'Customer (billing): the user opened the document (the billing badge goes down)',
  tags: ['billing'],
  access: customers,
  params: billingDocumentIdParams,
  response: { 204: z.null() },
});

export const staffBillingListContract = defineContract({
  method: 'GET',
  path: '/billing/staff/list',
  summary: 'Staff (clients billing): every customer’s invoices and credit notes, filtered and paged',
  tags: ['billing'],
  access: publishers,
  query: staffBillingListQuerySchema,
  response: { 200: billingListResultSchema },
});

export const billingJobOrderOptionsContract = defineContract({
  method: 'GET',
  path: '/billing/staff/job-orders',
  summary: 'Staff (clients billing): the job orders a document may be published for, by code or name',
  description: 'At most 50, searched in the job order’s code and description and the customer’s name.',
  tags: ['billing'],
  access: publishers,
  query: z.object({ search: searchText() }),
  response: { 200: z.array(jobOrderOptionSchema) },
});

export const fatturaPaUploadDescription =
  'FatturaPA 1.2 (FPR12 or FPA12), one document per file, at most 5 MB, UTF-8, no DOCTYPE or ' +
  'entities; TipoDocumento TD01 (invoice) or TD04 (credit note). A file that is not well formed or ' +
  'misses a mandatory field answers 400 Invalid electronic invoice with every wrong path in ' +
  'body.fields.';

export const previewFatturaPaContract = defineContract({
  method: 'POST',
  path: '/billing/staff/fatturapa-preview',
  summary: 'Staff (clients billing): reads a FatturaPA XML (multipart, field `file`) and stores nothing',
  description: fatturaPaUploadDescription,
  tags: ['billing'],
  access: publishers,
  response: { 200: fatturaPaViewSchema },
});

export const publishBillingDocumentContract = defineContract({
  method: 'POST',
  path: '/billing/staff/documents',
  idempotent: true,
  summary: 'Staff (clients billing): publishes an invoice or credit note with its PDF and optional XML',
  description:
    'multipart/form-data: field `data` (JSON: jobOrderId, paidOn and, without an XML, kind, number, ' +
    'issueDate, dueDate, periodFrom, periodTo, taxableCents, vatCents, totalCents), file `pdf` and ' +
    'optionally file `xml`. With the XML, the fields are read from it. ' +
    fatturaPaUploadDescription +
    ' 409 when the number is already published for that kind and year; 404 unknown job order. ' +
    'Nothing is stored on any error. The users of the job order with sub-role billing are notified.',
  tags: ['billing'],
  access: publishers,
  response: { 201: billingDetailSchema },
});

export const billingPaymentContract = defineContract({
  method: 'PUT',
  path: '/billing/documents/:documentId/payment',
  summary: 'Staff (clients billing): records the day a document was paid, or null for unpaid',
  tags: ['billing'],
  access: publishers,
  params: billingDocumentIdParams,
  body: billingPaymentRequestSchema,
  response: { 204: z.null() },
});
