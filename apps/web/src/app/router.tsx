import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import {
  areaSubRoles,
  backOfficeSitePermissions,
  BackOfficePermission,
  holdsAnySubRole,
  type CustomerSubRole,
} from '@portale/shared';
import { auditSearchSchema } from '../features/audit/audit-search.ts';
import { contactsSearchSchema } from '../features/contacts/contacts-search.ts';
import { meQueryOptions } from '../features/session/api/me.ts';
import { loginNoticeKeys } from '../features/session/login-notices.ts';
import { siteDetailSearchSchema } from '../features/sites/detail/site-detail-search.ts';
import { siteListSearchSchema } from '../features/sites/site-list-search.ts';
import { publishingSearchSchema } from '../features/sites-admin/publishing-search.ts';
import { ticketSearchSchema } from '../features/transmissions/tickets/ticket-search.ts';
import { userListSearchSchema } from '../features/users-admin/user-list-search.ts';
import { ApiError } from '../lib/api-client.ts';
import { code, oneOf, searchSchema, type SearchField } from '../lib/search-params.ts';
import { clearToken, getToken } from '../lib/session.ts';
import { requireStaffPermissions, requireSubRoles } from './route-access.ts';
import { RouteError } from './route-error.tsx';
import { RoutePending } from './route-pending.tsx';

type RouterContext = {
  queryClient: QueryClient;
  /** Where the user was before this navigation, for the route guards that cancel it. */
  previousHref: () => string | undefined;
};

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

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
  validateSearch: loginSearchSchema,
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ href: search.redirect ?? '/dashboard' });
  },
  component: lazyRouteComponent(() => import('../features/session/login-page.tsx'), 'LoginPage'),
});

/** The one-time code of an emailed link (first access, reset); the page explains a missing one. */
const codeSearchSchema = searchSchema({ code: code(256) });

/** The public account pages of SPEC.md section 2: outside the shell, no login needed. */
const recoverPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recover-password',
  component: lazyRouteComponent(
    () => import('../features/account/recover-password-page.tsx'),
    'RecoverPasswordPage',
  ),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: codeSearchSchema,
  component: lazyRouteComponent(
    () => import('../features/account/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
});

const enableUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/enable-user',
  validateSearch: codeSearchSchema,
  component: lazyRouteComponent(
    () => import('../features/account/enable-user/enable-user-page.tsx'),
    'EnableUserPage',
  ),
});

const impersonateUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/impersonate-user',
  validateSearch: searchSchema({ secret: code(256) }),
  component: lazyRouteComponent(
    () => import('../features/account/impersonate-user-page.tsx'),
    'ImpersonateUserPage',
  ),
});

const emailPreferencesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/email-preferences/$token',
  component: lazyRouteComponent(
    () => import('../features/account/email-preferences/email-preferences-page.tsx'),
    'EmailPreferencesPage',
  ),
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404' });
  },
});

/** Every route of the signed-in shell: needs a token, and loads the profile before the first page. */
const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: async ({ context, location }) => {
    const toLogin = () => redirect({ to: '/login', search: { redirect: location.href } });
    if (!getToken()) throw toLogin();
    try {
      // The profile is in every child route's context, for the sub-role guards (route-access.ts).
      return { profile: await context.queryClient.ensureQueryData(meQueryOptions) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearToken();
        throw toLogin();
      }
      throw error;
    }
  },
  component: lazyRouteComponent(() => import('./shell/app-layout.tsx'), 'AppLayout'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/dashboard',
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
});

/** Group managers: login only; the menu shows it to ATI users (SPEC.md sections 2 and 6). */
const atiManagersRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/ati-managers',
  component: lazyRouteComponent(
    () => import('../features/ati-managers/ati-managers-page.tsx'),
    'AtiManagersPage',
  ),
});

/** The customer's sites and their detail: sub-role site (SPEC.md section 6). */
const sitesRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/sites',
  validateSearch: siteListSearchSchema,
  beforeLoad: requireSubRoles(areaSubRoles.sites),
  component: lazyRouteComponent(() => import('../features/sites/sites-page.tsx'), 'SitesPage'),
});

const siteDetailRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/sites/detail/$siteCode',
  validateSearch: siteDetailSearchSchema,
  beforeLoad: requireSubRoles(areaSubRoles.sites),
  component: lazyRouteComponent(() => import('../features/sites/site-detail-page.tsx'), 'SiteDetailPage'),
});

/** The provider's people: sub-role contacts. */
const contactsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/contacts',
  validateSearch: contactsSearchSchema,
  beforeLoad: requireSubRoles(areaSubRoles.contacts),
  component: lazyRouteComponent(() => import('../features/contacts/contacts-page.tsx'), 'ContactsPage'),
});

/**
 * Back office: the site list and the site editor, for staff with permission 4 (sites: publishing, dates,
 * fee, photo) or 12 (services); each page shows only what the user may change.
 */
const sitesPublishingRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/backoffice/sites',
  validateSearch: publishingSearchSchema,
  beforeLoad: requireStaffPermissions(backOfficeSitePermissions),
  component: lazyRouteComponent(
    () => import('../features/sites-admin/publishing-page.tsx'),
    'PublishingPage',
  ),
});

const siteEditorRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/backoffice/sites/$siteCode',
  beforeLoad: requireStaffPermissions(backOfficeSitePermissions),
  component: lazyRouteComponent(
    () => import('../features/sites-admin/site-editor-page.tsx'),
    'SiteEditorPage',
  ),
});

/** Back office, permission 1 (clients users): user administration and the audit log. */
const clientsUsersRoute = createRoute({
  getParentRoute: () => protectedRoute,
  id: 'clients-users',
  beforeLoad: requireStaffPermissions([BackOfficePermission.clientsUsers]),
});

const usersAdminRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users',
  validateSearch: userListSearchSchema,
  component: lazyRouteComponent(() => import('../features/users-admin/user-list-page.tsx'), 'UserListPage'),
});

const newUserRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users/new',
  component: lazyRouteComponent(() => import('../features/users-admin/new-user-page.tsx'), 'NewUserPage'),
});

const userDetailsRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/users/$userId',
  component: lazyRouteComponent(
    () => import('../features/users-admin/user-details-page.tsx'),
    'UserDetailsPage',
  ),
});

const auditRoute = createRoute({
  getParentRoute: () => clientsUsersRoute,
  path: '/backoffice/audit',
  validateSearch: auditSearchSchema,
  component: lazyRouteComponent(() => import('../features/audit/audit-page.tsx'), 'AuditPage'),
});

/**
 * Transmissions (SPEC.md section 2): customer users with the sub-roles of section 6, or staff with the
 * back-office permission (5 tickets: the queue and the answers; 7 communications). The same pages serve
 * both sides: /transmissions/tickets is the customer's list or the provider's queue.
 */
function requireTransmissions(
  subRoles: readonly CustomerSubRole[],
  permissions: readonly BackOfficePermission[],
) {
  const forCustomers = requireSubRoles(subRoles);
  const forStaff = requireStaffPermissions(permissions);
  return (input: Parameters<typeof forCustomers>[0]) =>
    input.context.profile.roles.includes('staff') ? forStaff(input) : forCustomers(input);
}

const transmissionsRoute = createRoute({ getParentRoute: () => protectedRoute, path: '/transmissions' });

/** The parent opens tickets, or communications for staff who handle only those. */
const transmissionsIndexRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: '/',
  beforeLoad: ({ context: { profile } }) => {
    const onlyMessages =
      profile.roles.includes('staff') &&
      !holdsAnySubRole([BackOfficePermission.tickets], profile.backOfficeSubRoles);
    throw redirect({
      to: onlyMessages ? '/transmissions/messages' : '/transmissions/tickets',
      replace: true,
    });
  },
});

const ticketsRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets',
  validateSearch: ticketSearchSchema,
  beforeLoad: requireTransmissions(areaSubRoles.tickets, [BackOfficePermission.tickets]),
  component: lazyRouteComponent(
    () => import('../features/transmissions/tickets/tickets-page.tsx'),
    'TicketsPage',
  ),
});

const newTicketRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets/new',
  beforeLoad: requireSubRoles(areaSubRoles.newTicket),
  component: lazyRouteComponent(
    () => import('../features/transmissions/tickets/new-ticket-page.tsx'),
    'NewTicketPage',
  ),
});

const ticketDetailRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets/detail/$ticketId',
  beforeLoad: requireTransmissions(areaSubRoles.tickets, [BackOfficePermission.tickets]),
  component: lazyRouteComponent(
    () => import('../features/transmissions/tickets/ticket-detail-page.tsx'),
    'TicketDetailPage',
  ),
});

const messagesRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'messages',
  beforeLoad: requireTransmissions(areaSubRoles.messages, [BackOfficePermission.communications]),
  component: lazyRouteComponent(
    () => import('../features/transmissions/messages/messages-page.tsx'),
    'MessagesPage',
  ),
});

const messageThreadRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'messages/$id',
  beforeLoad: requireTransmissions(areaSubRoles.messages, [BackOfficePermission.communications]),
  component: lazyRouteComponent(
    () => import('../features/transmissions/messages/message-thread-page.tsx'),
    'MessageThreadPage',
  ),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  recoverPasswordRoute,
  resetPasswordRoute,
  enableUserRoute,
  impersonateUserRoute,
  emailPreferencesRoute,
  notFoundRoute,
  unknownRoute,
  protectedRoute.addChildren([
    dashboardRoute,
    sitesRoute,
    siteDetailRoute,
    contactsRoute,
    atiManagersRoute,
    sitesPublishingRoute,
    siteEditorRoute,
    clientsUsersRoute.addChildren([usersAdminRoute, newUserRoute, userDetailsRoute, auditRoute]),
    transmissionsRoute.addChildren([
      transmissionsIndexRoute,
      ticketsRoute,
      newTicketRoute,
      ticketDetailRoute,
      messagesRoute,
      messageThreadRoute,
    ]),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  let previousHref: () => string | undefined = () => undefined;
  const router = createRouter({
    routeTree,
    context: { queryClient, previousHref: () => previousHref() },
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  previousHref = () => router.state.resolvedLocation?.href;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  // Registering the router and its static data is declaration merging, which needs interfaces.
  /* eslint-disable @typescript-eslint/consistent-type-definitions */
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page uses the whole width: the sidebar is forced minimised (the plan of action's schedule). */
    fullWidth?: boolean;
  }
  /* eslint-enable @typescript-eslint/consistent-type-definitions */
}
