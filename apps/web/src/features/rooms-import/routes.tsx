import { realEstateRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { roomsImportSearchSchema } from './rooms-import-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * Back office (/backoffice/rooms-import?site=): staff with permission 4 (sites) download a site's rooms
 * template, check a filled one with a dry run and import it (SPEC.md "import rooms").
 */
const roomsImportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/rooms-import',
  staticData: { title: 'Importazione locali' },
  validateSearch: roomsImportSearchSchema,
  beforeLoad: requireAccess(realEstateRules.import),
  component: lazyPage(() => import('./rooms-import-page.tsx'), 'RoomsImportPage'),
});

export const roomsImportRoutes = [roomsImportRoute] as const;
