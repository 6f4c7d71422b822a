import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  documentDownloads,
  documents,
  documentAssociations,
  documentOpens,
  type Database,
} from '@portale/db';
import { addDays, type DocumentListQuery, type DocumentSort } from '@portale/shared';
import { matchingCount } from '../../plugins/page-total.repository.ts';
import { likePattern } from '../../plugins/text-search.repository.ts';
import type { SiteScope } from '../tenancy/index.ts';
import {
  associationOfJobOrder,
  associationOfSite,
  associationWithinReach,
  documentsWithinReach,
  outerDocumentId,
  siteByCode,
} from './document-reach.repository.ts';

/** Who reads: the reach of their sites, and the user whose downloads and opens they see (a customer). */
export type DocumentReader = { scope: SiteScope; userId: string };

export type DocumentFilters = Partial<
  Pick<
    DocumentListQuery,
    'query' | 'category' | 'siteCode' | 'jobOrderId' | 'from' | 'to' | 'validity' | 'includeOutdated'
  >
> & { customerCode?: string };

const a = documentAssociations;

/** A customer's own downloads; staff see everybody's. */
const downloadsOf = (reader: DocumentReader) =>
  reader.scope.kind === 'staff' ? sql`` : sql` and ${documentDownloads.userId} = ${reader.userId}`;

const downloadCount = (reader: DocumentReader) =>
  sql<number>`(select coalesce(sum(${documentDownloads.count}), 0) from ${documentDownloads} where ${documentDownloads.documentId} = ${outerDocumentId}${downloadsOf(reader)})`.mapWith(
    Number,
  );

/** The associations the reader sees, at most 10, as JSON (customer, then job order, then site). */
const associationsJson = (scope: SiteScope) => {
  const reach = associationWithinReach(scope);
  return sql<AssociationRow[]>`coalesce((select json_agg(x) from (select da.id as "associationId",
      da.customer_code as "customerCode", c.name as "customerName", da.job_order_id as "jobOrderId",
      j.description as "jobOrderDescription", da.site_code as "siteCode", s.name as "siteName"
    from document_associations da inner join customers c on c.code = da.customer_code
      left join job_orders j on j.id = da.job_order_id left join sites s on s.code = da.site_code
    where da.document_id = ${outerDocumentId}${reach ? sql` and da.id in (select ${a.id} from ${a} where ${a.documentId} = ${outerDocumentId} and ${reach})` : sql``}
    order by c.name, da.customer_code, j.description nulls first, da.job_order_id nulls first, s.name nulls first, da.site_code nulls first
    limit 10) x), '[]'::json)`;
};

export type AssociationRow = {
  associationId: string;
  customerCode: string;
  customerName: string;
  jobOrderId: string | null;
  jobOrderDescription: string | null;
  siteCode: string | null;
  siteName: string | null;
};

/** The columns of a list item (validity is derived from validUntil by the service). */
export const itemColumns = (reader: DocumentReader) => {
  const reach = associationWithinReach(reader.scope);
  return {
    documentId: documents.id,
    title: documents.title,
    description: documents.description,
    createdAt: documents.createdAt,
    lastDownload:
      sql<Date | null>`(select max(${documentDownloads.lastAt}) from ${documentDownloads} where ${documentDownloads.documentId} = ${outerDocumentId}${downloadsOf(reader)})`.mapWith(
        documentDownloads.lastAt,
      ),
    downloadCount: downloadCount(reader),
    filename: documents.filename,
    associationCount:
      sql<number>`(select count(*) from ${a} where ${a.documentId} = ${outerDocumentId}${reach ? sql` and ${reach}` : sql``})`.mapWith(
        Number,
      ),
    outdated: documents.outdated,
    category: documents.category,
    validUntil: documents.validUntil,
    version: documents.version,
    seriesId: documents.seriesId,
    unopened:
      reader.scope.kind === 'staff'
        ? sql<boolean>`false`
        : sql<boolean>`not exists (select 1 from ${documentOpens} where ${documentOpens.userId} = ${reader.userId} and ${documentOpens.documentId} = ${outerDocumentId})`,
    associations: associationsJson(reader.scope),
  };
};

