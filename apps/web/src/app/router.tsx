import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod';
import { meQueryOptions } from '../features/session/api/me.ts';
import { ApiError } from '../lib/api-client.ts';
import { clearToken, getToken } from '../lib/session.ts';
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
const loginSearchSchema = z.object({
  redirect: z
    .string()
    .regex(/^\/(?![/\\])/)
    .optional()
    .catch(undefined),
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

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  notFoundRoute,
  unknownRoute,
  protectedRoute.addChildren([dashboardRoute, atiManagersRoute]),
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
