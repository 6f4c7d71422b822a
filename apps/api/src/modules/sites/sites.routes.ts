import type { FastifyInstance } from 'fastify';
import {
  lastServedSitesContract,
  mySiteListContract,
  mySiteListExportContract,
  romeToday,
  siteDetailContract,
  siteDocumentsContract,
  siteImageContract,
} from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { exportFileName, writeSitesWorkbook } from './site-export.ts';
import type { SiteImageService } from './site-image.service.ts';
import type { SitesService } from './sites.service.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The customer's sites and the site detail with its tabs. */
export function registerSitesRoutes(
  app: FastifyInstance,
  services: { sites: SitesService; images: SiteImageService },
) {
  const { sites, images } = services;
  registerRoute(app, mySiteListContract, ({ request, query }) =>
    sites.listMySites(requireAuth(request), query),
  );
  registerRoute(app, mySiteListExportContract, async ({ request, query, reply }) => {
    const rows = await sites.listMySitesForExport(requireAuth(request), query);
    reply
      .header('content-type', xlsxType)
      .header('content-disposition', `attachment; filename="${exportFileName(romeToday())}"`)
      .header('cache-control', 'private, no-store');
    return writeSitesWorkbook(rows);
  });
  registerRoute(app, lastServedSitesContract, ({ request, query }) =>
    sites.listLastServedSites(requireAuth(request), query.limit),
  );
  registerRoute(app, siteDetailContract, ({ request, params }) =>
    sites.getSiteDetail(requireAuth(request), params.siteCode),
  );
  registerRoute(app, siteDocumentsContract, ({ request, params }) =>
    sites.listSiteDocuments(requireAuth(request), params.siteCode),
  );
  registerRoute(app, siteImageContract, async ({ request, params, reply }) => {
    const image = await images.openImage(requireAuth(request), params.siteCode, params.documentId);
    reply
      .header('content-type', image.contentType)
      .header('content-length', String(image.sizeBytes))
      .header('content-disposition', `attachment; filename="${image.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600');
    return image.stream;
  });
}
