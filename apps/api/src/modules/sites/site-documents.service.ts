import type { Readable } from 'node:stream';
import { sitesAccess, type SiteDocument } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { readsAsCustomer, type AuthContext } from '../../plugins/auth-context.ts';
import type { FileStore } from '../../plugins/files.ts';
import { isUuid } from '../../plugins/ids.ts';
import type { SiteDetailRepository } from './site-detail.repository.ts';
import type { SitesService } from './sites.service.ts';

/**
 * The documents tab of a site: the list and the files. The download count and the last download a
 * customer sees are their own; staff see everybody's, and their own downloads (also while impersonating a
 * customer) are not counted, so that a document stays new for the customer until they open it.
 */
export function createSiteDocumentsService(deps: {
  sites: SitesService;
  details: SiteDetailRepository;
  files: FileStore;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async listSiteDocuments(auth: AuthContext, siteCode: string): Promise<SiteDocument[]> {
      const site = await deps.sites.findVisibleSite(auth, siteCode, sitesAccess.rules.documents);
      const rows = await deps.details.findDocuments(site, auth.kind === 'customer' ? auth.userId : null);
      return rows.map((row) => ({
        ...row,
        creationDate: row.creationDate.toISOString(),
        lastDownload: row.lastDownload?.toISOString() ?? null,
      }));
    },

    async openDocument(
      auth: AuthContext,
      siteCode: string,
      documentId: string,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      const site = await deps.sites.findVisibleSite(auth, siteCode, sitesAccess.rules.documents);
      const document = isUuid(documentId) ? await deps.details.findDocumentFile(site, documentId) : null;
      const file = document ? await deps.files.open(document.storageKey) : null;
      if (!document || !file) throw new AppError('SITE_DOCUMENT_NOT_FOUND');
      if (readsAsCustomer(auth)) await deps.details.recordDownload(documentId, auth.userId, now());
      return { ...file, contentType: document.contentType, filename: document.filename };
    },
  };
}

export type SiteDocumentsService = ReturnType<typeof createSiteDocumentsService>;
