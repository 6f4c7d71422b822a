import { qualityRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { controlRequestSearchSchema, qualityControlSearchSchema } from './quality-search.ts';
import { qualityStatisticsSearchSchema } from './statistics-search.ts';
import { qualityReportSearchSchema } from './quality-reports-search.ts';

const rules = qualityRules;

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

const requestControlRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/quality/request-control',
  staticData: { title: 'Controlli in contraddittorio' },
  validateSearch: controlRequestSearchSchema,
  beforeLoad: requireAccess(rules.requestControl),
  component: lazyPage(() => import('./control-requests-page.tsx'), 'ControlRequestsPage'),
});

const qualityReportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/quality/reports',
  staticData: { title: 'Rapporti di qualità' },
  validateSearch: qualityReportSearchSchema,
  beforeLoad: requireAccess(rules.reports),
  component: lazyPage(() => import('./quality-reports-page.tsx'), 'QualityReportsPage'),
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

const staffControlRequestsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/quality-requests',
  staticData: { title: 'Controlli in contraddittorio dei clienti' },
  validateSearch: controlRequestSearchSchema,
  beforeLoad: requireAccess(rules.answerRequests),
  component: lazyPage(() => import('./control-requests-page.tsx'), 'StaffControlRequestsPage'),
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
  requestControlRoute,
  qualityReportsRoute,
  qualityStatisticsRoute,
  staffQualityControlsRoute,
  staffControlRequestsRoute,
  staffQualityControlRoute,
] as const;
