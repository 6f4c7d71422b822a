import { kiosksRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { kioskBackOfficeSearchSchema, kioskStatisticsSearchSchema } from './kiosks-search.ts';

const rules = kiosksRules;

const kioskStatisticsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/kiosks-statistics',
  staticData: { title: 'Chioschi' },
  validateSearch: kioskStatisticsSearchSchema,
  beforeLoad: requireAccess(rules.page),
  component: lazyPage(() => import('./kiosk-statistics-page.tsx'), 'KioskStatisticsPage'),
});

const kioskBackOfficeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/kiosks',
  staticData: { title: 'Chioschi delle ubicazioni' },
  validateSearch: kioskBackOfficeSearchSchema,
  beforeLoad: requireAccess(rules.manage),
  component: lazyPage(() => import('./kiosks-backoffice-page.tsx'), 'KiosksBackOfficePage'),
});

export const kiosksRoutes = [kioskStatisticsRoute, kioskBackOfficeRoute] as const;
