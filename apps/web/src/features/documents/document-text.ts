import { documentCategoryLabels, type DocumentListItem } from '@portale/shared';
import { formatDateAfter, formatDateTimeAfter } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** «1 documento», «24 documenti». */
export const documentsText = (n: number) => count(n, 'documento', 'documenti');

export const categoryLabel = (document: Pick<DocumentListItem, 'category'>) =>
  documentCategoryLabels[document.category];

/** «Versione 3, pubblicata il 02/03/2026». */
export const versionText = (document: Pick<DocumentListItem, 'version' | 'creationDate'>) =>
  `Versione ${document.version}, pubblicata ${formatDateAfter('il', document.creationDate)}`;

/** «Mai scaricato», «Scaricato 3 volte, l’ultima l’11/03/2026 10:02». */
export function downloadsText(document: Pick<DocumentListItem, 'downloadCount' | 'lastDownload'>): string {
  if (document.downloadCount === 0 || !document.lastDownload) return 'Mai scaricato';
  const times =
    document.downloadCount === 1 ? 'una volta' : formatCount(document.downloadCount, 'volta', 'volte');
  return `Scaricato ${times}, l’ultima ${formatDateTimeAfter('il', document.lastDownload)}`;
}
