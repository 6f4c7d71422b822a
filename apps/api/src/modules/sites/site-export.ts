import type { MySiteListItem, SiteStatus } from '@portale/shared';
import type { XlsxExport } from '../../plugins/xlsx-export.ts';

const statusLabels: Record<SiteStatus, string> = {
  active: 'Attiva',
  closed: 'Chiusa',
  inActivation: 'In attivazione',
};

/** The customer's site list as an Excel file, e.g. ubicazioni-2026-11-20.xlsx. */
export const sitesExport: XlsxExport<MySiteListItem> = {
  sheetName: 'Ubicazioni',
  fileName: (day) => `ubicazioni-${day}.xlsx`,
  columns: [
    { header: 'Codice', width: 11, kind: 'text', value: (site) => site.siteCode },
    { header: 'Ubicazione', width: 45, kind: 'text', value: (site) => site.siteName },
    { header: 'Commessa', width: 13, kind: 'text', value: (site) => site.jobTaskId },
    { header: 'Descrizione commessa', width: 45, kind: 'text', value: (site) => site.jobTaskDescription },
    { header: 'Indirizzo', width: 32, kind: 'text', value: (site) => site.address },
    { header: 'Città', width: 20, kind: 'text', value: (site) => site.city },
    { header: 'Settore operativo', width: 16, kind: 'text', value: (site) => site.operatingSegment },
    { header: 'Stato', width: 14, kind: 'text', value: (site) => statusLabels[site.status] },
    { header: 'Prorogata', width: 10, kind: 'text', value: (site) => (site.isExtended ? 'Sì' : 'No') },
    { header: 'Dal', width: 11, kind: 'date', value: (site) => site.dateFrom },
    { header: 'Al', width: 11, kind: 'date', value: (site) => site.dateTo },
    {
      header: 'Orario',
      width: 13,
      kind: 'text',
      value: (site) => (site.startHour ? `${site.startHour}–${site.endHour ?? ''}` : null),
    },
    { header: 'Presidio', width: 9, kind: 'text', value: (site) => (site.isOnDuty ? 'Sì' : 'No') },
    { header: 'Ultimo servizio', width: 14, kind: 'date', value: (site) => site.lastServiceDay },
    { header: 'Servizio svolto', width: 40, kind: 'text', value: (site) => site.lastService },
    { header: 'Referenti ATI', width: 40, kind: 'text', value: (site) => site.atiManagersNames.join(', ') },
  ],
};
