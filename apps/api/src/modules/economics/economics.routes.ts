import type { FastifyInstance } from 'fastify';
import {
  addEconomicsVariationContract,
  deleteEconomicsVariationContract,
  economicsExportContract,
  economicsMonthDetailContract,
  economicsOverviewContract,
  economicsSummaryContract,
} from '@portale/shared';
import { expensiveRoute, registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { sendWorkbook, writeXlsx } from '../../plugins/xlsx-export.ts';
import { economicsExport } from './economics-export.ts';
import type { EconomicsService } from './economics.service.ts';

/** Economics: the year's figures, a month explained, the Excel export, variations, the dashboard card. */
export function registerEconomicsRoutes(app: FastifyInstance, service: EconomicsService) {
  registerRoute(app, economicsOverviewContract, ({ request, query }) =>
    service.overview(requireAuth(request), query),
  );
  registerRoute(
    app,
    economicsExportContract,
    async ({ request, query, reply }) => {
      const rows = await service.exportRows(requireAuth(request), query);
      return sendWorkbook(reply, economicsExport.fileName(query.year), writeXlsx(economicsExport, rows));
    },
    expensiveRoute,
  );
  registerRoute(app, economicsMonthDetailContract, ({ request, params }) =>
    service.monthDetail(requireAuth(request), params),
  );
  registerRoute(
    app,
    addEconomicsVariationContract,
    ({ request, body }) => service.addVariation(requireAuth(request), body),
    // No cached read selects economics variations.
    { invalidates: [] },
  );
  registerRoute(
    app,
    deleteEconomicsVariationContract,
    async ({ params }) => {
      await service.deleteVariation(params.variationId);
      return null;
    },
    { invalidates: [] },
  );
  registerRoute(app, economicsSummaryContract, ({ request }) => service.summary(requireAuth(request)));
}
