import { everyone, signedIn, type MatrixEntry } from './matrix.ts';

const unknownCode = 'A'.repeat(43);

/** Sign-in and the session: login is public, the rest needs a session. */
export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    path: '/user/login',
    access: everyone,
    request: () => ({ body: { username: 'nessuno.matrice', password: 'Qualsiasi1!' } }),
  },
  {
    method: 'POST',
    path: '/user/login/two-factor',
    access: everyone,
    request: () => ({ body: { twoFactorCode: unknownCode, code: '123456' } }),
  },
  { method: 'POST', path: '/user/logout', access: signedIn, freshSession: true },
  { method: 'GET', path: '/user/me', access: signedIn },
];
