import { usersAccess } from '@portale/shared';
import { everyone, signedIn, staffOf, type MatrixEntry } from './matrix.ts';

const unknownCode = 'A'.repeat(43);
const clientsUsers = staffOf(usersAccess.rules.administration);

/**
 * Account flows (public with codes, or any session), two-factor (any session) and user administration
 * (usersAccess.rules.administration: staff with permission 1). Requests prove the gate without changing data: allowed callers get 400 or 404.
 * Customer users never reach another user's account, their own included, through these routes.
 */
export const matrix: MatrixEntry[] = [
  // Account flows
  {
    method: 'GET',
    path: '/user/first-access/:securitycode',
    access: everyone,
    request: () => ({ params: { securitycode: unknownCode } }),
  },
  {
    method: 'POST',
    path: '/user/first-access/:securitycode',
    access: everyone,
    request: () => ({
      params: { securitycode: unknownCode },
      body: { password: 'Valida2026!', systemEmailsConsent: true, promotionalNewsEmailsConsent: false },
    }),
  },
  {
    method: 'POST',
    path: '/user/send-reset-password',
    access: everyone,
    request: () => ({ query: { username: 'nessuno.matrice' } }),
  },
  {
    method: 'POST',
    path: '/user/reset-password/:securitycode',
    access: everyone,
    request: () => ({ params: { securitycode: unknownCode }, body: { password: 'Valida2026!' } }),
  },
  {
    method: 'POST',
    path: '/user/change-password',
    access: signedIn,
    // The new password breaks the rule: 400 before anything changes.
    request: () => ({ body: { oldPassword: 'Qualsiasi1!', newPassword: 'corta', confirmPassword: 'corta' } }),
  },
  {
    method: 'POST',
    path: '/user/renew-password/:securitycode',
    access: everyone,
    request: () => ({
      params: { securitycode: unknownCode },
      body: { oldPassword: 'Qualsiasi1!', newPassword: 'Valida2026!', confirmPassword: 'Valida2026!' },
    }),
  },

  // Two-factor (setup only stores a pending secret; enable and disable fail on the code)
  { method: 'POST', path: '/user/two-factor/setup', access: signedIn },
  {
    method: 'POST',
    path: '/user/two-factor/enable',
    access: signedIn,
    request: () => ({ body: { code: '000000' } }),
  },
  {
    method: 'POST',
    path: '/user/two-factor/disable',
    access: signedIn,
    request: () => ({ body: { code: '000000' } }),
  },

  // User administration
  { method: 'GET', path: '/user/user-permissions', access: clientsUsers },
  {
    method: 'GET',
    path: '/user/:product',
    access: clientsUsers,
    request: () => ({ params: { product: 'portale' } }),
  },
  {
    method: 'GET',
    path: '/user/:userid/details',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId } }),
    variants: [
      {
        name: "the caller's own account",
        access: clientsUsers,
        request: (context) => ({ params: { userid: context.own.userId ?? context.foreign.userId } }),
      },
    ],
  },
  { method: 'POST', path: '/user/new-user', access: clientsUsers, request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/user/:userid',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId }, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/user/:userid',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.unknownUserId } }),
  },
  {
    method: 'PUT',
    path: '/user/:userid/status',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId }, body: {} }),
  },
  {
    method: 'PUT',
    path: '/user/:userid/permissions',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId }, body: {} }),
  },
  {
    method: 'POST',
    path: '/user/update-customer-user-permissions',
    access: clientsUsers,
    request: () => ({ body: {} }),
  },
  {
    method: 'PUT',
    path: '/user/updatebackoffice/:userid',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId }, body: {} }),
  },
  {
    method: 'POST',
    path: '/user/update-user-permissions',
    access: clientsUsers,
    request: () => ({ body: {} }),
  },
  {
    method: 'POST',
    path: '/user/send-activation-email/:id',
    access: clientsUsers,
    // An active user: 400 User already active, nothing sent.
    request: (context) => ({ params: { id: context.foreign.userId } }),
  },

  // Impersonation: a login route whose service admits only staff with permission 1 (403 otherwise).
  {
    method: 'POST',
    path: '/user/create-impersonation/:userid',
    access: clientsUsers,
    request: (context) => ({ params: { userid: context.foreign.userId } }),
    variants: [
      {
        name: 'a staff target (400 Cannot create url for staff with permission 1)',
        access: clientsUsers,
        request: (context) => ({ params: { userid: context.own.userId ?? context.unknownUserId } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/user/impersonate',
    access: everyone,
    request: () => ({ query: { secret: unknownCode } }),
  },
];
