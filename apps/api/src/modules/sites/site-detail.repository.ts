import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  customers,
  documentAssociations,
  documentDownloads,
  documents,
  jobOrders,
  siteFeePeriods,
  sites,
  siteServiceFeePeriods,
  siteServices,
  type Database,
  createStatementCache,
  type Bind,
} from '@portale/db';
import type { ServiceFrequency } from '@portale/shared';
import { joinCustomer, qualified } from './site-filters.repository.ts';
import { recordDocumentDownload } from '../documents/index.ts';
import { joinJobOrder } from '../tenancy/index.ts';
import { siteOwnershipColumns } from '../tenancy/index.ts';

/**
 * A site's documents, as the documents area reads them: those associated with the site, with its job
 * order as a whole and with its customer as a whole; the site's photo is not one of them. Every version
 * is listed, the older ones flagged outdated.
 */
const documentOfSite = (site: { siteCode: string; jobTaskId: string; customerCode: string }) =>
  and(
    ne(documents.category, 'site-image'),
    sql`exists (select 1 from ${documentAssociations} where ${documentAssociations.documentId} = ${qualified(documents.id)} and (${documentAssociations.siteCode} = ${site.siteCode} or (${documentAssociations.jobOrderId} = ${site.jobTaskId} and ${documentAssociations.siteCode} is null) or (${documentAssociations.customerCode} = ${site.customerCode} and ${documentAssociations.jobOrderId} is null and ${documentAssociations.siteCode} is null)))`,
  );

export type FeePeriodRow = { startDate: string; feeCents: number; notes: string | null };

export type SiteOperationsRow = {
  feePeriods: FeePeriodRow[];
  services: {
    siteServiceId: number;
    serviceName: string;
    frequency: ServiceFrequency;
    from: string;
    to: string;
    feeSplitEndDate: string | null;
    periods: FeePeriodRow[];
  }[];
  atiManagersNames: string[];
};

const periodsOf = (table: string, key: string, value: SQL) =>
  sql`coalesce((select json_agg(json_build_object('startDate', p.start_date, 'feeCents', p.fee_cents, 'notes', p.notes) order by p.start_date) from ${sql.raw(table)} p where p.${sql.raw(key)} = ${value}), '[]'::json)`;

/** The fee split, the services with their fee splits and the ATI managers of the row's site, as JSON. */
const operationsOfSite = sql<SiteOperationsRow>`json_build_object(
  'feePeriods', ${periodsOf('site_fee_periods', 'site_code', sql`${sites.code}`)},
  'services', coalesce((select json_agg(json_build_object(
      'siteServiceId', s.id, 'serviceName', s.service_name, 'frequency', s.frequency, 'from', s.date_from,
      'to', s.date_to, 'feeSplitEndDate', s.fee_split_end_date,
      'periods', ${periodsOf('site_service_fee_periods', 'site_service_id', sql.raw('s.id'))}
    ) order by s.date_from, s.id) from site_services s where s.site_code = ${sites.code}), '[]'::json),
  'atiManagersNames', array(select m.name || ' ' || m.surname from ati_manager_sites ams
    inner join ati_managers m on m.id = ams.manager_id where ams.site_code = ${sites.code} order by m.id)
)`;

