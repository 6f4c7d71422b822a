import type { QueryClient } from '@tanstack/react-query';
import { createRoute, createRouter, redirect } from '@tanstack/react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { atiManagersRoutes } from '../features/ati-managers/routes.tsx';
import { auditRoutes } from '../features/audit/routes.tsx';
import { billingRoutes } from '../features/billing/routes.tsx';
import { contactsRoutes } from '../features/contacts/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { documentsRoutes } from '../features/documents/routes.tsx';
import { realEstateRoutes } from '../features/real-estate/routes.tsx';
import { roomsImportRoutes } from '../features/rooms-import/routes.tsx';
import { sessionRoutes, sessionShellRoutes } from '../features/session/routes.tsx';
import { sitesRoutes } from '../features/sites/routes.tsx';
import { sitesAdminRoutes } from '../features/sites-admin/routes.tsx';
import { transmissionsRoutes } from '../features/transmissions/routes.tsx';
import { usersAdminRoutes } from '../features/users-admin/routes.tsx';
import { economicsRoutes } from '../features/economics/routes.tsx';
import { variationsRoutes } from '../features/variations/routes.tsx';
import { qualityRoutes } from '../features/quality/routes.tsx';
import { kiosksRoutes } from '../features/kiosks/routes.tsx';
import { planningRoutes } from '../features/planning/routes.tsx';
import { employeesRoutes } from '../features/employees/routes.tsx';
import { customersAdminRoutes } from '../features/customers-admin/routes.tsx';
import { syncRoutes } from '../features/sync/routes.tsx';
import { contactsAdminRoutes } from '../features/contacts-admin/routes.tsx';
import { siteEquipmentsRoutes } from '../features/site-equipments/routes.tsx';
import { siteEquipmentsPublicRoutes } from '../features/site-equipments-public/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { RouteError } from './route-error.tsx';
import { RoutePending } from './route-pending.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { rootRoute, shellRoute } from '../lib/route-parents.ts';
import { RootLayout } from './root-layout.tsx';
import { ShellFrame } from './shell/shell-frame.tsx';

// The parents' components live here, above the features that hang their routes from them (lib/).
rootRoute.update({ component: RootLayout });
shellRoute.update({ component: lazyPage(() => import('./shell/app-layout.tsx'), 'AppLayout', ShellFrame) });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  staticData: { title: 'Pagina non trovata' },
  component: lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404' });
  },
});

/**
 * The registry of the web app's routes: each feature exports its own (features/<area>/routes.tsx),
 * public pages under the root and signed-in pages under the shell; an area adds one line here.
 */
const routeTree = rootRoute.addChildren([
  indexRoute,
  notFoundRoute,
  unknownRoute,
  ...sessionRoutes,
  ...accountRoutes,
  ...siteEquipmentsPublicRoutes,
  shellRoute.addChildren([
    ...dashboardRoutes,
    ...sessionShellRoutes,
    ...sitesRoutes,
    ...planningRoutes,
    ...employeesRoutes,
    ...documentsRoutes,
    ...transmissionsRoutes,
    ...contactsRoutes,
    ...atiManagersRoutes,
    ...billingRoutes,
    ...realEstateRoutes,
    ...sitesAdminRoutes,
    ...roomsImportRoutes,
    ...usersAdminRoutes,
    ...auditRoutes,
    ...economicsRoutes,
    ...variationsRoutes,
    ...qualityRoutes,
    ...kiosksRoutes,
    ...syncRoutes,
    ...customersAdminRoutes,
    ...contactsAdminRoutes,
    ...siteEquipmentsRoutes,
    ...newsRoutes,
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
    /**
     * The page uses the whole width, the sidebar forced minimised: always, or when its address asks for
     * it (the plan of action's fullwidth mode, SPEC.md section 2).
     */
    fullWidth?: boolean | ((search: Record<string, unknown>) => boolean);
    /** The page's name in the browser tab and for screen readers: «Segnalazioni · Portale Clienti». */
    title?: string;
  }
  /* eslint-enable @typescript-eslint/consistent-type-definitions */
}
