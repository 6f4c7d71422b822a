import { dashboardAccess } from '@portale/shared';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '../../app/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  staticData: { title: dashboardAccess.menu.dashboard.label },
  beforeLoad: requireAccess(dashboardAccess.rules.page),
  component: lazyRouteComponent(() => import('./dashboard-page.tsx'), 'DashboardPage'),
});

export const dashboardRoutes = [dashboardRoute] as const;
