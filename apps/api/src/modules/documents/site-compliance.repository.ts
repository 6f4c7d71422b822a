import { and, asc, eq, sql } from 'drizzle-orm';
import {
  documentAssociations,
  jobOrderRequiredCategories,
  jobOrders,
  sites,
  type Database,
} from '@portale/db';
import { addDays, documentExpiringDays, type PublishableDocumentCategory } from '@portale/shared';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import { associationOfSite } from './document-reach.repository.ts';

const a = documentAssociations;

/** The best document of a category for a site: a latest version, no end first, then the furthest end. */
const bestDocumentOf = (
  site: { siteCode: unknown; jobOrderId: unknown; customerCode: unknown },
  category: unknown,
) =>
  sql`from documents d where not d.outdated and d.category = ${category} and d.id in (select ${a.documentId} from ${a} where ${associationOfSite(
    {
      siteCode: sql`${site.siteCode}`,
      jobOrderId: sql`${site.jobOrderId}`,
      customerCode: sql`${site.customerCode}`,
    },
  )})`;

export type ComplianceDocumentRow = {
  documentId: string;
  title: string;
  filename: string;
  validUntil: string | null;
};

type WorstRow = {
  site_code: string;
  site_name: string;
  required: number;
  missing: number;
  expired: number;
  expiring: number;
};

/** The sites' checklists: the categories their job orders require and the documents that meet them. */
export function createSiteComplianceRepository(db: Database) {
  return {
    /** A site's name and its job order's description (the checklist's heading). */
    async findSiteHeading(siteCode: string) {
      const [row] = await db
        .select({ siteName: sites.name, jobOrderDescription: jobOrders.description })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(eq(sites.code, siteCode));
      return row ?? null;
    },

    /** Each required category of the site's job order with its best document (null when none). */
    async findChecklist(site: { siteCode: string; jobOrderId: string; customerCode: string }) {
      const r = jobOrderRequiredCategories;
      const best = bestDocumentOf(site, sql.raw('"job_order_required_categories"."category"'));
      return db
        .select({
          category: sql<PublishableDocumentCategory>`${r.category}`,
          document: sql<ComplianceDocumentRow | null>`(select json_build_object('documentId', d.id,
              'title', d.title, 'filename', d.filename, 'validUntil', d.valid_until)
            ${best} order by d.valid_until desc nulls first, d.created_at desc limit 1)`,
        })
        .from(r)
        .where(eq(r.jobOrderId, site.jobOrderId))
        .orderBy(asc(r.category));
    },

    /**
     * Among the sites the scope sees whose job order requires categories, the one with the lowest
     * compliance (then the most missing, then by name); null when there is none.
     */
    async findWorst(scope: SiteScope, today: string) {
      const soon = addDays(today, documentExpiringDays);
      const best = bestDocumentOf(
        { siteCode: sites.code, jobOrderId: sites.jobOrderId, customerCode: jobOrders.customerCode },
        sql.raw('r.category'),
      );
      const result = await db.execute(sql`
        select b.site_code, b.site_name, count(*)::int as required,
          (count(*) filter (where b.best is null))::int as missing,
          (count(*) filter (where b.best < ${today}::date))::int as expired,
          (count(*) filter (where b.best between ${today}::date and ${soon}::date))::int as expiring
        from (
          select ${sites.code} as site_code, ${sites.name} as site_name,
            (select max(coalesce(d.valid_until, '9999-12-31'::date)) ${best}) as best
          from ${sites} inner join ${jobOrders} on ${joinJobOrder}
            inner join job_order_required_categories r on r.job_order_id = ${sites.jobOrderId}
          where ${and(visibleSitesCondition(scope)) ?? sql`true`}
        ) b
        group by b.site_code, b.site_name
        order by (count(*) - count(*) filter (where b.best is null) - count(*) filter (where b.best < ${today}::date)) * 100 / count(*),
          count(*) filter (where b.best is null) desc, b.site_name, b.site_code
        limit 1`);
      const [row] = (result as unknown as { rows: WorstRow[] }).rows;
      if (!row) return null;
      return {
        siteCode: row.site_code,
        siteName: row.site_name,
        percentage: Math.floor(((row.required - row.missing - row.expired) * 100) / row.required),
        missingCount: row.missing,
        expiredCount: row.expired,
        expiringCount: row.expiring,
      };
    },
  };
}

export type SiteComplianceRepository = ReturnType<typeof createSiteComplianceRepository>;
