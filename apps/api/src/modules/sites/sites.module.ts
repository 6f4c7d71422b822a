import type { FastifyInstance } from 'fastify';
import type { Database } from '@portale/db';
import type { FileStore } from '../../plugins/files.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import { createMySitesRepository } from './my-sites.repository.ts';
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

/** The channel of the notices migration 0004 sends when the data of the site reads change. */
export const siteDataChannel = 'site_data_changed';

/** Sites, wired once: repositories, services and routes. Returns the sites service for other areas. */
export function registerSitesModule(
  app: FastifyInstance,
  options: {
    db: Database;
    files: FileStore;
    allowedUploadExtensions: readonly string[];
    /** The cache of the list pages and details (kept fresh by app.ts). */
    cache: ReadCache;
    now?: () => Date;
  },
) {
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
  registerSitesRoutes(app, { sites, documents, images });
  registerSitePickerRoutes(app, createSitePickersService({ sites: sitesRepository }));
  registerSiteEditorRoutes(app, { editor, sites, images });
  return { sites };
}