function validityCondition(validity: DocumentFilters['validity'], today: string): SQL | undefined {
  const until = documents.validUntil;
  switch (validity) {
    case 'current':
      return or(sql`${until} is null`, sql`${until} >= ${today}::date`);
    case 'expiring30':
    case 'expiring60':
    case 'expiring90': {
      const days = Number(validity.slice('expiring'.length));
      return sql`${until} between ${today}::date and ${addDays(today, days)}::date`;
    }
    case 'expired':
      return lt(until, today);
    default:
      return undefined;
  }
}

/** Every filter of the list, and the reach, as one condition. */
export function listConditions(reader: DocumentReader, filters: DocumentFilters, today: string) {
  const search = filters.query?.trim();
  const like = search ? likePattern(search) : '';
  return and(
    documentsWithinReach(
      reader.scope,
      and(
        filters.siteCode ? associationOfSite(siteByCode(filters.siteCode)) : undefined,
        filters.jobOrderId ? associationOfJobOrder(filters.jobOrderId) : undefined,
        filters.customerCode ? eq(a.customerCode, filters.customerCode) : undefined,
      ),
    ),
    filters.includeOutdated ? undefined : eq(documents.outdated, false),
    filters.category ? eq(documents.category, filters.category) : undefined,
    search
      ? or(ilike(documents.title, like), ilike(documents.description, like), ilike(documents.filename, like))
      : undefined,
    filters.from ? sql`${documents.createdAt} >= ${romeMidnight(filters.from)}` : undefined,
    filters.to ? sql`${documents.createdAt} < ${romeMidnight(addDays(filters.to, 1))}` : undefined,
    validityCondition(filters.validity, today),
  );
}

function orderOf(reader: DocumentReader, sort: DocumentSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'creationDate':
      return [by(documents.createdAt), by(documents.id)];
    case 'title':
      return [by(documents.title), by(documents.version), by(documents.id)];
    case 'category':
      return [by(documents.category), asc(documents.title), desc(documents.createdAt), asc(documents.id)];
    case 'validUntil':
      return [
        sql`${documents.validUntil} ${sql.raw(direction)} nulls last`,
        asc(documents.title),
        asc(documents.id),
      ];
    case 'downloads':
      return [by(downloadCount(reader)), desc(documents.createdAt), asc(documents.id)];
  }
}

export function createDocumentListRepository(db: Database) {
  return {
    async findPage(
      reader: DocumentReader,
      filters: DocumentFilters,
      today: string,
      page: { sortBy: DocumentSort; sortDirection: 'asc' | 'desc'; limit: number; offset: number },
    ) {
      return db
        .select({
          ...itemColumns(reader),
          total: matchingCount(),
        })
        .from(documents)
        .where(listConditions(reader, filters, today))
        .orderBy(...orderOf(reader, page.sortBy, page.sortDirection))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The matching documents' count alone: for a page past the end, and the checklist's figures. */
    async count(reader: DocumentReader, filters: DocumentFilters, today: string) {
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(documents)
        .where(listConditions(reader, filters, today));
      return row?.value ?? 0;
    },

    /** The latest versions a customer user reaches and has not opened: the documents badge. */
    async countUnopened(reader: DocumentReader) {
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(documents)
        .where(
          and(
            documentsWithinReach(reader.scope),
            eq(documents.outdated, false),
            sql`not exists (select 1 from ${documentOpens} where ${documentOpens.userId} = ${reader.userId} and ${documentOpens.documentId} = ${outerDocumentId})`,
          ),
        );
      return row?.value ?? 0;
    },
  };
}

export type DocumentListRepository = ReturnType<typeof createDocumentListRepository>;
