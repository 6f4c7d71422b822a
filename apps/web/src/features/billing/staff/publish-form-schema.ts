import { billingDocumentKinds, billingManualFieldsSchema, euroToCents, isCalendarDay } from '@portale/shared';
import { z } from 'zod';
import { italianErrorMap } from '../../../lib/form-errors.ts';
import type { PublishParts } from '../api/publish-billing-document.ts';

/** An amount as the euro field holds it: a number, or '' while empty. */
const euro = z.union([z.number(), z.string()]);
const file = z.custom<File | null>((value) => value === null || value instanceof File);

/** The publishing form as it is typed: files, the job order, and the fields typed when no XML is given. */
const formShape = z.object({
  jobOrderId: z.string(),
  pdf: file,
  xml: file,
  /** '' while unpaid. */
  paidOn: z.string(),
  kind: z.enum(billingDocumentKinds),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  taxable: euro,
  vat: euro,
  total: euro,
});
export type PublishFormValues = z.input<typeof formShape>;

export const emptyPublishForm: PublishFormValues = {
  jobOrderId: '',
  pdf: null,
  xml: null,
  paidOn: '',
  kind: 'invoice',
  number: '',
  issueDate: '',
  dueDate: '',
  periodFrom: '',
  periodTo: '',
  taxable: '',
  vat: '',
  total: '',
};

const cents = (amount: number | string) =>
  typeof amount === 'number' ? (euroToCents(amount) ?? undefined) : undefined;

/** The typed fields as the API's rule for a document without XML reads them (amounts in cents). */
const manualFields = (value: PublishFormValues) => ({
  kind: value.kind,
  number: value.number,
  issueDate: value.issueDate,
  dueDate: value.dueDate,
  periodFrom: value.periodFrom,
  periodTo: value.periodTo,
  taxableCents: cents(value.taxable),
  vatCents: cents(value.vat),
  totalCents: cents(value.total),
});

/** The form field of each field of the API's rule. */
const formFieldOf: Record<string, keyof PublishFormValues> = {
  taxableCents: 'taxable',
  vatCents: 'vat',
  totalCents: 'total',
};

/**
 * The form's checks, all at once so that every field in error shows together: a job order and a PDF
 * always; with an XML nothing else (the API reads the rest from it); without one, the shared rule of a
 * typed document (billingManualFieldsSchema: the same the API applies), with its Italian messages.
 */
export const publishFormSchema = formShape.superRefine((value, context) => {
  const fail = (path: string, message = 'Campo richiesto') =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!value.jobOrderId) fail('jobOrderId');
  if (!value.pdf) fail('pdf');
  if (value.paidOn && !isCalendarDay(value.paidOn)) fail('paidOn', 'Data non valida');
  if (value.xml) return;
  const manual = billingManualFieldsSchema.safeParse(manualFields(value), { error: italianErrorMap });
  for (const issue of manual.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    fail(formFieldOf[field] ?? field, issue.message);
  }
});

/**
 * What a form that passed its checks sends: the `data` field (the typed fields only without an XML,
 * amounts in cents) and the files. Forms are held in the shape they are typed in (no transform), which
 * is what the shared date fields take.
 */
export const toPublishParts = (value: PublishFormValues, pdf: File): PublishParts => ({
  data: {
    jobOrderId: value.jobOrderId,
    paidOn: value.paidOn || null,
    ...(value.xml ? {} : billingManualFieldsSchema.parse(manualFields(value))),
  },
  pdf,
  xml: value.xml,
});
