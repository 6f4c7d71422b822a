import {
  demoProvider,
  renderDemoDocumentPdf,
  renderDemoFatturaPa,
  type DemoFatturaPa,
} from '@portale/demo-data';

/**
 * Files for the billing tests, built as the demo data builds them: a FatturaPA 1.2 XML (private-sector
 * FPR12) of an invoice from the demo provider (Servizi Integrati Italia S.p.A.), and a one-page PDF. A
 * test chooses what its invoice says; the rest is the demo provider's.
 */
export type TestInvoice = Omit<DemoFatturaPa, 'kind' | 'totalCents' | 'description' | 'seller'>;

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
