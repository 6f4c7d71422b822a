import {
  formatTicketCode,
  romeCalendarDay,
  type CreateTicketRequest,
  type StaffTicketListQuery,
  type TicketDetail,
  type TicketListQuery,
  type TicketListResult,
  type TicketSiteOption,
  type TicketUrgency,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { authorshipOf } from '../../plugins/authorship.ts';
import { assertSiteVisible, siteScopeOf } from '../tenancy/index.ts';
import { toTicketEvents, toTicketListItem } from './ticket-mappers.ts';
import type { TicketAttachmentsRepository } from './ticket-attachments.repository.ts';
import type { TicketEventsRepository } from './ticket-events.repository.ts';
import { actorOf, findTicketScope, ticketScopeOf, type TicketScope } from './ticket-scope.ts';
import { availableActions } from './ticket-state-machine.ts';
import type { NewTicket, OpeningExtras, TicketsRepository } from './tickets.repository.ts';

export type TicketRules = {
  /** Hours within which the provider should answer, by urgency. */
  dueHours: Record<TicketUrgency, number>;
  reopenDays: number;
  autoCloseDays: number;
};

/** What the opener of a ticket says: the rest (due time, handler, code) the opening decides. */
type OpeningFields = Pick<
  NewTicket,
  'type' | 'urgency' | 'subject' | 'description' | 'siteCode' | 'customerCode' | 'room'
>;

export type TicketsServiceDeps = {
  tickets: TicketsRepository;
  events: TicketEventsRepository;
  attachments: TicketAttachmentsRepository;
  rules: TicketRules;
  now?: () => Date;
};

/** Reading and opening tickets: every read goes through the caller's ticket scope (ticket-scope.ts). */
export function createTicketsService(deps: TicketsServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function list(
    scope: TicketScope,
    query: TicketListQuery | StaffTicketListQuery,
  ): Promise<TicketListResult> {
    const { rows, total } = await deps.tickets.findTicketsPage(scope, query, now(), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { data: rows.map(toTicketListItem), total };
  }

  /** The ticket if the caller may see it; 404 Ticket not found otherwise, whoever's it is. */
  async function findVisibleTicket(scope: TicketScope, ticketId: string) {
    const ticket = await deps.tickets.findTicket(scope, ticketId, now());
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    return ticket;
  }

  async function getDetail(scope: TicketScope, ticketId: string): Promise<TicketDetail> {
    const ticket = await findVisibleTicket(scope, ticketId);
    const [events, attachments] = await Promise.all([
      deps.events.findEvents(ticketId),
      deps.attachments.findForTicket(ticketId),
    ]);
    return {
      ...toTicketListItem(ticket),
      description: ticket.description,
      closedAt: ticket.closedAt?.toISOString() ?? null,
      closedAutomatically: ticket.closedAutomatically,
      vote: ticket.vote,
      voteComment: ticket.voteComment,
      reopenReason: ticket.reopenReason,
      events: toTicketEvents(events, attachments),
      actions: availableActions(ticket, actorOf(scope), now(), deps.rules.reopenDays),
    };
  }

  /** A new ticket: NEW, due after its urgency's hours, assigned to the site's ticket handler if any. */
  async function open(
    ticket: OpeningFields,
    authorship: Pick<NewTicket, 'authorUserId' | 'impersonatorUserId'>,
    attachmentIds: readonly string[],
    extras?: OpeningExtras,
  ) {
    const handler = await deps.tickets.findTicketHandler(ticket.siteCode);
    const createdAt = now();
    const year = Number(romeCalendarDay(createdAt).slice(0, 4));
    return deps.tickets.insertTicket(
      {
        ...ticket,
        ...authorship,
        assignedContactRoleId: handler?.contactRoleId ?? null,
        assignedContactId: handler?.contactId ?? null,
        dueAt: new Date(createdAt.getTime() + deps.rules.dueHours[ticket.urgency] * 3_600_000),
        createdAt,
        year,
      },
      (number) => formatTicketCode(year, number),
      attachmentIds,
      extras,
    );
  }

  return {
    findVisibleTicket,

    listMine: (auth: AuthContext, query: TicketListQuery) => list(ticketScopeOf(auth), query),

    listQueue: (auth: AuthContext, query: StaffTicketListQuery) => list(ticketScopeOf(auth), query),

    getDetail: (auth: AuthContext, ticketId: string) => getDetail(ticketScopeOf(auth), ticketId),

    /** The sites the user may file tickets on; for a new one, only those whose service has not ended. */
    async listSiteOptions(
      auth: AuthContext,
      search: string | undefined,
      forNewTicket: boolean,
    ): Promise<TicketSiteOption[]> {
      const openOn = forNewTicket ? romeCalendarDay(now()) : undefined;
      return deps.tickets.findSiteOptions(siteScopeOf(auth), search, openOn);
    },

    /**
     * Opens a ticket on a site within the user's reach: NEW, due after the urgency's hours, assigned
     * to the site's ticket handler when there is one, with the user's uploads; opened by staff signed
     * in as the user, it records them too.
     */
    async createTicket(auth: AuthContext, request: CreateTicketRequest): Promise<TicketDetail> {
      const scope = ticketScopeOf(auth);
      if (scope.kind !== 'customer') throw new AppError('FORBIDDEN');
      const site = await deps.tickets.findSiteForTicket(request.siteCode, auth.userId);
      assertSiteVisible(siteScopeOf(auth), site);
      if (site.dateTo < romeCalendarDay(now())) {
        throw new AppError('VALIDATION', {
          fields: [
            {
              path: 'body.siteCode',
              message: 'Il servizio in questa ubicazione è terminato: scegline un’altra',
            },
          ],
        });
      }
      const inserted = await open(
        {
          type: request.type,
          urgency: request.urgency,
          subject: request.subject,
          description: request.description,
          siteCode: request.siteCode,
          customerCode: scope.sites.customerCode,
          room: request.room || null,
        },
        authorshipOf(auth),
        request.attachmentIds,
      );
      if (!inserted.ok) throw new AppError('ATTACHMENT_UNKNOWN');
      return getDetail(scope, inserted.value.id);
    },

    /**
     * Opens a ticket nobody signed in for: a problem reported from an equipment label's public page. Like
     * any ticket it is NEW, due after its urgency's hours and assigned to the site's ticket handler; the
     * photo comes stored already, and `within` writes the reporting area's row in the same transaction.
     */
    async openWithoutAccount(
      report: OpeningFields,
      extras: OpeningExtras,
    ): Promise<{ id: string; code: string }> {
      const inserted = await open(report, { authorUserId: null, impersonatorUserId: null }, [], extras);
      if (!inserted.ok) throw new Error(`ticket not opened: ${inserted.reason}`);
      return inserted.value;
    },

    /** The profile's newTickets: tickets with news the user has not opened (open ones, for staff). */
    async countNewTickets(auth: AuthContext): Promise<number> {
      const scope = findTicketScope(auth);
      if (!scope) return 0;
      return deps.tickets.countUnseen(scope, { openOnly: scope.kind === 'staff' });
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
