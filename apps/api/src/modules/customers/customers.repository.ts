import { and, asc, count, desc, eq, gt, gte, lt, lte, max, min, sql, type SQL } from 'drizzle-orm';
import { atiGroups, customers, jobOrders, sites, type Database } from '@portale/db';
import type {
  CustomerDetail,
  CustomerListItem,
  CustomerListQuery,
  CustomerSitesQuery,
  JobOrderFields,
  JobOrderItem,
  JobOrderListQuery,
  JobOrderState,
  NewCustomer,
  NewJobOrder,
} from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';

/**
 * How many of a customer's rows each count reads: correlated subqueries, one row at a time. The outer
 * customer is named in full: Drizzle writes a column of a one-table select without its table, and an
 * unqualified "code" inside the subquery was the site's own code (every site count read 0).
 */
const outerCustomerCode = sql.raw('"customers"."code"');
const jobOrdersCount = sql<number>`(select count(*) from job_orders jo where jo.customer_code = ${outerCustomerCode})`;
const sitesCount = sql<number>`(select count(*) from sites s join job_orders jo on jo.id = s.job_order_id
  where jo.customer_code = ${outerCustomerCode})`;
const publishedSitesCount = sql<number>`(select count(*) from sites s join job_orders jo on jo.id = s.job_order_id
  where jo.customer_code = ${outerCustomerCode} and s.published)`;
const usersCount = sql<number>`(select count(*) from users u where u.customer_code = ${outerCustomerCode})`;

const customerColumns = {
  code: customers.code,
  name: customers.name,
  vatNumber: customers.vatNumber,
  active: customers.active,
  jobOrdersCount: jobOrdersCount.mapWith(Number),
  sitesCount: sitesCount.mapWith(Number),
  usersCount: usersCount.mapWith(Number),
};

const jobOrderColumns = {
  id: jobOrders.id,
  description: jobOrders.description,
  customerCode: jobOrders.customerCode,
  customerName: customers.name,
  dateFrom: jobOrders.dateFrom,
  dateTo: jobOrders.dateTo,
  originalDateTo: jobOrders.originalDateTo,
  operatingSegment: jobOrders.operatingSegment,
  markedAsStarted: jobOrders.markedAsStarted,
  atiGroupId: jobOrders.atiGroupId,
  atiGroupName: atiGroups.name,
  sitesCount: sql<number>`(select count(*) from sites s where s.job_order_id = ${jobOrders.id})`.mapWith(
    Number,
  ),
};

const siteColumns = {
  code: sites.code,
  name: sites.name,
  city: sites.city,
  jobOrderId: sites.jobOrderId,
  published: sites.published,
  dateFrom: sites.dateFrom,
  dateTo: sites.dateTo,
};

/** A job order's state on a day, from its own dates (shared job-order-dates.ts, in SQL). */
function jobOrderStateCondition(state: JobOrderState | undefined, today: string): SQL | undefined {
  if (state === undefined) return undefined;
  const running = and(lte(jobOrders.dateFrom, today), gte(jobOrders.dateTo, today));
  switch (state) {
    case 'inActivation':
      return gt(jobOrders.dateFrom, today);
    case 'closed':
      return lt(jobOrders.dateTo, today);
    case 'extended':
      return and(running, lt(jobOrders.originalDateTo, today));
    case 'active':
      return and(running, gte(jobOrders.originalDateTo, today));
  }
}

