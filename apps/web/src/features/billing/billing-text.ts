import { formatDate, onFirstUse } from '../../lib/format.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** «1 documento», «24 documenti». */
export const documentsText = (n: number) => count(n, 'documento', 'documenti');

/** «1 documento selezionato», «3 documenti selezionati». */
export const selectedText = (n: number) => count(n, 'documento selezionato', 'documenti selezionati');

// The period is a calendar month in any time zone: UTC keeps the day the date names.
const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The period a document bills: «gennaio 2026» when it is one whole month (as most are), otherwise its
 * first and last day, «15/01/2026 – 14/02/2026».
 */
export function billingPeriodText(from: string, to: string): string {
  const [year = 0, month = 0, day = 0] = from.split('-').map(Number);
  const wholeMonth =
    day === 1 && to.slice(0, 7) === from.slice(0, 7) && Number(to.slice(8)) === lastDayOfMonth(year, month);
  if (wholeMonth) return monthFormat().format(new Date(Date.UTC(year, month - 1, 1)));
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** What the totals above the list add up: the documents the filters keep, or every one. */
export const totalsCaption = (filtered: boolean) =>
  filtered
    ? 'Totali dei documenti che corrispondono ai filtri, su tutte le pagine. Le note di credito non pagate riducono quanto resta da pagare.'
    : 'Totali di tutti i documenti, su tutte le pagine. Le note di credito non pagate riducono quanto resta da pagare.';
