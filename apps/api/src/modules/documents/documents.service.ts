import {
  allows,
  documentsAccess,
  romeCalendarDay,
  type DocumentCategory,
  type DocumentDetail,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentListResult,
  type DocumentsSummary,
  type StaffDocumentListQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { readsAsCustomer, type AuthContext } from '../../plugins/auth-context.ts';
import type { FileStore } from '../../plugins/files.ts';
import { withPageTotal } from '../../plugins/page-total.ts';
import { assertSiteReader, siteScopeOf } from '../tenancy/index.ts';
import type { DocumentListRepository, DocumentReader } from './document-list.repository.ts';
import { validityOn } from './document-validity.ts';
import type { DocumentsRepository } from './documents.repository.ts';
import type { SiteComplianceRepository } from './site-compliance.repository.ts';

type ItemRow = Omit<Awaited<ReturnType<DocumentListRepository['findPage']>>[number], 'total'>;

export const toListItem = (row: ItemRow, today: string): DocumentListItem => ({
  documentId: row.documentId,
  title: row.title,
  description: row.description,
  creationDate: row.createdAt.toISOString(),
  lastDownload: row.lastDownload?.toISOString() ?? null,
  downloadCount: row.downloadCount,
  filename: row.filename,
  associationCount: row.associationCount,
  outdated: row.outdated,
  category: row.category as DocumentCategory,
  validUntil: row.validUntil,
  validity: validityOn(row.validUntil, today),
  version: row.version,
  seriesId: row.seriesId,
  unopened: row.unopened,
  associations: row.associations,
});

/**
 * Reading documents: the list (customer's and staff's), the detail with its versions, the file, the
 * opened mark, the badge and the dashboard card. A customer's download counts and opens the document;
 * staff's, also while impersonating a customer, do not, so a document stays new until the customer
 * opens it themselves.
 */
export function createDocumentsService(deps: {
  list: DocumentListRepository;
  documents: DocumentsRepository;
  compliance: SiteComplianceRepository;
  files: FileStore;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => romeCalendarDay(now());
  const readerOf = (auth: AuthContext): DocumentReader => {
    assertSiteReader(auth, documentsAccess.rules.read);
    return { scope: siteScopeOf(auth), userId: auth.userId };
  };

  async function list(
    reader: DocumentReader,
    query: DocumentListQuery & { customerCode?: string },
  ): Promise<DocumentListResult> {
    const day = today();
    const rows = await deps.list.findPage(reader, query, day, {
      sortBy: query.sortBy,
      sortDirection: query.sortDirection,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const page = await withPageTotal(rows, query.page, () => deps.list.count(reader, query, day));
    return { data: page.rows.map((row) => toListItem(row, day)), total: page.total };
  }

  /** A document within reach; 410 when the customer opened it before and no longer reaches it, else 404. */
  async function findVisible(auth: AuthContext, documentId: string) {
    const reader = readerOf(auth);
    const document = await deps.documents.findVisible(reader, documentId);
    if (document) return { reader, document };
    if (auth.kind === 'customer' && (await deps.documents.wasOpened(auth.userId, documentId)))
      throw new AppError('DOCUMENT_NO_LONGER_ASSOCIATED');
    throw new AppError('DOCUMENT_NOT_FOUND');
  }

  return {
    listMine: (auth: AuthContext, query: DocumentListQuery) => list(readerOf(auth), query),

    listForStaff: (auth: AuthContext, query: StaffDocumentListQuery) => list(readerOf(auth), query),

    async detail(auth: AuthContext, documentId: string): Promise<DocumentDetail> {
      const { reader, document } = await findVisible(auth, documentId);
      const day = today();
      const versions = await deps.documents.findVersions(reader, document.seriesId);
      return {
        ...toListItem(document, day),
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        publishedBy: document.publishedBy,
        versions: versions.map((version) => ({
          documentId: version.documentId,
          version: version.version,
          creationDate: version.createdAt.toISOString(),
          filename: version.filename,
          sizeBytes: version.sizeBytes,
          validUntil: version.validUntil,
          validity: validityOn(version.validUntil, day),
          publishedBy: version.publishedBy,
          outdated: version.outdated,
        })),
      };
    },

    async openFile(auth: AuthContext, documentId: string) {
      const { document } = await findVisible(auth, documentId);
      const file = await deps.files.open(document.storageKey);
      if (!file) throw new AppError('DOCUMENT_NOT_FOUND');
      if (readsAsCustomer(auth)) await deps.documents.recordDownload(auth.userId, documentId, now());
      return { ...file, contentType: document.contentType, filename: document.filename };
    },

    async markOpened(auth: AuthContext, documentId: string): Promise<void> {
      await findVisible(auth, documentId);
      if (readsAsCustomer(auth)) await deps.documents.markOpened(auth.userId, documentId, now());
    },

    /** The documents badge: latest versions the customer user reaches and has not opened. */
    async countUnopened(auth: AuthContext): Promise<number> {
      if (auth.kind !== 'customer' || !allows(documentsAccess.rules.list, auth)) return 0;
      return deps.list.countUnopened(readerOf(auth));
    },

    async summary(auth: AuthContext): Promise<DocumentsSummary> {
      const reader = readerOf(auth);
      const day = today();
      const page = { sortBy: 'creationDate', sortDirection: 'desc', limit: 5, offset: 0 } as const;
      const [latest, expiringCount, expiredCount, worst] = await Promise.all([
        deps.list.findPage(reader, {}, day, page),
        deps.list.count(reader, { validity: 'expiring30' }, day),
        deps.list.count(reader, { validity: 'expired' }, day),
        deps.compliance.findWorst(reader.scope, day),
      ]);
      return {
        latest: latest.map((row) => toListItem(row, day)),
        expiringCount,
        expiredCount,
        worstCompliance: worst,
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
