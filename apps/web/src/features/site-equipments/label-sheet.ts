import { labelSheetFormats, type LabelSheetFormat } from '@portale/shared';
import { formatCount } from '../../lib/italian-numbers.ts';

/** How many labels a sheet of the format holds. */
export const labelsPerSheet = (format: LabelSheetFormat): number =>
  labelSheetFormats[format].columns * labelSheetFormats[format].rows;

/** What a position of the first sheet will be: used already, the label of the n-th piece, or left free. */
export type LabelPosition = { position: number } & (
  { use: 'used' } | { use: 'label'; label: number } | { use: 'free' }
);

/**
 * The first sheet as the labels fill it, across then down from 1: the positions before the first free
 * one are used already (grey in the preview), then the labels in the order chosen.
 */
export function firstSheetPositions(format: LabelSheetFormat, start: number, count: number): LabelPosition[] {
  return Array.from({ length: labelsPerSheet(format) }, (_, index) => {
    const position = index + 1;
    if (position < start) return { position, use: 'used' };
    const label = position - start + 1;
    return label <= count ? { position, use: 'label', label } : { position, use: 'free' };
  });
}

/** How many sheets the labels take from the first free label on. */
export const sheetsNeeded = (format: LabelSheetFormat, start: number, count: number): number =>
  Math.ceil((start - 1 + count) / labelsPerSheet(format));

/**
 * What the print will take, in words: «3 etichette, dalla posizione 4 alla 6 del primo foglio», or over
 * several sheets «30 etichette su 2 fogli, dalla posizione 4 del primo».
 */
export function labelSheetSummary(format: LabelSheetFormat, start: number, count: number): string {
  const labels = formatCount(count, 'etichetta', 'etichette');
  const sheets = sheetsNeeded(format, start, count);
  if (sheets > 1)
    return `${labels} su ${formatCount(sheets, 'foglio', 'fogli')}, dalla posizione ${start} del primo`;
  if (count === 1) return `1 etichetta, nella posizione ${start} del foglio`;
  return `${labels}, dalla posizione ${start} alla ${start + count - 1} del foglio`;
}
