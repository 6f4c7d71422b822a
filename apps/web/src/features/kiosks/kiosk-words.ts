import { formatNumber } from '../../lib/italian-numbers.ts';

/** «1.234 voti», «1 voto». */
export const votesText = (votes: number) => `${formatNumber(votes)} ${votes === 1 ? 'voto' : 'voti'}`;

/** An index with its votes, never alone: «78 (1.234 voti)», «– (nessun voto)». */
export const indexWithVotes = (index: number | null, votes: number) =>
  index === null || votes === 0 ? '– (nessun voto)' : `${index} (${votesText(votes)})`;

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
