import { demoProvider, renderDemoDocumentPdf, renderDemoFatturaPa } from '@portale/db/seed';

/**
 * Files for the billing tests, built as the demo data builds them: a FatturaPA 1.2 XML (private-sector
 * FPR12) of an invoice from the demo provider (Servizi Integrati Italia S.p.A.), and a one-page PDF.
 */
export type TestInvoice = {
  number: string;
  issueDate: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  taxableCents: number;
  vatCents: number;
  buyer: { name: string; vatNumber: string };
};

export const fatturaPaXml = (invoice: TestInvoice): string =>
  renderDemoFatturaPa({
    ...invoice,
    kind: 'invoice',
    totalCents: invoice.taxableCents + invoice.vatCents,
    description: 'Sanificazione straordinaria delle terapie intensive',
    seller: demoProvider,
  });

/** A one-page PDF that names the document. */
export const onePagePdf = (text: string): Buffer =>
  renderDemoDocumentPdf({ title: text, description: null, category: 'Fattura', createdAt: new Date() });
