import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  billingDocumentOpens,
  billingDocuments,
  customers,
  jobOrders,
  sites,
  users,
  userSites,
  type Database,
} from '@portale/db';
import type { BillingFilterQuery, PaymentState } from '@portale/shared';
import { likePattern } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/** Who is reading: the reach of their sites, and the user whose opened documents are remembered. */
export type BillingReader = { scope: SiteScope; userId: string };

/**
 * The documents a reader may see: staff every one; a customer user those of their customer's job orders
 * that hold a site within their reach (visibleSitesCondition: published, ATI, limited sites).
 */
function visibleDocuments(scope: SiteScope): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  const reachable = sql`select distinct ${sites.jobOrderId} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${visibleSitesCondition(scope)}`;
  return and(
    eq(billingDocuments.customerCode, scope.customerCode),
    sql`${billingDocuments.jobOrderId} in (${reachable})`,
  );
}

/** The payment state on a day: paid when a payment day is stored, else overdue past the due date. */
const paymentStateOn = (today: string) =>
  sql<PaymentState>`case when ${billingDocuments.paidOn} is not null then 'paid' when ${billingDocuments.dueDate} < ${today}::date then 'overdue' else 'to_pay' end`;

function stateCondition(state: PaymentState | undefined, today: string): SQL | undefined {
  switch (state) {
    case 'paid':
      return sql`${billingDocuments.paidOn} is not null`;
    case 'overdue':
      return sql`${billingDocuments.paidOn} is null and ${billingDocuments.dueDate} < ${today}::date`;
    case 'to_pay':
      return sql`${billingDocuments.paidOn} is null and ${billingDocuments.dueDate} >= ${today}::date`;
    default:
      return undefined;
  }
}

export type BillingListFilters = BillingFilterQuery & { customerCode?: string; query?: string };

function filterConditions(reader: BillingReader, filters: BillingListFilters, today: string) {
  const search = filters.query?.trim();
  return and(
    visibleDocuments(reader.scope),
    filters.year === undefined
      ? undefined
      : and(
          sql`${billingDocuments.issueDate} >= ${`${filters.year}-01-01`}::date`,
          sql`${billingDocuments.issueDate} <= ${`${filters.year}-12-31`}::date`,
        ),
    filters.jobOrderId ? eq(billingDocuments.jobOrderId, filters.jobOrderId) : undefined,
    filters.kind ? eq(billingDocuments.kind, filters.kind) : undefined,
    filters.customerCode ? eq(billingDocuments.customerCode, filters.customerCode) : undefined,
    stateCondition(filters.state, today),
    search
      ? or(
          ilike(billingDocuments.number, likePattern(search)),
          ilike(customers.name, likePattern(search)),
          ilike(jobOrders.description, likePattern(search)),
        )
      : undefined,
  );
}

/** A credit note counts against what is owed. */
const signedTotal = sql`case when ${billingDocuments.kind} = 'credit_note' then -${billingDocuments.totalCents} else ${billingDocuments.totalCents} end`;

