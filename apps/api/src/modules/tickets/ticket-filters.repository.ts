import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { customers, inline, sites, tickets, type Bind } from '@portale/db';
import { awaitingProviderStates, type StaffTicketListQuery, type TicketListQuery } from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { visibleSitesCondition } from '../tenancy/index.ts';
import type { TicketScope } from './ticket-scope.ts';

/** SQL fragments of the ticket lists, over `tickets` joined to `sites`, `job_orders` and `customers`. */

/** The tickets within a scope (the query joins sites and job_orders). */
export function visibleTicketsCondition(scope: TicketScope, bind: Bind = inline): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  return and(
    eq(tickets.customerCode, bind('customer', scope.sites.customerCode)),
    scope.authorUserId === null ? undefined : eq(tickets.authorUserId, bind('author', scope.authorUserId)),
    visibleSitesCondition(scope.sites, { publishedOnly: false, bind }),
  );
}

/** The provider still owes an answer and the due time has passed. */
export const lateCondition = (now: Date): SQL =>
  sql`(${inArray(tickets.state, [...awaitingProviderStates])} and ${tickets.dueAt} < ${now.toISOString()}::timestamptz)`;

/** The instant today ends in Italy (the next midnight in Europe/Rome), seen from `now`. */
export const endOfRomeDay = (now: Date): SQL =>
  sql`(((${now.toISOString()}::timestamptz at time zone 'Europe/Rome')::date + 1)::timestamp at time zone 'Europe/Rome')`;

/** The provider still owes an answer and the due time falls before the end of today: late ones too. */
export const lateOrDueTodayCondition = (now: Date): SQL =>
  sql`(${inArray(tickets.state, [...awaitingProviderStates])} and ${tickets.dueAt} < ${endOfRomeDay(now)})`;

/** Something happened since the user last opened the ticket, made by someone else. */
export const unseenCondition = (userId: string, bind: Bind = inline): SQL => {
  const user = bind('user', userId);
  return sql`(${tickets.lastActorUserId} is distinct from ${user}::uuid and not exists (
    select 1 from ticket_seen s
    where s.user_id = ${user}::uuid and s.ticket_id = ${tickets.id} and s.seen_at >= ${tickets.updatedAt}))`;
};

export function ticketFilterCondition(
  filter: TicketListQuery & Partial<Pick<StaffTicketListQuery, 'customerCode' | 'lateOrDueToday'>>,
  now: Date,
  staff: boolean,
): SQL | undefined {
  const searchColumns = [
    sql`${tickets.code}`,
    sql`${tickets.subject}`,
    sql`${tickets.description}`,
    sql`coalesce(${tickets.room}, '')`,
    sql`${sites.name}`,
    ...(staff ? [sql`${customers.name}`] : []),
  ];
  return and(
    stateCondition(filter.state),
    filter.type ? eq(tickets.type, filter.type) : undefined,
    filter.urgency ? eq(tickets.urgency, filter.urgency) : undefined,
    filter.siteCode ? eq(tickets.siteCode, filter.siteCode) : undefined,
    filter.customerCode ? eq(tickets.customerCode, filter.customerCode) : undefined,
    filter.from ? sql`${tickets.createdAt} >= ${romeMidnight(filter.from)}` : undefined,
    filter.to ? sql`${tickets.createdAt} < ${romeMidnight(filter.to, 1)}` : undefined,
    filter.late ? lateCondition(now) : undefined,
    filter.lateOrDueToday ? lateOrDueTodayCondition(now) : undefined,
    searchCondition(filter.query, searchColumns),
  );
}

function stateCondition(state: TicketListQuery['state']): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'OPEN':
      return ne(tickets.state, 'CLOSED');
    case 'MANAGED':
      return inArray(tickets.state, ['MANAGED', 'ANSWER_CONSULTED']);
    default:
      return eq(tickets.state, state);
  }
}

/** Lateness first: tickets awaiting the provider by due time (most overdue first), then the rest. */
export function ticketOrder(sort: TicketListQuery['sortBy'], direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const awaiting = inArray(tickets.state, [...awaitingProviderStates]);
  switch (sort) {
    case 'lateness':
      return [
        sql`case when ${awaiting} then 0 else 1 end`,
        sql`case when ${awaiting} then ${tickets.dueAt} end asc nulls last`,
        desc(tickets.updatedAt),
        asc(tickets.id),
      ];
    case 'urgency':
      return [by(tickets.urgency), asc(tickets.dueAt), asc(tickets.id)];
    case 'code':
      return [by(tickets.code)];
    default:
      return [by(tickets[sort]), asc(tickets.id)];
  }
}
