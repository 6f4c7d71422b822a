import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contactRoles,
  contacts,
  customers,
  jobOrders,
  sites,
  ticketCodeCounters,
  tickets,
  users,
  createStatementCache,
  inline,
  type Database,
} from '@portale/db';
import type { StaffTicketListQuery, TicketListQuery } from '@portale/shared';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import {
  joinJobOrder,
  siteOwnershipColumns,
  siteScopeBinding,
  visibleSitesCondition,
  type SiteScope,
} from '../tenancy/index.ts';
import {
  lateCondition,
  ticketFilterCondition,
  ticketOrder,
  unseenCondition,
  visibleTicketsCondition,
} from './ticket-filters.repository.ts';
import {
  attachStoredFiles,
  inTransaction,
  insertEvents,
  markSeen,
  type StoredAttachment,
} from './ticket-events.repository.ts';
import type { TicketScope } from './ticket-scope.ts';

const authors = alias(users, 'author');
const impersonators = alias(users, 'impersonator');

/** The columns of a list item and of the detail (the mappers pick what each response shows). */
const ticketColumns = (scope: TicketScope, now: Date) => ({
  ticketId: tickets.id,
  code: tickets.code,
  type: tickets.type,
  urgency: tickets.urgency,
  state: tickets.state,
  subject: tickets.subject,
  siteCode: tickets.siteCode,
  siteName: sites.name,
  room: tickets.room,
  customerCode: tickets.customerCode,
  customerName: customers.name,
  authorUserId: tickets.authorUserId,
  authorFirstName: authors.firstName,
  authorLastName: authors.lastName,
  actingStaffFirstName: impersonators.firstName,
  actingStaffLastName: impersonators.lastName,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  dueAt: tickets.dueAt,
  late: sql<boolean>`${lateCondition(now)}`,
  assignedRole: contactRoles.name,
  assignedContactName: sql<
    string | null
  >`nullif(trim(concat(${contacts.name}, ' ', ${contacts.surname})), '')`,
  unseen: sql<boolean>`${unseenCondition(scope.userId)}`,
  description: tickets.description,
  answeredAt: tickets.answeredAt,
  closedAt: tickets.closedAt,
  closedAutomatically: tickets.closedAutomatically,
  vote: tickets.vote,
  voteComment: tickets.voteComment,
  reopenReason: tickets.reopenReason,
  /** The matching rows' count, on every row of a page. */
  total: sql<number>`count(*) over ()`.mapWith(Number),
});

export type TicketListRow = Awaited<ReturnType<TicketsRepository['findTicketsPage']>>['rows'][number];

export type NewTicket = {
  type: (typeof tickets.$inferInsert)['type'];
  urgency: (typeof tickets.$inferInsert)['urgency'];
  subject: string;
  description: string;
  siteCode: string;
  customerCode: string;
  room: string | null;
  /** Null for a report from an equipment label's public page, made by someone without an account. */
  authorUserId: string | null;
  /** The staff user opening it while signed in as the author (authorshipOf); null otherwise. */
  impersonatorUserId: string | null;
  assignedContactRoleId: number | null;
  assignedContactId: number | null;
  dueAt: Date;
  createdAt: Date;
  /** The year of the code, in Italy. */
  year: number;
};

/** What an opening may add in its transaction: files already stored, and another area's rows. */
export type OpeningExtras = {
  files?: readonly StoredAttachment[];
  within?: (tx: Database, ticketId: string) => Promise<void>;
};

