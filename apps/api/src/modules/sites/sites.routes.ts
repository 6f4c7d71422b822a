import type { FastifyInstance } from 'fastify';
import {
  lastServedSitesContract,
  mySiteListContract,
  mySiteListExportContract,
  siteDetailContract,
  siteDocumentFileContract,
  siteDocumentsContract,
  siteImageContract,
  siteStatusSummaryContract,
} from '@portale/shared';
import { sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { registerXlsxExportRoute } from '../../plugins/xlsx-export.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { sitesExport } from './site-export.ts';
import type { SiteDocumentsService } from './site-documents.service.ts';
import type { SiteImageService } from './site-image.service.ts';
import type { SitesService } from './sites.service.ts';

/** The customer's sites and the site detail with its tabs. */
export function registerSitesRoutes(
  app: FastifyInstance,
  services: { sites: SitesService; documents: SiteDocumentsService; images: SiteImageService },
) {
  const { sites, documents, images } = services;
  registerRoute(app, mySiteListContract, ({ request, query }) =>
    sites.listMySites(requireAuth(request), query),
  );
  registerXlsxExportRoute(app, mySiteListExportContract, sitesExport, ({ request, query }) =>
    sites.listMySitesForExport(requireAuth(request), query),
  );
  registerRoute(app, siteStatusSummaryContract, ({ request }) =>
    sites.countMySitesByStatus(requireAuth(request)),
  );
  registerRoute(app, lastServedSitesContract, ({ request, query }) =>
    sites.listLastServedSites(requireAuth(request), query.limit),
  );
  registerRoute(app, siteDetailContract, ({ request, params }) =>
    sites.getSiteDetail(requireAuth(request), params.siteCode),
  );
  registerRoute(app, siteDocumentsContract, ({ request, params }) =>
    documents.listSiteDocuments(requireAuth(request), params.siteCode),
  );
  registerRoute(
    app,
    siteDocumentFileContract,
    async ({ request, params, reply }) =>
      sendFile(reply, await documents.openDocument(requireAuth(request), params.siteCode, params.documentId)),
    { invalidates: ['document_downloads', 'document_opens'] },
  );
  registerRoute(app, siteImageContract, async ({ request, params, reply }) =>
    sendFile(reply, await images.openImage(requireAuth(request), params.siteCode, params.documentId)),
  );
}
