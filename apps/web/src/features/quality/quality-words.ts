import type { QualityControlListItem } from '@portale/shared';
import { formatNumber } from '../../lib/italian-numbers.ts';

/** SPEC.md's votes, as the control's page names them. */
export const voteLabels: Record<number, string> = {
  1: 'Pessimo',
  2: 'Insufficiente',
  3: 'Sufficiente',
  4: 'Buono',
};

export const kindLabels: Record<QualityControlListItem['kind'], string> = {
  routine: 'Ordinario',
  joint: 'In contraddittorio',
};

/** Thousandths as a percentage with one decimal where it has one: 875 → «87,5%», 900 → «90%». */
export const formatThousandths = (thousandths: number) =>
  `${formatNumber(thousandths / 10, thousandths % 10 === 0 ? 0 : 1)}%`;

/** «Conforme», «Non conforme», or «In corso» while the control is not completed. */
export const outcomeLabel = (compliant: boolean | null) =>
  compliant === null ? 'In corso' : compliant ? 'Conforme' : 'Non conforme';