/** The tickets' own SQL: lists, one ticket within a scope, opening, site options and badge counts. */
export function createTicketsRepository(db: Database) {
  const countStatements = createStatementCache<{ n: number }[]>();
  const selectTickets = (scope: TicketScope, now: Date) =>
    db
      .select(ticketColumns(scope, now))
      .from(tickets)
      .innerJoin(sites, eq(sites.code, tickets.siteCode))
      .innerJoin(jobOrders, joinJobOrder)
      .innerJoin(customers, eq(customers.code, tickets.customerCode))
      .leftJoin(authors, eq(authors.id, tickets.authorUserId))
      .leftJoin(impersonators, eq(impersonators.id, tickets.impersonatorUserId))
      .leftJoin(contactRoles, eq(contactRoles.id, tickets.assignedContactRoleId))
      .leftJoin(contacts, eq(contacts.id, tickets.assignedContactId));

  return {
    /** A filtered, sorted page of the tickets within the scope, with the total of the filter. */
    async findTicketsPage(
      scope: TicketScope,
      filter: TicketListQuery | StaffTicketListQuery,
      now: Date,
      page: { limit: number; offset: number },
    ) {
      const where = and(
        visibleTicketsCondition(scope),
        ticketFilterCondition(filter, now, scope.kind === 'staff'),
      );
      const rows = await selectTickets(scope, now)
        .where(where)
        .orderBy(...ticketOrder(filter.sortBy, filter.sortDirection))
        .limit(page.limit)
        .offset(page.offset);
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && page.offset > 0) {
        const [row] = await db
          .select({ n: count() })
          .from(tickets)
          .innerJoin(sites, eq(sites.code, tickets.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .innerJoin(customers, eq(customers.code, tickets.customerCode))
          .where(where);
        total = Number(row?.n ?? 0);
      }
      return { rows, total };
    },

    /** One ticket, if it is within the scope, with what the detail shows and the rules need. */
    async findTicket(scope: TicketScope, ticketId: string, now: Date) {
      const [row] = await selectTickets(scope, now)
        .where(and(eq(tickets.id, ticketId), visibleTicketsCondition(scope)))
        .limit(1);
      return row ?? null;
    },

    /** The site a ticket is opened on, with what decides whether the user may see it. */
    async findSiteForTicket(siteCode: string, userId: string) {
      const [row] = await db
        .select({
          siteCode: sites.code,
          dateTo: sites.dateTo,
          ...siteOwnershipColumns(inline('user', userId)),
        })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(eq(sites.code, siteCode))
        .limit(1);
      return row ?? null;
    },

    /**
     * The contact who handles the site's tickets: a contact role with handleTickets associated with
     * the site, else with its job order, else with its customer; by category and role priority.
     */
    async findTicketHandler(siteCode: string) {
      const rows = await db.execute<{ role_id: number; contact_id: number }>(sql`
        select ca.role_id, ca.contact_id
        from sites s
        join job_orders j on j.id = s.job_order_id
        join contact_associations ca on ca.customer_code = j.customer_code
          and (ca.site_code = s.code
            or (ca.site_code is null and ca.job_order_id = j.id)
            or (ca.site_code is null and ca.job_order_id is null))
        join contact_roles r on r.id = ca.role_id and r.handle_tickets
        join contact_role_categories c on c.id = r.category_id
        where s.code = ${siteCode}
        order by case when ca.site_code is not null then 0 when ca.job_order_id is not null then 1 else 2 end,
          c.priority, r.priority, ca.id
        limit 1`);
      const [row] = (rows as unknown as { rows: { role_id: number; contact_id: number }[] }).rows;
      return row ? { contactRoleId: Number(row.role_id), contactId: Number(row.contact_id) } : null;
    },

    /**
     * Opens a ticket in one transaction: the next code of its year, the ticket, its opening event with
     * the author's uploads, and the author's seen marker. Null when an upload is not the author's.
     */
    async insertTicket(
      ticket: NewTicket,
      code: (n: number) => string,
      attachmentIds: readonly string[],
      extra: OpeningExtras = {},
    ) {
      const { year, ...values } = ticket;
      return inTransaction(db, async (tx) => {
        const [counter] = await tx
          .insert(ticketCodeCounters)
          .values({ year, lastNumber: 1 })
          .onConflictDoUpdate({
            target: ticketCodeCounters.year,
            set: { lastNumber: sql`${ticketCodeCounters.lastNumber} + 1` },
          })
          .returning({ lastNumber: ticketCodeCounters.lastNumber });
        if (!counter) throw new Error('no ticket number');
        const [inserted] = await tx
          .insert(tickets)
          .values({
            ...values,
            code: code(counter.lastNumber),
            updatedAt: ticket.createdAt,
            lastActorUserId: ticket.authorUserId,
          })
          .returning({ id: tickets.id, code: tickets.code });
        if (!inserted) throw new Error('ticket not stored');
        await insertEvents(tx, inserted.id, ticket.authorUserId, attachmentIds, [
          {
            kind: 'created',
            fromState: null,
            toState: 'NEW',
            body: ticket.description,
            side: 'customer',
            authorUserId: ticket.authorUserId,
            impersonatorUserId: ticket.impersonatorUserId,
            createdAt: ticket.createdAt,
          },
        ]);
        if (extra.files?.length) await attachStoredFiles(tx, inserted.id, extra.files);
        await extra.within?.(tx, inserted.id);
        if (ticket.authorUserId) await markSeen(tx, inserted.id, ticket.authorUserId, ticket.createdAt);
        return inserted;
      });
    },

    /** The published sites within the user's reach, by name, code or city (at most 50). */
    /** The sites in reach matching the search; with `openOn`, only those whose service lasts to that day. */
    findSiteOptions(scope: SiteScope, search: string | undefined, openOn?: string) {
      return db
        .select({ siteCode: sites.code, siteName: sites.name, city: sites.city })
        .from(sites)
        .innerJoin(jobOrders, joinJobOrder)
        .where(
          and(
            visibleSitesCondition(scope),
            searchCondition(search, [sql`${sites.name}`, sql`${sites.code}`, sql`${sites.city}`]),
            openOn === undefined ? undefined : gte(sites.dateTo, openOn),
          ),
        )
        .orderBy(asc(sql`lower(${sites.name}) collate "C"`), asc(sites.code))
        .limit(50);
    },

    /** Who a ticket's news goes to: name, address and whether they accept system emails. */
    async findRecipient(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
          enabled: users.enabled,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The tickets with something new for the user (the profile's newTickets). */
    /** Prepared per scope shape: the profile asks it on every page load. */
    async countUnseen(scope: TicketScope, options: { openOnly: boolean }) {
      const reach = scope.kind === 'customer' ? siteScopeBinding(scope.sites) : null;
      const values: Record<string, unknown> = { user: scope.userId, ...reach?.values };
      if (scope.kind === 'customer' && scope.authorUserId !== null) values.author = scope.authorUserId;
      const shape = `tickets-unseen:${reach?.shape ?? 'staff'}:${'author' in values}:${options.openOnly}`;
      const [row] = await countStatements(shape, values, (bind) =>
        db
          .select({ n: count() })
          .from(tickets)
          .innerJoin(sites, eq(sites.code, tickets.siteCode))
          .innerJoin(jobOrders, joinJobOrder)
          .where(
            and(
              visibleTicketsCondition(scope, bind),
              unseenCondition(scope.userId, bind),
              options.openOnly ? sql`${tickets.state} <> 'CLOSED'` : undefined,
            ),
          ),
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
