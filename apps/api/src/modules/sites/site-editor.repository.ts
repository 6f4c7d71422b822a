import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  customers,
  documentAssociations,
  documents,
  jobOrders,
  siteFeePeriods,
  sites,
  siteServiceFeePeriods,
  siteServices,
  type Database,
} from '@portale/db';
import type { FeeFormula, MonthDuration, ServiceFrequency, SitesForPublishingQuery } from '@portale/shared';
import { joinCustomer, qualified } from './site-filters.repository.ts';
import { joinJobOrder } from '../tenancy/index.ts';
import {
  baseFeeWarning,
  datesWarning,
  publishingCondition,
  publishingOrder,
  serviceWarning,
} from './site-publishing-filters.repository.ts';

export type FeePeriodInput = { startDate: string; feeCents: number; notes: string | null };
export type FeeSettingsInput = {
  feeFormula: FeeFormula;
  weekLength: number;
  holidaysAreWorkingDays: boolean;
  monthDuration: MonthDuration;
  /** 'MM-DD' or null; undefined leaves it as it is. */
  patronSaintDay?: string | null;
};
export type ServiceInput = {
  serviceName: string;
  frequency: ServiceFrequency;
  dateFrom: string;
  dateTo: string;
  feeSplit: { endDate: string; periods: FeePeriodInput[] } | null;
};

