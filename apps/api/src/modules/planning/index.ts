import { planContract, plannedServiceListContract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { registerCalendarFeedRoutes } from './calendar-feed.routes.ts';
import { createJointControlsRepository } from './joint-controls.repository.ts';
import { createPlanningRepository } from './planning.repository.ts';
import { createPlanningService } from './planning.service.ts';
import { registerPlanningWriteRoutes } from './planning-writes.routes.ts';

/**
 * Services and the plan of action (issue 27; docs/ARCHITECTURE.md, "Schedules"): the occurrences of the
 * services' schedules, computed for the range asked and never stored ahead.
 */
export function createPlanningModule(deps: SharedDeps & { tenancy: Tenancy }): AppModule {
  const planning = createPlanningService({
    repository: createPlanningRepository(deps.db),
    jointControls: createJointControlsRepository(deps.db),
    tenancy: deps.tenancy,
    now: deps.now ?? (() => new Date()),
  });
  return {
    name: 'planning',
    routes: (api) => {
      registerRoute(api, plannedServiceListContract, ({ request, query }) =>
        planning.services(requireAuth(request), query),
      );
      registerRoute(api, planContract, ({ request, query }) => planning.plan(requireAuth(request), query));
      registerCalendarFeedRoutes(api, { ...deps, plan: planning.plan });
      registerPlanningWriteRoutes(api, { db: deps.db, now: deps.now ?? (() => new Date()) });
    },
  };
}
