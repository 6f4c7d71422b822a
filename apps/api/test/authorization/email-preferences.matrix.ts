import { everyone, signedIn, type MatrixEntry } from './matrix.ts';

/** The token call needs a session; the page's calls are public and authenticated by the token. */
export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/emailpreference/usertoken', access: signedIn },
  // An empty token answers 400 (a wrong one would answer 403 Invalid token, which is not an access gate).
  {
    method: 'GET',
    path: '/emailpreference/preferences',
    access: everyone,
    request: () => ({ query: { token: '' } }),
  },
  {
    method: 'PUT',
    path: '/emailpreference/preferences',
    access: everyone,
    request: () => ({
      query: { token: '' },
      body: { systemEmailsConsent: true, promotionalNewsEmailsConsent: false },
    }),
  },
];
