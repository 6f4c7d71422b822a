import type { AppModule, SharedDeps } from '../app-module.ts';
import { createMySitesRepository } from './my-sites.repository.ts';
import { createPublishingWarningsRepository } from './publishing-warnings.repository.ts';
import { createSiteDetailRepository } from './site-detail.repository.ts';
import { createSiteDocumentsService } from './site-documents.service.ts';
import { createSiteEditorRepository } from './site-editor.repository.ts';
import { registerSiteEditorRoutes } from './site-editor.routes.ts';
import { createSiteEditorService } from './site-editor.service.ts';
import { createSiteImageService } from './site-image.service.ts';
import { createSitePickersService } from './site-pickers.service.ts';
import { registerSitePickerRoutes } from './site-pickers.routes.ts';
import { createSitesRepository } from './sites.repository.ts';
import { registerSitesRoutes } from './sites.routes.ts';
import { createSitesService } from './sites.service.ts';
import { publishingWarningSummaryContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';

/**
 * Sites: the customer's list, detail, documents tab and image, the back office's publishing, and the
 * site pickers. The list pages and details are read through the site-reads cache (kept fresh by app.ts).
 */
export function createSitesModule(deps: SharedDeps): AppModule {
  const options = {
    db: deps.db,
    files: deps.files,
    allowedUploadExtensions: deps.config.UPLOAD_ALLOWED_EXTENSIONS,
    cache: deps.caches.siteReads,
    now: deps.now,
  };
  const sitesRepository = createSitesRepository(options.db);
  const details = createSiteDetailRepository(options.db);
  const editorRepository = createSiteEditorRepository(options.db);
  const sites = createSitesService({
    mySites: createMySitesRepository(options.db),
    details,
    cache: options.cache,
    ...(options.now && { now: options.now }),
  });
  const images = createSiteImageService({
    editor: editorRepository,
    sites,
    files: options.files,
    allowedExtensions: options.allowedUploadExtensions,
  });
  const documents = createSiteDocumentsService({
    sites,
    details,
    files: options.files,
    ...(options.now && { now: options.now }),
  });
  const editor = createSiteEditorService({ editor: editorRepository, details });
  const pickers = createSitePickersService({ sites: sitesRepository });
  return {
    name: 'sites',
    routes(api) {
      registerSitesRoutes(api, { sites, documents, images });
      registerSitePickerRoutes(api, pickers);
      registerSiteEditorRoutes(api, { editor, sites, images });
      // The dashboard's count of sites with publishing warnings (staff with permission 4, sites).
      const warnings = createPublishingWarningsRepository(options.db);
      registerRoute(api, publishingWarningSummaryContract, () => warnings.countByCustomer());
    },
  };
}
