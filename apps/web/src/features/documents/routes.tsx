import { documentsRules, sitesRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { documentSearchSchema } from './documents-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * Documents (SPEC.md "/documents"): the customer's list (sub-role documents), a document's page with its
 * versions (customers within reach and staff with permission documents: the notification target
 * 'document-detail' opens it), a site's checklist of required documents, and the provider's list and
 * publishing (permission documents).
 */
const documentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/documents',
  staticData: { title: 'Documenti' },
  validateSearch: documentSearchSchema,
  beforeLoad: requireAccess(documentsRules.list),
  component: lazyPage(() => import('./documents-page.tsx'), 'DocumentsPage'),
});

const documentDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/documents/$documentId',
  staticData: { title: 'Documento' },
  beforeLoad: requireAccess(documentsRules.read),
  component: lazyPage(() => import('./document-detail-page.tsx'), 'DocumentDetailPage'),
});

/** A site's checklist: whoever may read the site's documents (sub-role documents; staff with sites or documents). */
const siteChecklistRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/documents/checklist/$siteCode',
  staticData: { title: 'Documenti richiesti' },
  beforeLoad: requireAccess(sitesRules.documents),
  component: lazyPage(() => import('./site-checklist-page.tsx'), 'SiteChecklistPage'),
});

const staffDocumentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/documents',
  staticData: { title: 'Documenti dei clienti' },
  validateSearch: documentSearchSchema,
  beforeLoad: requireAccess(documentsRules.publish),
  component: lazyPage(() => import('./staff-documents-page.tsx'), 'StaffDocumentsPage'),
});

export const documentsRoutes = [
  documentsRoute,
  documentDetailRoute,
  siteChecklistRoute,
  staffDocumentsRoute,
] as const;
