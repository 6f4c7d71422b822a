import { billingRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { billingSearchSchema, staffBillingSearchSchema } from './billing-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * Billing (SPEC.md "billing/"): the customer's invoices and credit notes for sub-role billing (13), and
 * the back office's list and publishing for staff with clients billing (2). A document's page serves
 * both sides (a notification's target "billing-detail" opens it).
 */
const billingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/billing',
  staticData: { title: 'Fatturazione' },
  validateSearch: billingSearchSchema,
  beforeLoad: requireAccess(billingRules.list),
  component: lazyPage(() => import('./customer/billing-page.tsx'), 'BillingPage'),
});

const billingDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/billing/$documentId',
  staticData: { title: 'Documento di fatturazione' },
  beforeLoad: requireAccess(billingRules.read),
  component: lazyPage(() => import('./detail/billing-detail-page.tsx'), 'BillingDetailPage'),
});

const staffBillingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/billing',
  staticData: { title: 'Fatture e note di credito' },
  validateSearch: staffBillingSearchSchema,
  beforeLoad: requireAccess(billingRules.publish),
  component: lazyPage(() => import('./staff/staff-billing-page.tsx'), 'StaffBillingPage'),
});

export const billingRoutes = [billingRoute, billingDetailRoute, staffBillingRoute] as const;
