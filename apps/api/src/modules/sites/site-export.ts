import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { MySiteListItem, SiteStatus } from '@portale/shared';

const statusLabels: Record<SiteStatus, string> = {
  active: 'Attiva',
  closed: 'Chiusa',
  inActivation: 'In attivazione',
};

const italianDate = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');

const columns: { header: string; width: number; value: (site: MySiteListItem) => string | number }[] = [
  { header: 'Codice', width: 11, value: (site) => site.siteCode },
  { header: 'Ubicazione', width: 45, value: (site) => site.siteName },
  { header: 'Commessa', width: 13, value: (site) => site.jobTaskId },
  { header: 'Descrizione commessa', width: 45, value: (site) => site.jobTaskDescription },
  { header: 'Indirizzo', width: 32, value: (site) => site.address },
  { header: 'Città', width: 20, value: (site) => site.city },
  { header: 'Settore operativo', width: 16, value: (site) => site.operatingSegment ?? '' },
  {
    header: 'Stato',
    width: 14,
    value: (site) => (site.status === 'active' ? 'Attiva' : statusLabels[site.status]),
  },
  { header: 'Prorogata', width: 10, value: (site) => (site.isExtended ? 'Sì' : 'No') },
  { header: 'Dal', width: 11, value: (site) => italianDate(site.dateFrom) },
  { header: 'Al', width: 11, value: (site) => italianDate(site.dateTo) },
  {
    header: 'Orario',
    width: 13,
    value: (site) => (site.startHour ? `${site.startHour}–${site.endHour ?? ''}` : ''),
  },
  { header: 'Presidio', width: 9, value: (site) => (site.isOnDuty ? 'Sì' : 'No') },
  { header: 'Ultimo servizio', width: 14, value: (site) => italianDate(site.lastServiceDay) },
  { header: 'Servizio svolto', width: 40, value: (site) => site.lastService ?? '' },
  { header: 'Referenti ATI', width: 40, value: (site) => site.atiManagersNames.join(', ') },
];

/** The export's file name, e.g. ubicazioni-2026-11-20.xlsx. */
export const exportFileName = (today: string) => `ubicazioni-${today}.xlsx`;

/** The sites as an .xlsx workbook, written by exceljs's streaming writer into the returned stream. */
export function writeSitesWorkbook(sites: readonly MySiteListItem[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Portale Clienti';
  const sheet = workbook.addWorksheet('Ubicazioni', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const site of sites) sheet.addRow(columns.map((column) => column.value(site))).commit();
  sheet.commit();
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