/** Staff's customers and job orders (issue 30): the only SQL of the area's screens. */
export function createCustomersRepository(db: Database) {
  const customerRow = async (
    code: string,
  ): Promise<(Omit<CustomerDetail, 'createdAt'> & { createdAt: Date }) | null> => {
    const [row] = await db
      .select({
        ...customerColumns,
        publishedSitesCount: publishedSitesCount.mapWith(Number),
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(eq(customers.code, code));
    return row ?? null;
  };

  return {
    async listCustomers(query: CustomerListQuery): Promise<{ data: CustomerListItem[]; total: number }> {
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const order: SQL[] =
        query.sortBy === 'name'
          ? [direction(sql`lower(${customers.name}) collate "C"`), asc(customers.code)]
          : [direction(customers.code)];
      const rows = await db
        .select({ ...customerColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(customers)
        .where(
          and(
            query.active === undefined ? undefined : eq(customers.active, query.active === 'active'),
            searchCondition(query.query, [
              sql`${customers.code}`,
              sql`${customers.name}`,
              sql`${customers.vatNumber}`,
            ]),
          ),
        )
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { data: rows.map(({ total, ...row }) => (void total, row)), total: rows[0]?.total ?? 0 };
    },

    /** Active customers lacking a job order, a published site or a user: the newest few, and how many. */
    async customersToStart(limit: number) {
      const rows = await db
        .select({
          code: customers.code,
          name: customers.name,
          jobOrders: jobOrdersCount.mapWith(Number),
          publishedSites: publishedSitesCount.mapWith(Number),
          users: usersCount.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(customers)
        .where(
          and(
            eq(customers.active, true),
            sql`(${jobOrdersCount} = 0 or ${publishedSitesCount} = 0 or ${usersCount} = 0)`,
          ),
        )
        .orderBy(desc(customers.createdAt), asc(customers.code))
        .limit(limit);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    customer: customerRow,

    async customerExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: customers.code }).from(customers).where(eq(customers.code, code));
      return row !== undefined;
    },

    async customerSites(code: string, query: CustomerSitesQuery) {
      const rows = await db
        .select({ ...siteColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(
          and(
            eq(jobOrders.customerCode, code),
            searchCondition(query.query, [sql`${sites.code}`, sql`${sites.name}`, sql`${sites.city}`]),
          ),
        )
        .orderBy(asc(sql`lower(${sites.name}) collate "C"`), asc(sites.code))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { data: rows.map(({ total, ...row }) => (void total, row)), total: rows[0]?.total ?? 0 };
    },

    /** Inserts a customer; false when the code is taken. */
    async insertCustomer(customer: NewCustomer, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(customers)
        .values({ ...customer, active: true, createdAt: now })
        .onConflictDoNothing()
        .returning({ code: customers.code });
      return inserted.length > 0;
    },

    async updateCustomer(code: string, fields: { name?: string; vatNumber?: string; active?: boolean }) {
      const updated = await db
        .update(customers)
        .set(fields)
        .where(eq(customers.code, code))
        .returning({ code: customers.code });
      return updated.length > 0;
    },

    async listJobOrders(
      query: JobOrderListQuery,
      today: string,
    ): Promise<{ data: JobOrderItem[]; total: number }> {
      const direction = query.sortDirection === 'desc' ? desc : asc;
      const order: SQL[] = {
        id: [direction(jobOrders.id)],
        customer: [direction(sql`lower(${customers.name}) collate "C"`), asc(jobOrders.id)],
        dateFrom: [direction(jobOrders.dateFrom), asc(jobOrders.id)],
        dateTo: [direction(jobOrders.dateTo), asc(jobOrders.id)],
      }[query.sortBy];
      const rows = await db
        .select({ ...jobOrderColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .leftJoin(atiGroups, eq(atiGroups.id, jobOrders.atiGroupId))
        .where(
          and(
            query.customerCode === undefined ? undefined : eq(jobOrders.customerCode, query.customerCode),
            jobOrderStateCondition(query.state, today),
            searchCondition(query.query, [
              sql`${jobOrders.id}`,
              sql`${jobOrders.description}`,
              sql`coalesce(${jobOrders.operatingSegment}, '')`,
              sql`${customers.name}`,
            ]),
          ),
        )
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { data: rows.map(({ total, ...row }) => (void total, row)), total: rows[0]?.total ?? 0 };
    },

    async jobOrder(id: string) {
      const [row] = await db
        .select({ ...jobOrderColumns, customerActive: customers.active })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .leftJoin(atiGroups, eq(atiGroups.id, jobOrders.atiGroupId))
        .where(eq(jobOrders.id, id));
      if (!row) return null;
      const jobOrderSites = await db
        .select(siteColumns)
        .from(sites)
        .where(eq(sites.jobOrderId, id))
        .orderBy(asc(sql`lower(${sites.name}) collate "C"`), asc(sites.code));
      return { ...row, sites: jobOrderSites };
    },

    /** The first day and the last of a job order's sites, or null when it has none. */
    async siteSpan(jobOrderId: string): Promise<{ from: string; to: string } | null> {
      const [row] = await db
        .select({ from: min(sites.dateFrom), to: max(sites.dateTo) })
        .from(sites)
        .where(eq(sites.jobOrderId, jobOrderId));
      return row?.from && row.to ? { from: row.from, to: row.to } : null;
    },

    async atiGroupExists(id: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(atiGroups).where(eq(atiGroups.id, id));
      return (row?.n ?? 0) > 0;
    },

    atiGroupOptions: () =>
      db.select({ id: atiGroups.id, name: atiGroups.name }).from(atiGroups).orderBy(asc(atiGroups.name)),

    /** Inserts a job order; false when the code is taken. */
    async insertJobOrder(jobOrder: NewJobOrder): Promise<boolean> {
      const inserted = await db
        .insert(jobOrders)
        .values(jobOrder)
        .onConflictDoNothing()
        .returning({ id: jobOrders.id });
      return inserted.length > 0;
    },

    async updateJobOrder(id: string, fields: JobOrderFields): Promise<boolean> {
      const updated = await db
        .update(jobOrders)
        .set(fields)
        .where(eq(jobOrders.id, id))
        .returning({ id: jobOrders.id });
      return updated.length > 0;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
