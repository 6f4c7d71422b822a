import {
  billingDocumentKindLabels,
  centsToEuro,
  paymentStateLabels,
  type BillingDocumentItem,
} from '@portale/shared';
import type { XlsxExport } from '../../plugins/xlsx-export.ts';

/** The billing list as an Excel file, e.g. fatture-2026-11-20.xlsx. */
export const billingExport: XlsxExport<BillingDocumentItem> = {
  sheetName: 'Fatture',
  fileName: (day) => `fatture-${day}.xlsx`,
  columns: [
    { header: 'Tipo', width: 16, kind: 'text', value: (row) => billingDocumentKindLabels[row.kind] },
    { header: 'Numero', width: 20, kind: 'text', value: (row) => row.number },
    { header: 'Data', width: 12, kind: 'date', value: (row) => row.issueDate },
    { header: 'Scadenza', width: 12, kind: 'date', value: (row) => row.dueDate },
    { header: 'Commessa', width: 14, kind: 'text', value: (row) => row.jobOrderId },
    { header: 'Descrizione commessa', width: 48, kind: 'text', value: (row) => row.jobOrderDescription },
    { header: 'Competenza dal', width: 14, kind: 'date', value: (row) => row.periodFrom },
    { header: 'Competenza al', width: 14, kind: 'date', value: (row) => row.periodTo },
    { header: 'Imponibile', width: 14, kind: 'money', value: (row) => centsToEuro(row.taxableCents) },
    { header: 'IVA', width: 12, kind: 'money', value: (row) => centsToEuro(row.vatCents) },
    { header: 'Totale', width: 14, kind: 'money', value: (row) => centsToEuro(row.totalCents) },
    { header: 'Stato', width: 12, kind: 'text', value: (row) => paymentStateLabels[row.paymentState] },
    { header: 'Pagata il', width: 12, kind: 'date', value: (row) => row.paidOn },
  ],
};
