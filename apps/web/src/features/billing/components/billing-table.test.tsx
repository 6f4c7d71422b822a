import type { BillingDocumentItem } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { BillingTable } from './billing-table.tsx';

const invoice: BillingDocumentItem = {
  documentId: 'doc-1',
  kind: 'invoice',
  number: '2026/118',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  customerCode: 'CL0001',
  customerName: 'Azienda Ospedaliera Santa Lucia',
  jobOrderId: 'CM000001',
  jobOrderDescription: 'Pulizie ordinarie',
  periodFrom: '2026-02-01',
  periodTo: '2026-02-28',
  taxableCents: 123_456_00,
  vatCents: 27_160_32,
  totalCents: 150_616_32,
  paymentState: 'to_pay',
  paidOn: null,
  hasXml: false,
  unopened: true,
};

const table = (screen: 'phone' | 'wide') =>
  renderedText(
    <BillingTable
      documents={[invoice]}
      staff={false}
      selection={null}
      onDownload={() => {}}
      downloading={null}
    />,
    { screen },
  );

describe('the billing table', () => {
  it('marks an invoice not yet opened «Da aprire», the words of the documents’ list for the same idea', () => {
    for (const screen of ['phone', 'wide'] as const) {
      const text = table(screen);
      expect(text).toContain('Da aprire');
      expect(text).not.toContain('Da leggere');
    }
  });
});
