import type { KioskStatistics } from '@portale/shared';
import { formatDate } from '../../lib/format.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';

/** «1.234 voti», «1 voto». */
export const votesText = (votes: number) => `${formatNumber(votes)} ${votes === 1 ? 'voto' : 'voti'}`;

/** An index with its votes, never alone: «78 (1.234 voti)», «– (nessun voto)». */
export const indexWithVotes = (index: number | null, votes: number) =>
  index === null || votes === 0 ? '– (nessun voto)' : `${index} (${votesText(votes)})`;

/**
 * What the chart of the days says to a screen reader, drawn or not yet: «Indice e voti per giorno: 61
 * giorni con voti; il più basso 03/10/2026 con indice 58 (12 voti)».
 */
export function daysChartLabel(days: KioskStatistics['days']): string {
  const lowest = [...days].sort((a, b) => a.index - b.index)[0];
  const summary = lowest
    ? `${days.length} giorni con voti; il più basso ${formatDate(lowest.day)} con indice ${indexWithVotes(lowest.index, lowest.votes)}`
    : 'nessun voto';
  return `Indice e voti per giorno: ${summary}`;
}

export const voteLabels: Record<number, string> = {
  1: 'Pessimo',
  2: 'Insufficiente',
  3: 'Sufficiente',
  4: 'Buono',
};

export const weekdayNames = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];
export const weekdayShort = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

/** The theme colour a cell of the heat map is drawn in, from the red of a poor index to the green of a good one. */
export function indexColour(index: number): string {
  if (index < 40) return 'var(--mantine-color-red-2)';
  if (index < 55) return 'var(--mantine-color-orange-2)';
  if (index < 70) return 'var(--mantine-color-yellow-2)';
  if (index < 85) return 'var(--mantine-color-lime-2)';
  return 'var(--mantine-color-teal-2)';
}
