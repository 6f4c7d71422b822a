import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../lib/route-parents.ts';
import { code, searchSchema } from '../../lib/search-params.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** The one-time code of an emailed link (first access, reset); the page explains a missing one. */
const codeSearchSchema = searchSchema({ code: code(256) });

const recoverPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recover-password',
  staticData: { title: 'Recupero password' },
  component: lazyPage(() => import('./recover-password-page.tsx'), 'RecoverPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: { title: 'Nuova password' },
  validateSearch: codeSearchSchema,
  component: lazyPage(() => import('./reset-password-page.tsx'), 'ResetPasswordPage'),
});

const enableUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/enable-user',
  staticData: { title: 'Primo accesso' },
  validateSearch: codeSearchSchema,
  component: lazyPage(() => import('./enable-user/enable-user-page.tsx'), 'EnableUserPage'),
});

const impersonateUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/impersonate-user',
  staticData: { title: 'Accesso come cliente' },
  validateSearch: searchSchema({ secret: code(256) }),
  component: lazyPage(() => import('./impersonate-user-page.tsx'), 'ImpersonateUserPage'),
});

const emailPreferencesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/email-preferences/$token',
  staticData: { title: 'Preferenze email' },
  component: lazyPage(() => import('./email-preferences/email-preferences-page.tsx'), 'EmailPreferencesPage'),
});

/** The public account pages of SPEC.md section 2: outside the shell, no login needed. */
export const accountRoutes = [
  recoverPasswordRoute,
  resetPasswordRoute,
  enableUserRoute,
  impersonateUserRoute,
  emailPreferencesRoute,
] as const;