/** The back office's writes to sites, and the publishing list. */
export function createSiteEditorRepository(db: Database) {
  return {
    async findSitesForPublishing(query: SitesForPublishingQuery) {
      const where = publishingCondition(query);
      const [totalRow] = await db
        .select({ total: count() })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .innerJoin(customers, joinCustomer)
        .where(where);
      const rows = await db
        .select({
          isPublished: sites.published,
          siteCode: sites.code,
          siteName: sites.name,
          jobTaskId: jobOrders.id,
          jobTaskDescription: jobOrders.description,
          client: customers.name,
          clientCode: customers.code,
          address: sites.address,
          city: sites.city,
          operatingSegment: jobOrders.operatingSegment,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
          datesWarning,
          baseFeeWarning,
          serviceWarning,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .innerJoin(customers, joinCustomer)
        .where(where)
        .orderBy(...publishingOrder(query.sortBy, query.sortDirection))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** Publishes or unpublishes the sites that exist; returns the codes it found. */
    async setPublished(siteCodes: readonly string[], published: boolean): Promise<string[]> {
      const rows = await db
        .update(sites)
        .set({ published })
        .where(inArray(sites.code, [...siteCodes]))
        .returning({ code: sites.code });
      return rows.map((row) => row.code);
    },

    /** What the editor's rules need about a site: its dates and its job order's. */
    async findSiteForEditing(siteCode: string) {
      const [row] = await db
        .select({
          siteCode: sites.code,
          customerCode: jobOrders.customerCode,
          jobOrderId: jobOrders.id,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
          jobOrderDateFrom: jobOrders.dateFrom,
          jobOrderDateTo: jobOrders.dateTo,
          feeSplitEndDate: sites.feeSplitEndDate,
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(eq(sites.code, siteCode))
        .limit(1);
      return row ?? null;
    },

    /**
     * New dates for a site, with its fee split and its services (and their fee splits) already cut to
     * them, in one transaction.
     */
    async saveDates(
      siteCode: string,
      dates: { dateFrom: string; dateTo: string },
      feeSplit: { endDate: string; periods: FeePeriodInput[] } | null,
      services: { id: number; dateFrom: string; dateTo: string; feeSplit: ServiceInput['feeSplit'] }[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(sites)
          .set({ ...dates, feeSplitEndDate: feeSplit?.endDate ?? null })
          .where(eq(sites.code, siteCode));
        await tx.delete(siteFeePeriods).where(eq(siteFeePeriods.siteCode, siteCode));
        if (feeSplit && feeSplit.periods.length > 0) {
          await tx.insert(siteFeePeriods).values(feeSplit.periods.map((period) => ({ siteCode, ...period })));
        }
        for (const service of services) {
          await tx
            .update(siteServices)
            .set({
              dateFrom: service.dateFrom,
              dateTo: service.dateTo,
              feeSplitEndDate: service.feeSplit?.endDate ?? null,
            })
            .where(eq(siteServices.id, service.id));
          await tx.delete(siteServiceFeePeriods).where(eq(siteServiceFeePeriods.siteServiceId, service.id));
          await insertServicePeriods(tx, service.id, service);
        }
      });
    },

    /** The codes of those sites that exist. */
    async findExistingSiteCodes(siteCodes: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ code: sites.code })
        .from(sites)
        .where(inArray(sites.code, [...siteCodes]));
      return rows.map((row) => row.code);
    },

    /** Replaces the site's fee split and formula settings in one transaction. */
    async saveFees(siteCode: string, settings: FeeSettingsInput, endDate: string, periods: FeePeriodInput[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(sites)
          .set({ ...settings, feeSplitEndDate: endDate })
          .where(eq(sites.code, siteCode));
        await tx.delete(siteFeePeriods).where(eq(siteFeePeriods.siteCode, siteCode));
        if (periods.length > 0) {
          await tx.insert(siteFeePeriods).values(periods.map((period) => ({ siteCode, ...period })));
        }
      });
    },

    async createService(siteCode: string, input: ServiceInput): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(siteServices)
          .values({
            siteCode,
            serviceName: input.serviceName,
            frequency: input.frequency,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            feeSplitEndDate: input.feeSplit?.endDate ?? null,
          })
          .returning({ id: siteServices.id });
        if (!created) throw new Error('service not created');
        await insertServicePeriods(tx, created.id, input);
        return created.id;
      });
    },

    /** Changes a service of the site and replaces its fee split; false when the site has no such service. */
    async updateService(siteCode: string, serviceId: number, input: ServiceInput): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(siteServices)
          .set({
            serviceName: input.serviceName,
            frequency: input.frequency,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            feeSplitEndDate: input.feeSplit?.endDate ?? null,
          })
          .where(and(eq(siteServices.id, serviceId), eq(siteServices.siteCode, siteCode)))
          .returning({ id: siteServices.id });
        if (updated.length === 0) return false;
        await tx.delete(siteServiceFeePeriods).where(eq(siteServiceFeePeriods.siteServiceId, serviceId));
        await insertServicePeriods(tx, serviceId, input);
        return true;
      });
    },

    async removeService(siteCode: string, serviceId: number): Promise<boolean> {
      const removed = await db
        .delete(siteServices)
        .where(and(eq(siteServices.id, serviceId), eq(siteServices.siteCode, siteCode)))
        .returning({ id: siteServices.id });
      return removed.length > 0;
    },

    /**
     * Stores a new site image: a documents row (category site-image) associated with the site, the
     * site pointing at it, and the previous image marked outdated.
     */
    async attachImage(
      site: { siteCode: string; customerCode: string; jobOrderId: string },
      file: { title: string; filename: string; contentType: string; sizeBytes: number; storageKey: string },
      userId: string,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [document] = await tx
          .insert(documents)
          .values({ ...file, category: 'site-image', createdByUserId: userId })
          .returning({ id: documents.id });
        if (!document) throw new Error('image not stored');
        await tx.execute(
          sql`update ${documents} set outdated = true where ${qualified(documents.category)} = 'site-image' and ${qualified(documents.id)} <> ${document.id} and exists (select 1 from ${documentAssociations} where ${qualified(documentAssociations.documentId)} = ${qualified(documents.id)} and ${qualified(documentAssociations.siteCode)} = ${site.siteCode})`,
        );
        await tx.insert(documentAssociations).values({
          documentId: document.id,
          customerCode: site.customerCode,
          jobOrderId: site.jobOrderId,
          siteCode: site.siteCode,
        });
        await tx.update(sites).set({ image: document.id }).where(eq(sites.code, site.siteCode));
        return document.id;
      });
    },

    /** One image of a site (the current or an older one), or null. */
    async findSiteImage(siteCode: string, documentId: string) {
      const [row] = await db
        .select({
          storageKey: documents.storageKey,
          contentType: documents.contentType,
          filename: documents.filename,
        })
        .from(documents)
        .innerJoin(documentAssociations, eq(documentAssociations.documentId, documents.id))
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.category, 'site-image'),
            eq(documentAssociations.siteCode, siteCode),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertServicePeriods(
  tx: Transaction,
  siteServiceId: number,
  input: Pick<ServiceInput, 'feeSplit'>,
) {
  const periods = input.feeSplit?.periods ?? [];
  if (periods.length === 0) return;
  await tx.insert(siteServiceFeePeriods).values(periods.map((period) => ({ siteServiceId, ...period })));
}

export type SiteEditorRepository = ReturnType<typeof createSiteEditorRepository>;
