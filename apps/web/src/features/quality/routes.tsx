import { qualityAccess } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { qualityControlSearchSchema } from './quality-search.ts';
import { qualityStatisticsSearchSchema } from './statistics-search.ts';

const { rules } = qualityAccess;

const qualityControlsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/quality/controls',
  staticData: { title: 'Controlli di qualità' },
  validateSearch: qualityControlSearchSchema,
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./quality-controls-page.tsx'), 'QualityControlsPage'),
});

const qualityControlRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/quality/controls/$controlId',
  staticData: { title: 'Controllo di qualità' },
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./quality-control-page.tsx'), 'QualityControlPage'),
});

const qualityStatisticsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/quality/statistics',
  staticData: { title: 'Statistiche della qualità' },
  validateSearch: qualityStatisticsSearchSchema,
  beforeLoad: requireAccess(rules.statisticsPage),
  component: lazyPage(() => import('./quality-statistics-page.tsx'), 'QualityStatisticsPage'),
});

const staffQualityControlsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/quality',
  staticData: { title: 'Controlli qualità dei clienti' },
  validateSearch: qualityControlSearchSchema,
  beforeLoad: requireAccess(rules.record),
  component: lazyPage(() => import('./quality-controls-page.tsx'), 'StaffQualityControlsPage'),
});

const staffQualityControlRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/quality/$controlId',
  staticData: { title: 'Controllo qualità' },
  beforeLoad: requireAccess(rules.record),
  component: lazyPage(() => import('./staff-quality-control-page.tsx'), 'StaffQualityControlPage'),
});

export const qualityRoutes = [
  qualityControlsRoute,
  qualityControlRoute,
  qualityStatisticsRoute,
  staffQualityControlsRoute,
  staffQualityControlRoute,
] as const;
