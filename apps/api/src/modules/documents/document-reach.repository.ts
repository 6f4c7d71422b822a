import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { documentAssociations, documents, jobOrders, sites } from '@portale/db';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/**
 * Which documents a caller reaches, in SQL. A customer user reaches an association of their customer
 * made to the customer as a whole, to a job order holding a site they see (customer, ATI, limited
 * sites: visibleSitesCondition) or to a site they see; a document is theirs through any such
 * association. Staff reach every association.
 */

/** The outer query's document id inside correlated subqueries (the builder may leave the table out). */
export const outerDocumentId = sql.raw('"documents"."id"');

const a = documentAssociations;

/** The sites and the job orders of sites the scope sees, as subqueries. */
const visibleSiteCodes = (scope: SiteScope) =>
  sql`select ${sites.code} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${visibleSitesCondition(scope)}`;
const visibleJobOrders = (scope: SiteScope) =>
  sql`select ${sites.jobOrderId} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${visibleSitesCondition(scope)}`;

/** An association row (document_associations) within the scope's reach; undefined for staff. */
export function associationWithinReach(scope: SiteScope): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  return and(
    eq(a.customerCode, scope.customerCode),
    or(
      and(isNull(a.jobOrderId), isNull(a.siteCode)),
      and(isNull(a.siteCode), sql`${a.jobOrderId} in (${visibleJobOrders(scope)})`),
      sql`${a.siteCode} in (${visibleSiteCodes(scope)})`,
    ),
  );
}

/**
 * The documents (rows of `documents`) with an association within reach that also meets `recipient`
 * (a filter on the recipient: a site, a job order, a customer); never the sites' photos.
 */
export function documentsWithinReach(scope: SiteScope, recipient?: SQL): SQL | undefined {
  const condition = and(associationWithinReach(scope), recipient);
  return and(
    ne(documents.category, 'site-image'),
    condition === undefined
      ? undefined
      : sql`${documents.id} in (select ${a.documentId} from ${a} where ${condition})`,
  );
}

/**
 * The associations that make a document one of a site's: to the site, to its job order as a whole and
 * to its customer as a whole. The site's job order and customer are read from `site` (SQL values).
 */
export const associationOfSite = (site: { siteCode: SQL; jobOrderId: SQL; customerCode: SQL }) =>
  or(
    sql`${a.siteCode} = ${site.siteCode}`,
    and(isNull(a.siteCode), sql`${a.jobOrderId} = ${site.jobOrderId}`),
    and(isNull(a.siteCode), isNull(a.jobOrderId), sql`${a.customerCode} = ${site.customerCode}`),
  ) as SQL;

/** A site code's job order and customer, as subqueries (the list's site filter). */
export const siteByCode = (siteCode: string) => ({
  siteCode: sql`${siteCode}`,
  jobOrderId: sql`(select ${sites.jobOrderId} from ${sites} where ${sites.code} = ${siteCode})`,
  customerCode: sql`(select ${jobOrders.customerCode} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${sites.code} = ${siteCode})`,
});

/** The associations of a job order: to it, to any of its sites, and to its customer as a whole. */
export const associationOfJobOrder = (jobOrderId: string) =>
  or(
    eq(a.jobOrderId, jobOrderId),
    and(
      isNull(a.siteCode),
      isNull(a.jobOrderId),
      sql`${a.customerCode} = (select ${jobOrders.customerCode} from ${jobOrders} where ${jobOrders.id} = ${jobOrderId})`,
    ),
  ) as SQL;
