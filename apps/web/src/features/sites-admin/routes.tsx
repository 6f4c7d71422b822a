import { sitesRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { publishingSearchSchema } from './publishing-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * Back office: the site list and the site editor, for staff with permission 4 (sites: publishing, dates,
 * fee, photo) or 12 (services); each page shows only what the user may change.
 */
const publishingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/sites',
  staticData: { title: 'Pubblicazione ubicazioni' },
  validateSearch: publishingSearchSchema,
  beforeLoad: requireAccess(sitesRules.backOffice),
  component: lazyPage(() => import('./publishing-page.tsx'), 'PublishingPage'),
});

const siteEditorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/sites/$siteCode',
  staticData: { title: 'Modifica ubicazione' },
  beforeLoad: requireAccess(sitesRules.backOffice),
  component: lazyPage(() => import('./site-editor-page.tsx'), 'SiteEditorPage'),
});

export const sitesAdminRoutes = [publishingRoute, siteEditorRoute] as const;
