import type { FastifyInstance } from 'fastify';
import {
  attachSiteImageContract,
  createSiteServiceContract,
  getSiteServiceContract,
  removeSiteServiceContract,
  replaceSiteImageContract,
  saveDatesContract,
  saveFeesContract,
  setPublishedContract,
  sitesForPublishingContract,
  updateSiteServiceContract,
} from '@portale/shared';
import { readUploadedFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { SiteEditorService } from './site-editor.service.ts';
import type { SiteImageService } from './site-image.service.ts';
import type { SitesService } from './sites.service.ts';

/** The back office: publishing, dates, fees, services and the site image. */
export function registerSiteEditorRoutes(
  app: FastifyInstance,
  services: { editor: SiteEditorService; sites: SitesService; images: SiteImageService },
) {
  const { editor, sites, images } = services;
  const changesServices = { invalidates: ['site_services', 'site_service_fee_periods'] } as const;
  registerRoute(app, sitesForPublishingContract, ({ query }) => editor.listSitesForPublishing(query));
  registerRoute(app, setPublishedContract, ({ body }) => editor.setPublished(body), {
    invalidates: ['sites'],
  });
  registerRoute(
    app,
    saveDatesContract,
    async ({ request, params, body }) => {
      await editor.saveDates(params.siteCode, body);
      return sites.getSiteDetail(requireAuth(request), params.siteCode, { fresh: true });
    },
    // The services' dates and fee splits follow the site's.
    { invalidates: ['sites', 'site_fee_periods', 'site_services', 'site_service_fee_periods'] },
  );
  registerRoute(
    app,
    saveFeesContract,
    async ({ request, params, body }) => {
      await editor.saveFees(params.siteCode, body);
      return sites.getSiteDetail(requireAuth(request), params.siteCode, { fresh: true });
    },
    { invalidates: ['sites', 'site_fee_periods'] },
  );
  registerRoute(
    app,
    createSiteServiceContract,
    ({ params, body }) => editor.createService(params.siteCode, body),
    changesServices,
  );
  registerRoute(
    app,
    updateSiteServiceContract,
    ({ params, body }) => editor.updateService(params.siteCode, body.siteServiceId, body),
    changesServices,
  );
  registerRoute(
    app,
    removeSiteServiceContract,
    async ({ params }) => {
      await editor.removeService(params.siteCode, params.siteserviceid);
      return null;
    },
    changesServices,
  );
  registerRoute(app, getSiteServiceContract, async ({ params }) => {
    await editor.findSite(params.siteCode);
    return editor.getService(params.siteCode, params.siteserviceid);
  });
  for (const contract of [attachSiteImageContract, replaceSiteImageContract]) {
    registerRoute(
      app,
      contract,
      async ({ request, query }) =>
        images.attachImage(requireAuth(request), query.siteCode, await readUploadedFile(request)),
      { invalidates: ['documents', 'document_associations', 'sites'] },
    );
  }
}
