import { describe, expect, it } from 'vitest';
import {
  emptyPublishForm,
  publishFormSchema,
  toPublishParts,
  type PublishFormValues,
} from './publish-form-schema.ts';

const pdf = new File(['%PDF-1.4'], 'fattura.pdf', { type: 'application/pdf' });
const xml = new File(['<FatturaElettronica/>'], 'fattura.xml', { type: 'text/xml' });
const typed: PublishFormValues = {
  ...emptyPublishForm,
  jobOrderId: 'JO0001',
  pdf,
  number: '12/2026',
  issueDate: '2026-02-28',
  dueDate: '2026-03-31',
  periodFrom: '2026-02-01',
  periodTo: '2026-02-28',
  taxable: 1000,
  vat: 220,
  total: 1220,
};

const errorsOf = (values: PublishFormValues) =>
  Object.fromEntries(
    (publishFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe('the publishing form', () => {
  it('asks for every field at once when nothing is given', () => {
    expect(errorsOf(emptyPublishForm)).toMatchObject({
      jobOrderId: 'Campo richiesto',
      pdf: 'Campo richiesto',
      number: 'Campo richiesto',
      issueDate: 'Campo richiesto',
      taxable: 'Campo richiesto',
      total: 'Campo richiesto',
    });
  });

  it('sends a typed document in cents', () => {
    const values = { ...typed, taxable: 1234.5, vat: 271.59, total: 1506.09 };
    expect(errorsOf(values)).toEqual({});
    expect(toPublishParts(values, pdf).data).toEqual({
      jobOrderId: 'JO0001',
      paidOn: null,
      kind: 'invoice',
      number: '12/2026',
      issueDate: '2026-02-28',
      dueDate: '2026-03-31',
      periodFrom: '2026-02-01',
      periodTo: '2026-02-28',
      taxableCents: 123450,
      vatCents: 27159,
      totalCents: 150609,
    });
  });

  it('applies the API’s rules to the dates typed', () => {
    expect(errorsOf({ ...typed, dueDate: '2026-02-01' })).toEqual({
      dueDate: 'La scadenza non può precedere la data del documento',
    });
    expect(errorsOf({ ...typed, periodTo: '2026-01-31' })).toEqual({
      periodTo: 'La fine del periodo non può precedere l’inizio',
    });
  });

  it('with a FatturaPA XML sends only the job order and the payment: the rest is read from the XML', () => {
    const values = { ...emptyPublishForm, jobOrderId: 'JO0001', pdf, xml, paidOn: '2026-03-02' };
    expect(errorsOf(values)).toEqual({});
    expect(toPublishParts(values, pdf)).toEqual({
      data: { jobOrderId: 'JO0001', paidOn: '2026-03-02' },
      pdf,
      xml,
    });
  });
});
