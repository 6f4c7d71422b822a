import { dashboardAccess } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../app/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { yieldToBrowser } from '../../lib/yield-to-browser.ts';

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  staticData: { title: dashboardAccess.menu.dashboard.label },
  beforeLoad: requireAccess(dashboardAccess.rules.page),
  // The widgets' requests leave with the navigation, while the page's code downloads; their code runs
  // in a task of its own and the requests leave in the next one, not with the page's first render.
  loader: ({ context }) =>
    void import('./dashboard-widgets.ts').then(async ({ prefetchDashboard }) => {
      await yieldToBrowser();
      prefetchDashboard(context.queryClient, context.profile);
    }),
  component: lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage'),
});

export const dashboardRoutes = [dashboardRoute] as const;
