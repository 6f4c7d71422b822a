import { realEstateRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { roomListSearchSchema, roomPageSearchSchema, roomTreeSearchSchema } from './real-estate-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * The real-estate registry (SPEC.md "real-estate/", "real-estate-flat/", "/page-rooms"): a site's
 * buildings > floors > rooms as a tree, the same rooms as one table, and a room with its history; for
 * customers with sub-role real estate registry (12) on their sites and staff with permission sites (4)
 * on every site.
 */
const roomTreeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/real-estate',
  staticData: { title: 'Anagrafica immobiliare' },
  validateSearch: roomTreeSearchSchema,
  beforeLoad: requireAccess(realEstateRules.read),
  component: lazyPage(() => import('./room-tree-page.tsx'), 'RoomTreePage'),
});

const roomListRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/real-estate-flat',
  staticData: { title: 'Elenco dei locali' },
  validateSearch: roomListSearchSchema,
  beforeLoad: requireAccess(realEstateRules.read),
  component: lazyPage(() => import('./room-list-page.tsx'), 'RoomListPage'),
});

const roomPageRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/page-rooms',
  staticData: { title: 'Locale' },
  validateSearch: roomPageSearchSchema,
  beforeLoad: requireAccess(realEstateRules.read),
  component: lazyPage(() => import('./room-page.tsx'), 'RoomPage'),
});

export const realEstateRoutes = [roomTreeRoute, roomListRoute, roomPageRoute] as const;
