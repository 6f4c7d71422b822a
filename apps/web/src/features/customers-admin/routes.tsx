import { customersRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { customerSearchSchema, jobOrderSearchSchema } from './customers-search.ts';

// The rules only, and the titles as words: the area's menu stays off the first screen (route-titles.test.ts).
const rules = customersRules;

/** Staff's customers (permission clients, 0). */
const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/customers',
  staticData: { title: 'Clienti' },
  validateSearch: customerSearchSchema,
  beforeLoad: requireAccess(rules.customers),
  component: lazyPage(() => import('./customers-page.tsx'), 'CustomersPage'),
});

const customerDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/customers/$customerCode',
  staticData: { title: 'Cliente' },
  beforeLoad: requireAccess(rules.customers),
  component: lazyPage(() => import('./customer-detail-page.tsx'), 'CustomerDetailPage'),
});

/** Staff's job orders (permission jobtasks, 3). */
const jobOrdersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/job-orders',
  staticData: { title: 'Commesse' },
  validateSearch: jobOrderSearchSchema,
  beforeLoad: requireAccess(rules.jobOrders),
  component: lazyPage(() => import('./job-orders-page.tsx'), 'JobOrdersPage'),
});

const jobOrderDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/job-orders/$jobOrderId',
  staticData: { title: 'Commessa' },
  beforeLoad: requireAccess(rules.jobOrders),
  component: lazyPage(() => import('./job-order-detail-page.tsx'), 'JobOrderDetailPage'),
});

export const customersAdminRoutes = [
  customersRoute,
  customerDetailRoute,
  jobOrdersRoute,
  jobOrderDetailRoute,
] as const;
