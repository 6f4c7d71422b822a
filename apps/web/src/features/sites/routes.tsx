import { sitesRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { siteDetailSearchSchema } from './detail/site-detail-search.ts';
import { siteListSearchSchema } from './site-list-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** The customer's sites and their detail (SPEC.md section 6: sub-role site). */
const sitesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/sites',
  staticData: { title: 'Ubicazioni e commesse' },
  validateSearch: siteListSearchSchema,
  beforeLoad: requireAccess(sitesRules.list),
  component: lazyPage(() => import('./sites-page.tsx'), 'SitesPage'),
});

const siteDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/sites/detail/$siteCode',
  staticData: { title: 'Dettaglio ubicazione' },
  validateSearch: siteDetailSearchSchema,
  beforeLoad: requireAccess(sitesRules.list),
  component: lazyPage(() => import('./site-detail-page.tsx'), 'SiteDetailPage'),
});

export const sitesRoutes = [sitesRoute, siteDetailRoute] as const;
