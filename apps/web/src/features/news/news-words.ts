import type { NewsItem, NewsState } from '@portale/shared';
import { formatDateTimeAfter } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

/** Each state's words and the theme's colour of its badge. */
export const newsStateLabels: Record<NewsState, { label: string; color: string }> = {
  scheduled: { label: 'Programmata', color: 'blue' },
  published: { label: 'Pubblicata', color: 'green' },
  expired: { label: 'Scaduta', color: 'gray' },
};

export const newsStateOptions = (Object.keys(newsStateLabels) as NewsState[]).map((state) => ({
  value: state,
  label: newsStateLabels[state].label,
}));

/** At most this many names in a line; the rest are counted. */
const namesShown = 3;

const someOf = (names: string[]) =>
  names.length <= namesShown
    ? names.join(', ')
    : `${names.slice(0, namesShown).join(', ')} e ${formatCount(names.length - namesShown, 'altro', 'altri')}`;

/** Whom a news item addresses, in words: «Tutti i clienti», «2 clienti: …», «1 commessa: …». */
export function newsAudienceWords(item: Pick<NewsItem, 'audience' | 'customers' | 'jobOrders'>): string {
  if (item.audience === 'ALL') return 'Tutti i clienti';
  if (item.audience === 'CUSTOMERS') {
    const names = item.customers.map((customer) => customer.name);
    return `${formatCount(names.length, 'cliente', 'clienti')}: ${someOf(names)}`;
  }
  const names = item.jobOrders.map((jobOrder) => `${jobOrder.jobOrderId} (${jobOrder.customerName})`);
  return `${formatCount(names.length, 'commessa', 'commesse')}: ${someOf(names)}`;
}

/** Its window in words: «dal 01/12/2026 08:00 al 31/12/2026 22:00», or «dal … fino al ritiro». */
export function newsWindowWords(item: Pick<NewsItem, 'publishFrom' | 'publishTo'>): string {
  const from = formatDateTimeAfter('dal', item.publishFrom);
  return item.publishTo === null
    ? `${from}, fino al ritiro`
    : `${from} ${formatDateTimeAfter('al', item.publishTo)}`;
}
