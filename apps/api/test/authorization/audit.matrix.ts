import { staffWith, type MatrixEntry } from './matrix.ts';

export const matrix: MatrixEntry[] = [{ method: 'GET', path: '/audit', access: staffWith(1) }];
