import type {
  CloseTicketRequest,
  ReopenTicketRequest,
  TicketMessageRequest,
  TicketState,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { authorshipOf } from '../../plugins/authorship.ts';
import type { NewTicketEvent, TicketEventsRepository, TicketPatch } from './ticket-events.repository.ts';
import type { TicketNews, TicketNotifier } from './ticket-notifier.ts';
import { actorOf, ticketScopeOf, type TicketScope } from './ticket-scope.ts';
import { assertReopen, assertTransition, type TicketTransitionAction } from './ticket-state-machine.ts';
import type { TicketRules, TicketsService } from './tickets.service.ts';

const dayMs = 86_400_000;

type VisibleTicket = Awaited<ReturnType<TicketsService['findVisibleTicket']>>;

/**
 * Every change to a ticket: the transitions of the state machine (ticket-state-machine.ts), the
 * messages of the thread, the seen markers and the automatic closing; each change the author did not
 * make is told to them (ticket-notifier.ts). Each event records its author, and the staff user acting
 * for them when impersonating (authorshipOf).
 */
export function createTicketWorkflowService(deps: {
  tickets: Pick<TicketsService, 'findVisibleTicket'>;
  events: TicketEventsRepository;
  notifier: TicketNotifier;
  rules: TicketRules;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const sideOf = (scope: TicketScope) =>
    scope.kind === 'staff' ? ('provider' as const) : ('customer' as const);

  /** Records a change against the state the ticket was read in: 409 if it moved meanwhile. */
  async function record(
    scope: TicketScope,
    ticket: { ticketId: string; state: TicketState },
    change: { patch: TicketPatch; events: NewTicketEvent[]; attachmentIds?: readonly string[]; at: Date },
  ) {
    const result = await deps.events.record({
      ticketId: ticket.ticketId,
      expectedState: ticket.state,
      actorUserId: scope.userId,
      ...change,
    });
    if (!result.ok) {
      throw new AppError(
        result.reason === 'attachments' ? 'ATTACHMENT_UNKNOWN' : 'TICKET_TRANSITION_NOT_ALLOWED',
      );
    }
  }

  /** One transition by the caller, with the text it carries and the ticket fields it sets. */
  async function transition(
    auth: AuthContext,
    ticketId: string,
    action: TicketTransitionAction,
    options: { text?: string | null; patch?: (ticket: VisibleTicket, at: Date) => TicketPatch } = {},
  ) {
    const scope = ticketScopeOf(auth);
    const ticket = await deps.tickets.findVisibleTicket(scope, ticketId);
    const at = now();
    const to =
      action === 'reopen'
        ? assertReopen(ticket, at, deps.rules.reopenDays)
        : assertTransition(ticket.state, action, actorOf(scope));
    await record(scope, ticket, {
      at,
      patch: { state: to, updatedAt: at, lastActorUserId: scope.userId, ...options.patch?.(ticket, at) },
      events: [
        {
          kind: 'state',
          fromState: ticket.state,
          toState: to,
          body: options.text ?? null,
          side: sideOf(scope),
          ...authorshipOf(auth),
          createdAt: at,
        },
      ],
    });
    await deps.notifier.tell(ticket, { kind: 'state', toState: to }, scope.userId);
    return to;
  }

  /** A message of the thread; the provider's answer also moves the ticket to MANAGED. */
  async function post(auth: AuthContext, ticketId: string, request: TicketMessageRequest, asAnswer: boolean) {
    const scope = ticketScopeOf(auth);
    const ticket = await deps.tickets.findVisibleTicket(scope, ticketId);
    const at = now();
    const to = asAnswer ? assertTransition(ticket.state, 'answer', actorOf(scope)) : ticket.state;
    if (!asAnswer && ticket.state === 'CLOSED') throw new AppError('TICKET_CLOSED');
    const base = {
      fromState: null,
      toState: null,
      side: sideOf(scope),
      ...authorshipOf(auth),
      createdAt: at,
    };
    const events: NewTicketEvent[] = [{ ...base, kind: 'message', body: request.text }];
    if (asAnswer) events.push({ ...base, kind: 'state', fromState: ticket.state, toState: to, body: null });
    await record(scope, ticket, {
      at,
      attachmentIds: request.attachmentIds,
      patch: {
        state: to,
        updatedAt: at,
        lastActorUserId: scope.userId,
        ...(asAnswer && { answeredAt: at }),
      },
      events,
    });
    if (scope.kind === 'staff') {
      const news: TicketNews = asAnswer ? { kind: 'answer' } : { kind: 'message' };
      await deps.notifier.tell(ticket, news, scope.userId);
    }
  }

  return {
    withdraw: (auth: AuthContext, ticketId: string) =>
      transition(auth, ticketId, 'withdraw', { patch: (_ticket, at) => ({ closedAt: at }) }),

    close: (auth: AuthContext, ticketId: string, request: CloseTicketRequest) =>
      transition(auth, ticketId, 'close', {
        text: request.comment || null,
        patch: (_ticket, at) => ({
          closedAt: at,
          closedAutomatically: false,
          vote: request.vote ?? null,
          voteComment: request.comment || null,
        }),
      }),

    /** Reopening starts the clock again: the provider owes a new answer within the urgency's hours. */
    reopen: (auth: AuthContext, ticketId: string, request: ReopenTicketRequest) =>
      transition(auth, ticketId, 'reopen', {
        text: request.reason,
        patch: (ticket, at) => ({
          reopenReason: request.reason,
          closedAt: null,
          closedAutomatically: false,
          answeredAt: null,
          dueAt: new Date(at.getTime() + deps.rules.dueHours[ticket.urgency] * 3_600_000),
        }),
      }),

    takeInCharge: (auth: AuthContext, ticketId: string) => transition(auth, ticketId, 'takeInCharge'),

    answer: (auth: AuthContext, ticketId: string, request: TicketMessageRequest) =>
      post(auth, ticketId, request, true),

    postMessage: (auth: AuthContext, ticketId: string, request: TicketMessageRequest) =>
      post(auth, ticketId, request, false),

    /**
     * The caller opened the ticket: it is seen (the badge), and a customer opening a MANAGED ticket
     * has consulted the answer. Staff looking through a customer's eyes (impersonation) leave no trace:
     * the customer has not read anything. Answers the state after the call.
     */
    async markSeen(auth: AuthContext, ticketId: string): Promise<TicketState> {
      const scope = ticketScopeOf(auth);
      const ticket = await deps.tickets.findVisibleTicket(scope, ticketId);
      if (auth.impersonatorUserId) return ticket.state;
      const at = now();
      if (scope.kind === 'customer' && ticket.state === 'MANAGED') {
        const to = assertTransition(ticket.state, 'consultAnswer', 'customer');
        // Reading the answer is not news: the ticket's last update and actor stay as they were.
        await record(scope, ticket, {
          at,
          patch: { state: to },
          events: [
            {
              kind: 'state',
              fromState: ticket.state,
              toState: to,
              body: null,
              side: 'customer',
              ...authorshipOf(auth),
              createdAt: at,
            },
          ],
        });
        return to;
      }
      await deps.events.markSeen(ticketId, scope.userId, at);
      return ticket.state;
    },

    /** Closes the tickets answered at least TICKET_AUTO_CLOSE_DAYS ago; returns how many. */
    async closeAnsweredTickets(): Promise<number> {
      const at = now();
      const closed = await deps.events.closeAnsweredBefore(
        new Date(at.getTime() - deps.rules.autoCloseDays * dayMs),
        at,
      );
      for (const ticket of closed) {
        await deps.notifier.tell(ticket, { kind: 'state', toState: 'CLOSED', automatic: true }, null);
      }
      return closed.length;
    },
  };
}

export type TicketWorkflowService = ReturnType<typeof createTicketWorkflowService>;
