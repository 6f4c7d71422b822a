import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { customers, jobOrders, sites, tickets, type Database } from '@portale/db';
import { onTimeWindowDays, summaryRowLimit } from '@portale/shared';
import { joinJobOrder } from '../tenancy/index.ts';
import {
  lateCondition,
  lateOrDueTodayCondition,
  visibleTicketsCondition,
} from './ticket-filters.repository.ts';
import type { TicketScope } from './ticket-scope.ts';

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard's ticket counts, grouped in SQL: by site for a customer, by customer for staff. */
export function createTicketSummaryRepository(db: Database) {
  return {
    /**
     * A customer's tickets by site, within the scope of the ticket list: open, overdue, answered in the
     * window and answered by the due time; the sites (most overdue first) and the totals.
     */
    async countBySite(scope: Extract<TicketScope, { kind: 'customer' }>, now: Date) {
      const windowStart = new Date(now.getTime() - onTimeWindowDays * 86_400_000).toISOString();
      const recentlyAnswered = sql`${tickets.answeredAt} >= ${windowStart}::timestamptz`;
      const columns = {
        open: counted(ne(tickets.state, 'CLOSED')),
        overdue: counted(lateCondition(now)),
        answered: counted(recentlyAnswered),
        answeredOnTime: counted(sql`${recentlyAnswered} and ${tickets.answeredAt} <= ${tickets.dueAt}`),
      };
      const where = and(
        visibleTicketsCondition(scope),
        sql`(${ne(tickets.state, 'CLOSED')} or ${recentlyAnswered})`,
      );
      const from = () =>
        db.select({ ...columns, siteCode: tickets.siteCode, siteName: sites.name }).from(tickets);
      const [rows, [totals]] = await Promise.all([
        from()
          .innerJoin(sites, eq(sites.code, tickets.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .where(where)
          .groupBy(tickets.siteCode, sites.name)
          .orderBy(
            desc(columns.overdue),
            desc(columns.open),
            asc(sql`lower(${sites.name}) collate "C"`),
            asc(tickets.siteCode),
          )
          .limit(summaryRowLimit),
        db
          .select({ ...columns, sites: sql<number>`count(distinct ${tickets.siteCode})`.mapWith(Number) })
          .from(tickets)
          .innerJoin(sites, eq(sites.code, tickets.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .where(where),
      ]);
      return {
        rows,
        totals: totals ?? { open: 0, overdue: 0, answered: 0, answeredOnTime: 0, sites: 0 },
      };
    },

    /** Tickets awaiting the provider, late or due by the end of today, by customer (most late first). */
    async countDueByCustomer(now: Date) {
      const columns = {
        late: counted(lateCondition(now)),
        dueToday: counted(sql`${tickets.dueAt} >= ${now.toISOString()}::timestamptz`),
      };
      // The queue's lateOrDueToday filter; the (state, due_at) index finds its rows.
      const where = lateOrDueTodayCondition(now);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...columns, customerCode: tickets.customerCode, customerName: customers.name })
          .from(tickets)
          .innerJoin(customers, eq(customers.code, tickets.customerCode))
          .where(where)
          .groupBy(tickets.customerCode, customers.name)
          .orderBy(desc(columns.late), desc(columns.dueToday), asc(customers.name), asc(tickets.customerCode))
          .limit(summaryRowLimit),
        db
          .select({
            ...columns,
            customers: sql<number>`count(distinct ${tickets.customerCode})`.mapWith(Number),
          })
          .from(tickets)
          .where(where),
      ]);
      return { rows, totals: totals ?? { late: 0, dueToday: 0, customers: 0 } };
    },
  };
}

export type TicketSummaryRepository = ReturnType<typeof createTicketSummaryRepository>;
