import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, qualityReports, sites, users, userSites, type Database } from '@portale/db';
import { CustomerSubRole, type QualityReportListQuery } from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { joinJobOrder, visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';
import { rowsOf } from '../../plugins/raw-rows.ts';

/** A month `YYYY-MM` as the first day the table stores. */
export const monthStart = (month: string) => `${month}-01`;

/**
 * The job orders a scope reaches, as a condition on a job order id: as with the documents tied to a job
 * order, a customer user reaches those of their customer that hold a site they see (their group's,
 * their own sites if limited; published); staff reach every one.
 */
function jobOrderWithinReach(scope: SiteScope, jobOrderId: SQL | typeof qualityReports.jobOrderId) {
  if (scope.kind === 'staff') return undefined;
  return sql`${jobOrderId} in (select ${sites.jobOrderId} from ${sites} inner join ${jobOrders} on ${joinJobOrder} where ${visibleSitesCondition(scope)})`;
}

/** A report within the scope's reach: its customer's, of a job order the scope reaches. */
function reportWithinReach(scope: SiteScope): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  return and(
    eq(qualityReports.customerCode, scope.customerCode),
    jobOrderWithinReach(scope, qualityReports.jobOrderId),
  );
}

const reportColumns = {
  id: qualityReports.id,
  jobOrderId: qualityReports.jobOrderId,
  jobOrderDescription: jobOrders.description,
  customerCode: qualityReports.customerCode,
  customerName: customers.name,
  month: sql<string>`to_char(${qualityReports.month}, 'YYYY-MM')`,
  state: qualityReports.state,
  progressPercent: qualityReports.progressPercent,
  sizeBytes: qualityReports.sizeBytes,
  failure: qualityReports.failure,
  createdAt: sql<string>`to_char(${qualityReports.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  completedAt: sql<
    string | null
  >`to_char(${qualityReports.completedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/**
 * The monthly reports' SQL: the list and the file within the caller's reach, the requests, the
 * monthly queueing, and the background job's claim and bookkeeping (several instances may run it: a
 * report is claimed by one of them with `for update skip locked`).
 */
export function createQualityReportsRepository(db: Database) {
  const base = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(qualityReports)
      .innerJoin(jobOrders, eq(jobOrders.id, qualityReports.jobOrderId))
      .innerJoin(customers, eq(customers.code, qualityReports.customerCode))
      .$dynamic();

  const orderOf = (query: QualityReportListQuery) => {
    const direction = query.sortDirection === 'asc' ? asc : desc;
    const column =
      query.sortBy === 'jobOrderId'
        ? qualityReports.jobOrderId
        : query.sortBy === 'state'
          ? qualityReports.state
          : qualityReports.month;
    return [direction(column), desc(qualityReports.month), asc(qualityReports.jobOrderId)];
  };

  const byId = (id: number) =>
    base(reportColumns).where(eq(qualityReports.id, id)).limit(1) as unknown as Promise<ReportRow[]>;

  return {
    async list(scope: SiteScope, query: QualityReportListQuery) {
      const where = and(
        reportWithinReach(scope),
        query.jobOrderId === undefined ? undefined : eq(qualityReports.jobOrderId, query.jobOrderId),
        query.from === undefined ? undefined : gte(qualityReports.month, monthStart(query.from)),
        query.to === undefined ? undefined : lte(qualityReports.month, monthStart(query.to)),
        query.state === undefined ? undefined : eq(qualityReports.state, query.state),
      );
      const [rows, [total]] = await Promise.all([
        base(reportColumns)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        base({ total: count() }).where(where),
      ]);
      return {
        data: rows as ReportRow[],
        total: Number((total as { total: number } | undefined)?.total ?? 0),
      };
    },

    /** A report within reach, with its stored file's key; null when unknown or out of reach. */
    async find(scope: SiteScope, id: number) {
      const [row] = (await base({ ...reportColumns, storageKey: qualityReports.storageKey })
        .where(and(eq(qualityReports.id, id), reportWithinReach(scope)))
        .limit(1)) as (ReportRow & { storageKey: string | null })[];
      return row ?? null;
    },

    /** A job order within reach, with its customer and dates; null when unknown or out of reach. */
    async findJobOrder(scope: SiteScope, jobOrderId: string) {
      const [row] = await db
        .select({
          id: jobOrders.id,
          customerCode: jobOrders.customerCode,
          dateFrom: jobOrders.dateFrom,
          dateTo: jobOrders.dateTo,
        })
        .from(jobOrders)
        .where(
          and(
            eq(jobOrders.id, jobOrderId),
            scope.kind === 'staff' ? undefined : eq(jobOrders.customerCode, scope.customerCode),
            jobOrderWithinReach(scope, sql`${jobOrders.id}`),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The job orders within reach, by code, description or customer's name: at most 50, by code. */
    async findJobOrders(scope: SiteScope, search: string | undefined) {
      return db
        .select({
          jobOrderId: jobOrders.id,
          description: jobOrders.description,
          customerCode: jobOrders.customerCode,
          customerName: customers.name,
          dateFrom: jobOrders.dateFrom,
          dateTo: jobOrders.dateTo,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(
          and(
            scope.kind === 'staff' ? undefined : eq(jobOrders.customerCode, scope.customerCode),
            jobOrderWithinReach(scope, sql`${jobOrders.id}`),
            searchCondition(search, [
              sql`${jobOrders.id}`,
              sql`${jobOrders.description}`,
              sql`${customers.name}`,
            ]),
          ),
        )
        .orderBy(asc(jobOrders.id))
        .limit(50);
    },

    /** A job order's report of a month (any state), with its file's key; null when it has none. */
    async findOfMonth(jobOrderId: string, month: string) {
      const [row] = (await base({ ...reportColumns, storageKey: qualityReports.storageKey })
        .where(and(eq(qualityReports.jobOrderId, jobOrderId), eq(qualityReports.month, monthStart(month))))
        .limit(1)) as (ReportRow & { storageKey: string | null })[];
      return row ?? null;
    },

    /**
     * Queues a job order's report of a month: a new row, or the existing one again when it is in one of
     * `requeueFrom` (its file forgotten: the caller removes it). Returns the report as it now stands.
     */
    async queue(
      report: { jobOrderId: string; customerCode: string; month: string; userId: string },
      requeueFrom: readonly ('ready' | 'failed')[],
    ) {
      const requeue = requeueFrom.length === 0 ? sql`false` : inArray(qualityReports.state, [...requeueFrom]);
      const [written] = await db
        .insert(qualityReports)
        .values({
          jobOrderId: report.jobOrderId,
          customerCode: report.customerCode,
          month: monthStart(report.month),
          requestedByUserId: report.userId,
        })
        .onConflictDoUpdate({
          target: [qualityReports.jobOrderId, qualityReports.month],
          set: {
            state: 'queued',
            progressPercent: 0,
            storageKey: null,
            sizeBytes: null,
            failure: null,
            requestedByUserId: report.userId,
            createdAt: sql`now()`,
            startedAt: null,
            completedAt: null,
          },
          setWhere: requeue,
        })
        .returning({ id: qualityReports.id });
      if (written) return (await byId(written.id))[0] ?? null;
      return this.findOfMonth(report.jobOrderId, report.month);
    },

    /**
     * Queues the month's report of every job order with a control completed in it, unless it has one
     * (the unique job order and month make it safe to run on every instance). Returns how many.
     */
    async queueMonth(month: string): Promise<number> {
      const first = monthStart(month);
      const result = await db.execute(sql`
        insert into quality_reports (job_order_id, customer_code, month)
        select distinct s.job_order_id, jo.customer_code, ${first}::date
        from quality_controls qc
        inner join sites s on s.code = qc.site_code
        inner join job_orders jo on jo.id = s.job_order_id
        where qc.state = 'completed'
          and qc.control_date >= ${first}::date
          and qc.control_date < (${first}::date + interval '1 month')
        on conflict (job_order_id, month) do nothing
        returning id`);
      return rowsOf(result).length;
    },

    /**
     * Claims the oldest queued report (or one left running by an instance that stopped before
     * `staleBefore`) for this instance: one statement, the row locked and skipped by the others.
     */
    async claimNext(staleBefore: Date) {
      const result = await db.execute(sql`
        update quality_reports
        set state = 'running', progress_percent = 0, failure = null, started_at = now()
        where id = (
          select id from quality_reports
          where state = 'queued' or (state = 'running' and started_at < ${staleBefore.toISOString()}::timestamptz)
          order by created_at, id
          limit 1
          for update skip locked
        )
        returning id, job_order_id, to_char(month, 'YYYY-MM') as month, requested_by_user_id`);
      const [row] = rowsOf(result) as {
        id: number;
        job_order_id: string;
        month: string;
        requested_by_user_id: string | null;
      }[];
      return row
        ? {
            id: Number(row.id),
            jobOrderId: row.job_order_id,
            month: row.month,
            requestedByUserId: row.requested_by_user_id,
          }
        : null;
    },

    async setProgress(id: number, progressPercent: number) {
      await db
        .update(qualityReports)
        .set({ progressPercent })
        .where(and(eq(qualityReports.id, id), eq(qualityReports.state, 'running')));
    },

    /** Stores the drawn file's key; false when the report was queued again meanwhile. */
    async markReady(id: number, storageKey: string, sizeBytes: number): Promise<boolean> {
      const rows = await db
        .update(qualityReports)
        .set({ state: 'ready', progressPercent: 100, storageKey, sizeBytes, completedAt: sql`now()` })
        .where(and(eq(qualityReports.id, id), eq(qualityReports.state, 'running')))
        .returning({ id: qualityReports.id });
      return rows.length > 0;
    },

    async markFailed(id: number, failure: string) {
      await db
        .update(qualityReports)
        .set({ state: 'failed', failure, completedAt: null })
        .where(and(eq(qualityReports.id, id), eq(qualityReports.state, 'running')));
    },

    /**
     * The customer's users to tell that a report is ready: sub-role quality reports, enabled, reaching
     * the job order (their group's; a site of it among theirs if limited; a published site).
     */
    async findReportReaders(jobOrderId: string) {
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
            sql`${CustomerSubRole.qualityReports} = any(${users.customerSubRoles})`,
            or(sql`${users.atiGroupId} is null`, eq(users.atiGroupId, jobOrders.atiGroupId)),
            sql`exists (select 1 from ${sites} where ${sites.jobOrderId} = ${jobOrders.id} and ${sites.published}
              and (not ${users.limitedToSites} or exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteCode} = ${sites.code})))`,
          ),
        );
    },
  };
}

type ReportRow = {
  id: number;
  jobOrderId: string;
  jobOrderDescription: string;
  customerCode: string;
  customerName: string;
  month: string;
  state: 'queued' | 'running' | 'ready' | 'failed';
  progressPercent: number;
  sizeBytes: number | null;
  failure: string | null;
  createdAt: string;
  completedAt: string | null;
};

export type QualityReportsRepository = ReturnType<typeof createQualityReportsRepository>;
