import { centsToEuro, italianMonthName } from '@portale/shared';
import type { XlsxExport } from '../../plugins/xlsx-export.ts';
import type { EconomicsExportRow } from './economics.service.ts';

/** Economics as an Excel file, one row per site and month, e.g. economia-2026.xlsx. */
export const economicsExport: XlsxExport<EconomicsExportRow, [year: number]> = {
  sheetName: 'Economia',
  fileName: (year) => `economia-${year}.xlsx`,
  columns: [
    { header: 'Commessa', width: 14, kind: 'text', value: (row) => row.jobOrderId },
    { header: 'Codice ubicazione', width: 16, kind: 'text', value: (row) => row.siteCode },
    { header: 'Ubicazione', width: 36, kind: 'text', value: (row) => row.siteName },
    { header: 'Anno', width: 8, kind: 'number', value: (row) => row.year },
    {
      header: 'Mese',
      width: 12,
      kind: 'text',
      value: (row) => italianMonthName(row.month, { capital: true }),
    },
    { header: 'Canone', width: 14, kind: 'money', value: (row) => centsToEuro(row.feeCents) },
    {
      header: 'Di cui variazioni accolte',
      width: 18,
      kind: 'money',
      value: (row) => centsToEuro(row.adjustmentsCents),
    },
    {
      header: 'Variazioni economiche',
      width: 18,
      kind: 'money',
      value: (row) => centsToEuro(row.variationsCents),
    },
    { header: 'Totale', width: 14, kind: 'money', value: (row) => centsToEuro(row.totalCents) },
  ],
};
