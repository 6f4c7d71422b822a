import { variationsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { newVariationSearchSchema, variationSearchSchema } from './variation-search.ts';

const rules = variationsRules;

const variationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/variations',
  staticData: { title: 'Richieste di variazione' },
  validateSearch: variationSearchSchema,
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./variations-page.tsx'), 'VariationsPage'),
});

const newVariationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/variations/new',
  staticData: { title: 'Nuova richiesta di variazione' },
  validateSearch: newVariationSearchSchema,
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./variation-form-page.tsx'), 'NewVariationPage'),
});

const variationDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/variations/$variationId',
  staticData: { title: 'Richiesta di variazione' },
  beforeLoad: requireAccess(rules.detail),
  component: lazyPage(() => import('./variation-detail-page.tsx'), 'VariationDetailPage'),
});

const editVariationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/variations/$variationId/edit',
  staticData: { title: 'Modifica della richiesta di variazione' },
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./variation-form-page.tsx'), 'EditVariationPage'),
});

const variationQueueRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/variations',
  staticData: { title: 'Richieste di variazione dei clienti' },
  validateSearch: variationSearchSchema,
  beforeLoad: requireAccess(rules.handle),
  component: lazyPage(() => import('./variations-page.tsx'), 'StaffVariationsPage'),
});

export const variationsRoutes = [
  variationsRoute,
  newVariationRoute,
  variationDetailRoute,
  editVariationRoute,
  variationQueueRoute,
] as const;
