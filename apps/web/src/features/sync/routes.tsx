import { syncRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { syncSearchSchema } from './sync-search.ts';

/** Staff's sync (permission sync): the sources' keys and the log of their batches. */
const syncRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/sync',
  staticData: { title: 'Sincronizzazione' },
  validateSearch: syncSearchSchema,
  beforeLoad: requireAccess(syncRules.manage),
  component: lazyPage(() => import('./sync-page.tsx'), 'SyncPage'),
});

export const syncRoutes = [syncRoute] as const;
