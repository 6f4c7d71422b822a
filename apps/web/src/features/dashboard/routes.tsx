import { dashboardRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  staticData: { title: 'Dashboard' },
  beforeLoad: requireAccess(dashboardRules.page),
  // The widgets' requests leave with the navigation, while the page's code downloads, in tasks of
  // their own rather than with the page's first render.
  loader: ({ context }) =>
    void import('./dashboard-widgets.ts').then(({ prefetchDashboard }) =>
      prefetchDashboard(context.queryClient, context.profile),
    ),
  component: lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage'),
});

export const dashboardRoutes = [dashboardRoute] as const;
