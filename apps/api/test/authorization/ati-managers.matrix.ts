import { signedIn, type MatrixEntry } from './matrix.ts';

/** Group managers: login only (SPEC.md section 6); users outside an ATI get an empty list. */
export const matrix: MatrixEntry[] = [{ method: 'GET', path: '/ati-managers/my-list', access: signedIn }];
