import { roomVariationTypeLabels, serviceVariationTypeLabels, type VariationListItem } from '@portale/shared';
import { formatDateAfter, formatPeriod } from '../../lib/format.ts';

/** «Chiusura di 2 locali», «Variazione del prezzo – Pulizia vetri». */
export function variationWhat(
  item: Pick<VariationListItem, 'roomVariationType' | 'serviceVariationType' | 'serviceName' | 'roomCount'>,
): string {
  if (item.roomVariationType !== null)
    return `${roomVariationTypeLabels[item.roomVariationType]} di ${item.roomCount === 1 ? 'un locale' : `${String(item.roomCount)} locali`}`;
  const kind =
    item.serviceVariationType === null ? 'Servizio' : serviceVariationTypeLabels[item.serviceVariationType];
  return item.serviceName ? `${kind} – ${item.serviceName}` : kind;
}

/** «dal 02/03/2026 all’08/03/2026», «dal 02/03/2026 in poi». */
export function variationPeriod(item: Pick<VariationListItem, 'dateFrom' | 'dateTo'>): string {
  if (item.dateTo === null) return `${formatDateAfter('dal', item.dateFrom)} in poi`;
  return formatPeriod(item.dateFrom, item.dateTo);
}
