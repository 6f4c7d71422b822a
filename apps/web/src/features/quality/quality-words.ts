import type { QualityControlListItem } from '@portale/shared';

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

/** «Conforme», «Non conforme», or «In corso» while the control is not completed. */
export const outcomeLabel = (compliant: boolean | null) =>
  compliant === null ? 'In corso' : compliant ? 'Conforme' : 'Non conforme';