export function createSiteDetailRepository(db: Database) {
  const buildSiteQuery = (siteCode: string, userId: string, withOperations: boolean, bind: Bind) => {
    bind('limit', 1);
    return db
      .select({
        ...siteOwnershipColumns(bind('user', userId)),
        siteCode: sites.code,
        siteName: sites.name,
        jobTaskId: jobOrders.id,
        jobTaskDescription: jobOrders.description,
        address: sites.address,
        city: sites.city,
        cap: sites.cap,
        province: sites.province,
        phone: sites.phone,
        notes: sites.notes,
        image: sites.image,
        lastServiceDay: sites.lastServiceDay,
        lastService: sites.lastServiceName,
        startHour: sites.startHour,
        endHour: sites.endHour,
        operatingSegment: jobOrders.operatingSegment,
        isOnDuty: sites.isOnDuty,
        dateFrom: sites.dateFrom,
        dateTo: sites.dateTo,
        latitude: sites.latitude,
        longitude: sites.longitude,
        client: customers.name,
        jobTaskDateFrom: jobOrders.dateFrom,
        jobTaskDateTo: jobOrders.dateTo,
        jobTaskOriginalDateTo: jobOrders.originalDateTo,
        jobTaskIsMarkedAsStarted: jobOrders.markedAsStarted,
        feeFormula: sites.feeFormula,
        weekLength: sites.weekLength,
        holidaysAreWorkingDays: sites.holidaysAreWorkingDays,
        patronSaintDay: sites.patronSaintDay,
        monthDuration: sites.monthDuration,
        feeSplitEndDate: sites.feeSplitEndDate,
        operations: withOperations ? operationsOfSite : sql<null>`null`,
      })
      .from(sites)
      .innerJoin(jobOrders, joinJobOrder)
      .innerJoin(customers, joinCustomer)
      .where(eq(sites.code, bind('site', siteCode)))
      .limit(sql.placeholder('limit'));
  };
  const statements = createStatementCache<Awaited<ReturnType<typeof buildSiteQuery>>>();

  return {
    /**
     * Every column of the detail, with what assertSiteVisible judges; null when the code is unknown.
     * With `withOperations` the fee split, the services with theirs and the ATI managers come in the
     * same statement.
     */
    async findSite(siteCode: string, userId: string, options: { withOperations?: boolean } = {}) {
      const withOperations = Boolean(options.withOperations);
      const values = { site: siteCode, user: userId, limit: 1 };
      const [row] = await statements(`site:${withOperations}`, values, (bind) =>
        buildSiteQuery(siteCode, userId, withOperations, bind),
      );
      return row ?? null;
    },

    async findFeePeriods(siteCode: string): Promise<FeePeriodRow[]> {
      return db
        .select({
          startDate: siteFeePeriods.startDate,
          feeCents: siteFeePeriods.feeCents,
          notes: siteFeePeriods.notes,
        })
        .from(siteFeePeriods)
        .where(eq(siteFeePeriods.siteCode, siteCode))
        .orderBy(asc(siteFeePeriods.startDate));
    },

    /** The site's services (or one of them) with their fee periods, in two queries. */
    async findServices(siteCode: string, serviceId?: number) {
      const services = await db
        .select({
          siteServiceId: siteServices.id,
          serviceName: siteServices.serviceName,
          frequency: siteServices.frequency,
          from: siteServices.dateFrom,
          to: siteServices.dateTo,
          feeSplitEndDate: siteServices.feeSplitEndDate,
        })
        .from(siteServices)
        .where(
          and(
            eq(siteServices.siteCode, siteCode),
            serviceId === undefined ? undefined : eq(siteServices.id, serviceId),
          ),
        )
        .orderBy(asc(siteServices.dateFrom), asc(siteServices.id));
      const periods =
        services.length === 0
          ? []
          : await db
              .select({
                siteServiceId: siteServiceFeePeriods.siteServiceId,
                startDate: siteServiceFeePeriods.startDate,
                feeCents: siteServiceFeePeriods.feeCents,
                notes: siteServiceFeePeriods.notes,
              })
              .from(siteServiceFeePeriods)
              .where(
                inArray(
                  siteServiceFeePeriods.siteServiceId,
                  services.map((service) => service.siteServiceId),
                ),
              )
              .orderBy(asc(siteServiceFeePeriods.startDate));
      return services.map((service) => ({
        ...service,
        periods: periods.filter((period) => period.siteServiceId === service.siteServiceId),
      }));
    },

    /**
     * The documents of a site and of its job order, newest first, with the number of associations and
     * the downloads of one user (or of everybody).
     */
    async findDocuments(
      site: { siteCode: string; jobTaskId: string; customerCode: string },
      downloadsOfUserId: string | null,
    ) {
      const ofUser =
        downloadsOfUserId === null ? sql`` : sql` and ${documentDownloads.userId} = ${downloadsOfUserId}`;
      return db
        .select({
          documentId: documents.id,
          title: documents.title,
          description: documents.description,
          creationDate: documents.createdAt,
          lastDownload:
            sql<Date | null>`(select max(${documentDownloads.lastAt}) from ${documentDownloads} where ${documentDownloads.documentId} = ${qualified(documents.id)}${ofUser})`.mapWith(
              documentDownloads.lastAt,
            ),
          downloadCount:
            sql<number>`(select coalesce(sum(${documentDownloads.count}), 0) from ${documentDownloads} where ${documentDownloads.documentId} = ${qualified(documents.id)}${ofUser})`.mapWith(
              Number,
            ),
          filename: documents.filename,
          associationCount:
            sql<number>`(select count(*) from ${documentAssociations} where ${documentAssociations.documentId} = ${qualified(documents.id)})`.mapWith(
              Number,
            ),
          outdated: documents.outdated,
          category: documents.category,
        })
        .from(documents)
        .where(documentOfSite(site))
        .orderBy(desc(documents.createdAt), asc(documents.id));
    },

    /** The stored file of one of the site's documents (as findDocuments lists them), or null. */
    async findDocumentFile(
      site: { siteCode: string; jobTaskId: string; customerCode: string },
      documentId: string,
    ) {
      const [row] = await db
        .select({
          storageKey: documents.storageKey,
          contentType: documents.contentType,
          filename: documents.filename,
        })
        .from(documents)
        .where(and(eq(documents.id, documentId), documentOfSite(site)));
      return row ?? null;
    },

    /** One more download of a document by a user; it counts as opened (the documents' one rule). */
    recordDownload: (documentId: string, userId: string, at: Date) =>
      recordDocumentDownload(db, userId, documentId, at),
  };
}

export type SiteDetailRepository = ReturnType<typeof createSiteDetailRepository>;
