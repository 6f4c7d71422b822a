import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  billingDocuments,
  customers,
  economicsVariations,
  jobOrders,
  sites,
  users,
  variationRequests,
  type Database,
} from '@portale/db';
import type { EconomicsJobOrder, EconomicsVariation } from '@portale/shared';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/** A site economics shows: visible to the caller, of a started job order. */
export type EconomicsSiteRow = {
  siteCode: string;
  siteName: string;
  jobOrderId: string;
  customerCode: string;
};

/** A billing document as economics spreads it over months: taxable amount, signed, and its period. */
export type InvoicedRow = { jobOrderId: string; periodFrom: string; periodTo: string; signedCents: number };

export type VariationRequestRow = {
  id: number;
  type: number;
  subtype: number | null;
  dateFrom: string;
  dateTo: string | null;
};

const startedSites = (scope: SiteScope) =>
  and(eq(jobOrders.markedAsStarted, true), visibleSitesCondition(scope));

const variationColumns = {
  id: economicsVariations.id,
  siteCode: economicsVariations.siteCode,
  siteName: sites.name,
  jobOrderId: sites.jobOrderId,
  month: sql<string>`to_char(${economicsVariations.month}, 'YYYY-MM')`,
  amountCents: economicsVariations.amountCents,
  description: economicsVariations.description,
  byCustomer: economicsVariations.byCustomer,
  authorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  createdAt: sql<string>`to_char(${economicsVariations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/**
 * The SQL of economics. Every read goes through visibleSitesCondition (the caller's reach) and keeps only
 * job orders marked as started; the year's figures are read in a handful of queries, never one per site.
 */
export function createEconomicsRepository(db: Database) {
  return {
    /** The started job orders holding a site within the caller's reach (every customer's for staff). */
    async startedJobOrders(scope: SiteScope): Promise<EconomicsJobOrder[]> {
      const reachable = sql`select distinct ${sites.jobOrderId} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${startedSites(scope)}`;
      return db
        .select({
          id: jobOrders.id,
          description: jobOrders.description,
          customerCode: jobOrders.customerCode,
          customerName: customers.name,
          dateFrom: sql<string>`${jobOrders.dateFrom}::text`,
          dateTo: sql<string>`${jobOrders.dateTo}::text`,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(and(eq(jobOrders.markedAsStarted, true), sql`${jobOrders.id} in (${reachable})`))
        .orderBy(asc(customers.name), asc(jobOrders.id));
    },

    /** The caller's visible sites of started job orders that run during [from, to]. */
    async sites(
      scope: SiteScope,
      filter: { from: string; to: string; jobOrderId?: string; siteCode?: string },
    ): Promise<EconomicsSiteRow[]> {
      return db
        .select({
          siteCode: sites.code,
          siteName: sites.name,
          jobOrderId: sites.jobOrderId,
          customerCode: jobOrders.customerCode,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(
          and(
            startedSites(scope),
            filter.jobOrderId ? eq(sites.jobOrderId, filter.jobOrderId) : undefined,
            filter.siteCode ? eq(sites.code, filter.siteCode) : undefined,
            sql`${sites.dateFrom} <= ${filter.to}::date`,
            sql`${sites.dateTo} >= ${filter.from}::date`,
          ),
        )
        .orderBy(asc(sites.jobOrderId), asc(sites.name), asc(sites.code));
    },

    /** Whether a site exists, and its job order's state, ignoring the caller (to tell 404 from 403). */
    async siteJobOrder(siteCode: string): Promise<{ jobOrderId: string; started: boolean } | undefined> {
      const [row] = await db
        .select({ jobOrderId: sites.jobOrderId, started: jobOrders.markedAsStarted })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(eq(sites.code, siteCode));
      return row;
    },

    /** The economics variations of these sites between two months ('YYYY-MM-01'), oldest first. */
    async variations(siteCodes: string[], fromMonth: string, toMonth: string): Promise<EconomicsVariation[]> {
      if (siteCodes.length === 0) return [];
      return db
        .select(variationColumns)
        .from(economicsVariations)
        .innerJoin(sites, eq(sites.code, economicsVariations.siteCode))
        .leftJoin(users, eq(users.id, economicsVariations.createdByUserId))
        .where(
          and(
            inArray(economicsVariations.siteCode, siteCodes),
            sql`${economicsVariations.month} >= ${fromMonth}::date`,
            sql`${economicsVariations.month} <= ${toMonth}::date`,
          ),
        )
        .orderBy(asc(economicsVariations.month), asc(economicsVariations.id));
    },

    async insertVariation(row: typeof economicsVariations.$inferInsert): Promise<number> {
      const [inserted] = await db
        .insert(economicsVariations)
        .values(row)
        .returning({ id: economicsVariations.id });
      return inserted!.id;
    },

    async variationById(id: number): Promise<EconomicsVariation | undefined> {
      const [row] = await db
        .select(variationColumns)
        .from(economicsVariations)
        .innerJoin(sites, eq(sites.code, economicsVariations.siteCode))
        .leftJoin(users, eq(users.id, economicsVariations.createdByUserId))
        .where(eq(economicsVariations.id, id));
      return row;
    },

    async deleteVariation(id: number): Promise<boolean> {
      const deleted = await db
        .delete(economicsVariations)
        .where(eq(economicsVariations.id, id))
        .returning({ id: economicsVariations.id });
      return deleted.length > 0;
    },

    /** The billing documents of these job orders whose period touches [from, to]; credit notes negative. */
    async invoiced(jobOrderIds: string[], from: string, to: string): Promise<InvoicedRow[]> {
      if (jobOrderIds.length === 0) return [];
      return db
        .select({
          jobOrderId: billingDocuments.jobOrderId,
          periodFrom: sql<string>`${billingDocuments.periodFrom}::text`,
          periodTo: sql<string>`${billingDocuments.periodTo}::text`,
          signedCents: sql<number>`(case when ${billingDocuments.kind} = 'credit_note' then -${billingDocuments.taxableCents} else ${billingDocuments.taxableCents} end)::float8`,
        })
        .from(billingDocuments)
        .where(
          and(
            inArray(billingDocuments.jobOrderId, jobOrderIds),
            sql`${billingDocuments.periodFrom} <= ${to}::date`,
            sql`${billingDocuments.periodTo} >= ${from}::date`,
          ),
        )
        .orderBy(desc(billingDocuments.periodFrom));
    },

    /** The variation requests an explanation names (its adjustments). */
    async variationRequests(ids: number[]): Promise<VariationRequestRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: variationRequests.id,
          type: variationRequests.type,
          subtype: sql<
            number | null
          >`coalesce(${variationRequests.roomVariationType}, ${variationRequests.serviceVariationType})`,
          dateFrom: sql<string>`${variationRequests.dateFrom}::text`,
          dateTo: sql<string | null>`${variationRequests.dateTo}::text`,
        })
        .from(variationRequests)
        .where(inArray(variationRequests.id, ids));
    },

    /** How many economics variations customers added for a month (the staff card). */
    async customerVariationsOf(month: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(economicsVariations)
        .where(
          and(eq(economicsVariations.byCustomer, true), sql`${economicsVariations.month} = ${month}::date`),
        );
      return row?.count ?? 0;
    },
  };
}

export type EconomicsRepository = ReturnType<typeof createEconomicsRepository>;
