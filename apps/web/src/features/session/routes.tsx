import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute, shellRoute } from '../../lib/route-parents.ts';
import { oneOf, searchSchema, type SearchField } from '../../lib/search-params.ts';
import { getToken } from '../../lib/session.ts';
import { loginNoticeKeys } from './login-notices.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** Only paths inside the portal: no other site, no protocol-relative '//host' or '/\host'. */
const portalPath: SearchField<string> = (value) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

const loginSearchSchema = searchSchema({
  redirect: portalPath,
  /** Good news from the page that sent the user here (a reset password, an activated account). */
  notice: oneOf(loginNoticeKeys),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: 'Accedi' },
  validateSearch: loginSearchSchema,
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ href: search.redirect ?? '/dashboard' });
  },
  component: lazyPage(() => import('./login-page.tsx'), 'LoginPage'),
});

/** Sign-in: a public page, outside the shell. */
export const sessionRoutes = [loginRoute] as const;

/** The change-password page of SPEC.md section 2: login only, in the shell, the dialog open. */
const changePasswordRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/change-password',
  staticData: { title: 'Cambia password' },
  component: lazyPage(() => import('./change-password/change-password-page.tsx'), 'ChangePasswordPage'),
});

/** The signed-in user's own pages, in the shell. */
export const sessionShellRoutes = [changePasswordRoute] as const;
