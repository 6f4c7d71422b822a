import { planningRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { plannedServiceSearchSchema, planSearchSchema } from './planning-search.ts';

const rules = planningRules;

/** The fullwidth mode is in the plan's address: the shell then forces the sidebar minimised. */
const fullWidthWhenAsked = (search: Record<string, unknown>) => search.fullwidth === true;

const servicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/services',
  staticData: { title: 'Tipologie di servizio' },
  validateSearch: plannedServiceSearchSchema,
  beforeLoad: requireAccess(rules.servicesPage),
  component: lazyPage(() => import('./services-page.tsx'), 'ServicesPage'),
});

const planRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/poa',
  staticData: { title: 'Piano delle attività', fullWidth: fullWidthWhenAsked },
  validateSearch: planSearchSchema,
  beforeLoad: requireAccess(rules.planPage),
  component: lazyPage(() => import('./plan-page.tsx'), 'PlanPage'),
});

const staffServicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/services',
  staticData: { title: 'Programmazione servizi' },
  validateSearch: plannedServiceSearchSchema,
  beforeLoad: requireAccess(rules.manage),
  component: lazyPage(() => import('./services-page.tsx'), 'StaffServicesPage'),
});

const staffPlanRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/poa',
  staticData: { title: 'Registro delle attività', fullWidth: fullWidthWhenAsked },
  validateSearch: planSearchSchema,
  beforeLoad: requireAccess(rules.manage),
  component: lazyPage(() => import('./plan-page.tsx'), 'StaffPlanPage'),
});

export const planningRoutes = [servicesRoute, planRoute, staffServicesRoute, staffPlanRoute] as const;
