import { qualityControlDetailContract, qualityControlListContract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createQualityControlsRepository } from './quality-controls.repository.ts';
import { createQualityControlsService } from './quality-controls.service.ts';

/**
 * Quality: the controls of the sites, with their sample and their working by the rule of Italian public
 * cleaning tenders (PRODUCT.md, Quality). Reads only, for now: recording, joint controls, reports,
 * statistics and kiosks follow (issue 26).
 */
export function createQualityModule(deps: Pick<SharedDeps, 'db'>): AppModule {
  const service = createQualityControlsService(createQualityControlsRepository(deps.db));
  return {
    name: 'quality',
    routes: (api) => {
      registerRoute(api, qualityControlListContract, ({ request, query }) =>
        service.list(requireAuth(request), query),
      );
      registerRoute(api, qualityControlDetailContract, ({ request, params }) =>
        service.detail(requireAuth(request), params.controlId),
      );
    },
  };
}
