import { economicsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';

const page = lazyPage(() => import('./economics-page.tsx'), 'EconomicsPage');
const staticData = { title: 'Economia' };

/**
 * /economics/{year?}/{task?}/{site?} (SPEC.md section 2: login only; staff with economics 18). The bare
 * /economics is a route of its own, the menu's target; the rest is one splat whose parts are read by
 * their form (economics-path.ts), so year, job order and site may each be left out and survive a reload.
 */
const economicsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/economics',
  staticData,
  beforeLoad: requireAccess(economicsRules.read),
  component: page,
});

const economicsChoiceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/economics/$',
  staticData,
  beforeLoad: requireAccess(economicsRules.read),
  component: page,
});

export const economicsRoutes = [economicsRoute, economicsChoiceRoute] as const;
