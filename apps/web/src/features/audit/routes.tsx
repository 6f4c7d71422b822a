import { auditRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { auditSearchSchema } from './audit-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** Back office, permission 1 (clients users): the log of sign-ins and administration. */
const auditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/audit',
  staticData: { title: 'Registro accessi e attività' },
  validateSearch: auditSearchSchema,
  beforeLoad: requireAccess(auditRules.read),
  component: lazyPage(() => import('./audit-page.tsx'), 'AuditPage'),
});

export const auditRoutes = [auditRoute] as const;