export function createBillingRepository(db: Database) {
  const itemColumns = (reader: BillingReader, today: string) => ({
    documentId: billingDocuments.id,
    kind: billingDocuments.kind,
    number: billingDocuments.number,
    issueDate: billingDocuments.issueDate,
    dueDate: billingDocuments.dueDate,
    customerCode: billingDocuments.customerCode,
    customerName: customers.name,
    jobOrderId: billingDocuments.jobOrderId,
    jobOrderDescription: jobOrders.description,
    periodFrom: billingDocuments.periodFrom,
    periodTo: billingDocuments.periodTo,
    taxableCents: billingDocuments.taxableCents,
    vatCents: billingDocuments.vatCents,
    totalCents: billingDocuments.totalCents,
    paymentState: paymentStateOn(today),
    paidOn: billingDocuments.paidOn,
    hasXml: sql<boolean>`${billingDocuments.xmlStorageKey} is not null`,
    unopened:
      reader.scope.kind === 'staff'
        ? sql<boolean>`false`
        : sql<boolean>`not exists (select 1 from ${billingDocumentOpens} where ${billingDocumentOpens.userId} = ${reader.userId} and ${billingDocumentOpens.documentId} = ${billingDocuments.id})`,
  });

  const selectItems = (reader: BillingReader, today: string) =>
    db
      .select(itemColumns(reader, today))
      .from(billingDocuments)
      .innerJoin(jobOrders, eq(jobOrders.id, billingDocuments.jobOrderId))
      .innerJoin(customers, eq(customers.code, billingDocuments.customerCode));

  return {
    /** One page of the filtered list, latest first. */
    async findPage(
      reader: BillingReader,
      filters: BillingListFilters,
      today: string,
      page: { limit: number; offset: number },
    ) {
      return selectItems(reader, today)
        .where(filterConditions(reader, filters, today))
        .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.number))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every document the filters keep (the Excel export), latest first. */
    async findAll(reader: BillingReader, filters: BillingListFilters, today: string) {
      return selectItems(reader, today)
        .where(filterConditions(reader, filters, today))
        .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.number))
        .limit(50_000);
    },

    /** How many documents the filters keep and their totals, in cents. */
    async findTotals(reader: BillingReader, filters: BillingListFilters, today: string) {
      const [row] = await db
        .select({
          total: count(),
          toPayCents:
            sql<number>`coalesce(sum(${signedTotal}) filter (where ${billingDocuments.paidOn} is null), 0)`.mapWith(
              Number,
            ),
          overdueCents:
            sql<number>`coalesce(sum(${signedTotal}) filter (where ${billingDocuments.paidOn} is null and ${billingDocuments.dueDate} < ${today}::date), 0)`.mapWith(
              Number,
            ),
          paidThisYearCents:
            sql<number>`coalesce(sum(${signedTotal}) filter (where ${billingDocuments.paidOn} >= ${`${today.slice(0, 4)}-01-01`}::date), 0)`.mapWith(
              Number,
            ),
        })
        .from(billingDocuments)
        .innerJoin(jobOrders, eq(jobOrders.id, billingDocuments.jobOrderId))
        .innerJoin(customers, eq(customers.code, billingDocuments.customerCode))
        .where(filterConditions(reader, filters, today));
      return row ?? { total: 0, toPayCents: 0, overdueCents: 0, paidThisYearCents: 0 };
    },

    /** The years with a document the reader sees (of one customer for staff when given), latest first. */
    async findYears(reader: BillingReader, customerCode?: string) {
      const year = sql<number>`extract(year from ${billingDocuments.issueDate})::int`.mapWith(Number);
      const rows = await db
        .selectDistinct({ year })
        .from(billingDocuments)
        .where(
          and(
            visibleDocuments(reader.scope),
            customerCode ? eq(billingDocuments.customerCode, customerCode) : undefined,
          ),
        )
        .orderBy(desc(year));
      return rows.map((row) => row.year);
    },

    /** One document the reader may see, with its files; null when unknown or out of reach. */
    async findVisible(reader: BillingReader, documentId: string, today: string) {
      const [row] = await db
        .select({
          ...itemColumns(reader, today),
          pdfFilename: billingDocuments.pdfFilename,
          pdfStorageKey: billingDocuments.pdfStorageKey,
          xmlFilename: billingDocuments.xmlFilename,
          xmlStorageKey: billingDocuments.xmlStorageKey,
        })
        .from(billingDocuments)
        .innerJoin(jobOrders, eq(jobOrders.id, billingDocuments.jobOrderId))
        .innerJoin(customers, eq(customers.code, billingDocuments.customerCode))
        .where(and(eq(billingDocuments.id, documentId), visibleDocuments(reader.scope)));
      return row ?? null;
    },

    /** Of these ids, those the reader may see, with their PDFs. */
    async findVisibleFiles(reader: BillingReader, documentIds: readonly string[]) {
      return db
        .select({
          documentId: billingDocuments.id,
          pdfFilename: billingDocuments.pdfFilename,
          pdfStorageKey: billingDocuments.pdfStorageKey,
        })
        .from(billingDocuments)
        .where(and(inArray(billingDocuments.id, [...documentIds]), visibleDocuments(reader.scope)))
        .orderBy(asc(billingDocuments.issueDate), asc(billingDocuments.number));
    },

    async markOpened(userId: string, documentIds: readonly string[], at: Date) {
      if (documentIds.length === 0) return;
      await db
        .insert(billingDocumentOpens)
        .values(documentIds.map((documentId) => ({ userId, documentId, openedAt: at })))
        .onConflictDoNothing();
    },

    /** The documents a customer user sees and has not opened yet: the billing badge. */
    async countUnopened(reader: BillingReader) {
      const [row] = await db
        .select({ value: count() })
        .from(billingDocuments)
        .where(
          and(
            visibleDocuments(reader.scope),
            sql`not exists (select 1 from ${billingDocumentOpens} where ${billingDocumentOpens.userId} = ${reader.userId} and ${billingDocumentOpens.documentId} = ${billingDocuments.id})`,
          ),
        );
      return row?.value ?? 0;
    },

    /** A job order with its customer's name and VAT number (publishing); null when unknown. */
    async findJobOrder(jobOrderId: string) {
      const [row] = await db
        .select({
          jobOrderId: jobOrders.id,
          customerCode: jobOrders.customerCode,
          customerVatNumber: customers.vatNumber,
          atiGroupId: jobOrders.atiGroupId,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(eq(jobOrders.id, jobOrderId));
      return row ?? null;
    },

    /** Whether that number of that kind was already issued in that year. */
    async numberTaken(kind: 'invoice' | 'credit_note', number: string, year: string) {
      const [row] = await db
        .select({ id: billingDocuments.id })
        .from(billingDocuments)
        .where(
          and(
            eq(billingDocuments.kind, kind),
            eq(billingDocuments.number, number),
            sql`extract(year from ${billingDocuments.issueDate}) = ${Number(year)}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(row: typeof billingDocuments.$inferInsert) {
      const [created] = await db.insert(billingDocuments).values(row).returning({ id: billingDocuments.id });
      if (!created) throw new Error('billing document not stored');
      return created.id;
    },

    async updatePaidOn(documentId: string, paidOn: string | null) {
      const rows = await db
        .update(billingDocuments)
        .set({ paidOn })
        .where(eq(billingDocuments.id, documentId))
        .returning({ id: billingDocuments.id });
      return rows.length > 0;
    },

    /**
     * The enabled customer users with sub-role billing who see the job order (their customer; for group
     * users the job order is their ATI's; for users limited to some sites, one of them is on it and
     * published): those told about a new document.
     */
    async findRecipients(jobOrderId: string, billingSubRole: number) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(users)
        .innerJoin(jobOrders, eq(jobOrders.id, jobOrderId))
        .where(
          and(
            eq(users.kind, 'customer'),
            eq(users.enabled, true),
            eq(users.customerCode, jobOrders.customerCode),
            sql`${billingSubRole} = any(${users.customerSubRoles})`,
            sql`(${users.atiGroupId} is null or ${users.atiGroupId} = ${jobOrders.atiGroupId})`,
            sql`exists (select 1 from ${sites} where ${sites.jobOrderId} = ${jobOrders.id} and ${sites.published} and (not ${users.limitedToSites} or exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteCode} = ${sites.code})))`,
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
