import type { QualityReportState } from '@portale/shared';

export const reportStateLabels: Record<QualityReportState, string> = {
  queued: 'In coda',
  running: 'In preparazione',
  ready: 'Pronto',
  failed: 'Non riuscito',
};

export const reportStateColors: Record<QualityReportState, string> = {
  queued: 'gray',
  running: 'blue',
  ready: 'green',
  failed: 'red',
};

const monthNames = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
];

/** '2026-10' as «Ottobre 2026». */
export function reportMonthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? number} ${year}`;
}

/** The months from `today`'s back, `count` of them, latest first, as options of a select. */
export function recentMonths(today: string, count: number): { value: string; label: string }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const position = year * 12 + (month - 1) - index;
    const value = `${Math.floor(position / 12)}-${String((position % 12) + 1).padStart(2, '0')}`;
    return { value, label: reportMonthLabel(value) };
  });
}
