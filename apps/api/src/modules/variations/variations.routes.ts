import type { FastifyInstance } from 'fastify';
import {
  acceptVariationContract,
  createVariationContract,
  myVariationListContract,
  rejectVariationContract,
  takeVariationInChargeContract,
  updateVariationContract,
  variationDetailContract,
  variationPreviewContract,
  variationQueueContract,
  variationSiteOptionsContract,
  variationSummaryContract,
  withdrawVariationContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { VariationPreviewService } from './variation-preview.service.ts';
import type { VariationsService } from './variations.service.ts';

/**
 * Variation requests' routes. The requests' own writes change no cached read; an acceptance writes
 * rooms' histories (room_states), which no cache keeps either, but it is declared.
 */
export function registerVariationsRoutes(
  api: FastifyInstance,
  service: VariationsService,
  preview: VariationPreviewService,
) {
  registerRoute(api, myVariationListContract, ({ request, query }) =>
    service.listMine(requireAuth(request), query),
  );
  registerRoute(api, variationSiteOptionsContract, ({ request }) =>
    service.siteOptions(requireAuth(request)),
  );
  registerRoute(api, variationSummaryContract, ({ request }) => service.summary(requireAuth(request)));
  registerRoute(api, variationQueueContract, ({ request, query }) =>
    service.queue(requireAuth(request), query),
  );
  registerRoute(api, variationDetailContract, ({ request, params }) =>
    service.detail(requireAuth(request), params.variationId),
  );
  registerRoute(
    api,
    createVariationContract,
    ({ request, body }) => service.create(requireAuth(request), body),
    { invalidates: ['variation_requests', 'variation_request_rooms'] },
  );
  registerRoute(
    api,
    variationPreviewContract,
    ({ request, body }) => preview.preview(requireAuth(request), body.request, body.excludedVariationId),
    { invalidates: [] },
  );
  registerRoute(
    api,
    updateVariationContract,
    ({ request, params, body }) => service.update(requireAuth(request), params.variationId, body),
    { invalidates: ['variation_requests', 'variation_request_rooms'] },
  );
  registerRoute(
    api,
    withdrawVariationContract,
    async ({ request, params }) => {
      await service.withdraw(requireAuth(request), params.variationId);
      return null;
    },
    { invalidates: ['variation_requests', 'variation_request_rooms'] },
  );
  registerRoute(
    api,
    takeVariationInChargeContract,
    ({ request, params }) => service.takeInCharge(requireAuth(request), params.variationId),
    { invalidates: ['variation_requests'] },
  );
  registerRoute(
    api,
    acceptVariationContract,
    ({ request, params, body }) => service.accept(requireAuth(request), params.variationId, body.reason),
    { invalidates: ['variation_requests', 'room_states'] },
  );
  registerRoute(
    api,
    rejectVariationContract,
    ({ request, params, body }) => service.reject(requireAuth(request), params.variationId, body.reason),
    { invalidates: ['variation_requests'] },
  );
}
