import { atiManagersRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** Group managers: login only; the menu shows it to ATI users (SPEC.md sections 2 and 6). */
const atiManagersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/ati-managers',
  staticData: { title: 'Referenti ATI' },
  beforeLoad: requireAccess(atiManagersRules.read),
  component: lazyPage(() => import('./ati-managers-page.tsx'), 'AtiManagersPage'),
});

export const atiManagersRoutes = [atiManagersRoute] as const;
