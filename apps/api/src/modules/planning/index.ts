import { planContract, plannedServiceListContract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { registerCalendarFeedRoutes } from './calendar-feed.routes.ts';
import { createCalendarFeedService } from './calendar-feed.service.ts';
import { createJointControlsRepository } from './joint-controls.repository.ts';
import { createPlanningRepository } from './planning.repository.ts';
import { createPlanningService } from './planning.service.ts';
import { createPlanningWritesRepository } from './planning-writes.repository.ts';
import { registerPlanningWriteRoutes } from './planning-writes.routes.ts';
import { createPlanningWritesService } from './planning-writes.service.ts';

export { readSiteCalendars } from './site-calendars.repository.ts';

/**
 * Services and the plan of action (issue 27; docs/ARCHITECTURE.md, "Schedules"): the occurrences of the
 * services' schedules, computed for the range asked and never stored ahead; staff's writes; each
 * user's calendar feed.
 */
export function createPlanningModule(deps: SharedDeps & { tenancy: Tenancy }): AppModule {
  const now = deps.now ?? (() => new Date());
  const planning = createPlanningService({
    repository: createPlanningRepository(deps.db),
    jointControls: createJointControlsRepository(deps.db),
    tenancy: deps.tenancy,
    now,
  });
  const writes = createPlanningWritesService({ repository: createPlanningWritesRepository(deps.db), now });
  const feeds = createCalendarFeedService({
    repository: createCalendarFeedRepository(deps.db),
    plan: planning.plan,
    publicUrl: deps.config.PUBLIC_URL,
    providerName: deps.config.PROVIDER_NAME,
    now,
  });
  return {
    name: 'planning',
    routes: (api) => {
      registerRoute(api, plannedServiceListContract, ({ request, query }) =>
        planning.services(requireAuth(request), query),
      );
      registerRoute(api, planContract, ({ request, query }) => planning.plan(requireAuth(request), query));
      registerCalendarFeedRoutes(api, feeds);
      registerPlanningWriteRoutes(api, writes);
    },
  };
}
