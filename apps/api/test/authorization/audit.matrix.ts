import { auditAccess } from '@portale/shared';
import { staffOf, type MatrixEntry } from './matrix.ts';

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/audit', access: staffOf(auditAccess.rules.read) },
];
