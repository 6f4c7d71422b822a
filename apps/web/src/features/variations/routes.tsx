import { variationsAccess } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';

const variationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/variations',
  staticData: { title: variationsAccess.menu.list.label },
  beforeLoad: requireAccess(variationsAccess.rules.read),
  component: lazyPage(() => import('./variations-page.tsx'), 'VariationsPage'),
});

export const variationsRoutes = [variationsRoute] as const;
