import { employeesRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { employeesSearchSchema } from './employees-search.ts';

const rules = employeesRules;

/** The customer's personnel (SPEC.md section 2: sub-role employee; stampings need sub-role 4 as well). */
const employeesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/employees',
  staticData: { title: 'Personale' },
  validateSearch: employeesSearchSchema,
  beforeLoad: requireAccess(rules.page),
  component: lazyPage(() => import('./employees-page.tsx'), 'EmployeesPage'),
});

/**
 * A person's page, for both sides: staff's people link here too, and see the private data the API gives
 * them alone (one route fewer on the first screen, whose script budget is spent).
 */
const employeeDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/employees/detail/$employeeId',
  staticData: { title: 'Scheda della persona' },
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./employee-detail-page.tsx'), 'EmployeeDetailPage'),
});

/** Staff's personnel (permission employees): every person, with the private data and the photo. */
const staffEmployeesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/employees',
  staticData: { title: 'Personale' },
  validateSearch: employeesSearchSchema,
  beforeLoad: requireAccess(rules.manage),
  component: lazyPage(() => import('./employees-page.tsx'), 'StaffEmployeesPage'),
});

export const employeesRoutes = [employeesRoute, employeeDetailRoute, staffEmployeesRoute] as const;
