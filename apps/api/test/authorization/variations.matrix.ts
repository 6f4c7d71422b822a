import { variationsAccess } from '@portale/shared';
import { customersOf, type MatrixEntry } from './matrix.ts';

/** Richieste di variazione, under the rules of variationsAccess. */
const { read } = variationsAccess.rules;

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/variations/my-list', access: customersOf(read) },
];
