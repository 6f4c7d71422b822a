import type { TicketState } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';

/**
 * The ticket state machine of PRODUCT.md, in one place: every transition, the action that makes it and
 * the side allowed to make it. Anything not in the table is refused (409).
 *
 * - NEW -> IN_CHARGE: the provider takes it in charge (also REOPENED -> IN_CHARGE);
 * - IN_CHARGE -> MANAGED: the provider answers;
 * - MANAGED -> ANSWER_CONSULTED: the customer opens the answer;
 * - MANAGED | ANSWER_CONSULTED -> CLOSED: the customer closes it (optional vote), or the portal after
 *   TICKET_AUTO_CLOSE_DAYS;
 * - NEW -> CLOSED: the customer withdraws it;
 * - CLOSED -> REOPENED: the customer, with a reason, within TICKET_REOPEN_DAYS of the closing.
 */
export type TicketActor = 'customer' | 'staff' | 'system';

export const ticketTransitionActions = [
  'takeInCharge',
  'answer',
  'consultAnswer',
  'close',
  'autoClose',
  'withdraw',
  'reopen',
] as const;
export type TicketTransitionAction = (typeof ticketTransitionActions)[number];

type Transition = {
  action: TicketTransitionAction;
  from: TicketState;
  to: TicketState;
  actor: TicketActor;
};

export const ticketTransitions: readonly Transition[] = [
  { action: 'takeInCharge', from: 'NEW', to: 'IN_CHARGE', actor: 'staff' },
  { action: 'takeInCharge', from: 'REOPENED', to: 'IN_CHARGE', actor: 'staff' },
  { action: 'answer', from: 'IN_CHARGE', to: 'MANAGED', actor: 'staff' },
  { action: 'consultAnswer', from: 'MANAGED', to: 'ANSWER_CONSULTED', actor: 'customer' },
  { action: 'close', from: 'MANAGED', to: 'CLOSED', actor: 'customer' },
  { action: 'close', from: 'ANSWER_CONSULTED', to: 'CLOSED', actor: 'customer' },
  { action: 'autoClose', from: 'MANAGED', to: 'CLOSED', actor: 'system' },
  { action: 'autoClose', from: 'ANSWER_CONSULTED', to: 'CLOSED', actor: 'system' },
  { action: 'withdraw', from: 'NEW', to: 'CLOSED', actor: 'customer' },
  { action: 'reopen', from: 'CLOSED', to: 'REOPENED', actor: 'customer' },
];

export type TransitionDecision =
  { allowed: true; to: TicketState } | { allowed: false; reason: 'state' | 'actor' };

/** Whether `actor` may make `action` on a ticket in `state`, and the state it leads to. */
export function decideTransition(
  state: TicketState,
  action: TicketTransitionAction,
  actor: TicketActor,
): TransitionDecision {
  const fromState = ticketTransitions.filter((t) => t.action === action && t.from === state);
  const transition = fromState.find((t) => t.actor === actor);
  if (transition) return { allowed: true, to: transition.to };
  return { allowed: false, reason: fromState.length > 0 ? 'actor' : 'state' };
}

/** The state `action` leads to, or 409 with the catalogue's reason. */
export function assertTransition(
  state: TicketState,
  action: TicketTransitionAction,
  actor: TicketActor,
): TicketState {
  const decision = decideTransition(state, action, actor);
  if (decision.allowed) return decision.to;
  throw new AppError(
    decision.reason === 'actor' ? 'TICKET_TRANSITION_WRONG_ACTOR' : 'TICKET_TRANSITION_NOT_ALLOWED',
  );
}

const dayMs = 86_400_000;

/** The last moment a ticket closed at `closedAt` may be reopened. */
export const reopenDeadline = (closedAt: Date, reopenDays: number): Date =>
  new Date(closedAt.getTime() + reopenDays * dayMs);

/** Reopening: the transition, and the closing no older than the reopening days (409 otherwise). */
export function assertReopen(
  ticket: { state: TicketState; closedAt: Date | null },
  now: Date,
  reopenDays: number,
): TicketState {
  const to = assertTransition(ticket.state, 'reopen', 'customer');
  if (!ticket.closedAt || now > reopenDeadline(ticket.closedAt, reopenDays)) {
    throw new AppError('TICKET_REOPEN_EXPIRED');
  }
  return to;
}

/** Whether an answered ticket is old enough to close by itself. */
export const isDueForAutoClose = (answeredAt: Date, now: Date, autoCloseDays: number): boolean =>
  now.getTime() - answeredAt.getTime() >= autoCloseDays * dayMs;

/** A viewer's possible actions on a ticket, for the buttons of the detail page. */
export function availableActions(
  ticket: { state: TicketState; closedAt: Date | null },
  actor: 'customer' | 'staff',
  now: Date,
  reopenDays: number,
) {
  const can = (action: TicketTransitionAction) => decideTransition(ticket.state, action, actor).allowed;
  const until = ticket.closedAt ? reopenDeadline(ticket.closedAt, reopenDays) : null;
  const reopen = can('reopen') && until !== null && now <= until;
  return {
    withdraw: can('withdraw'),
    close: can('close'),
    reopen,
    reopenUntil: reopen && until ? until.toISOString() : null,
    takeInCharge: can('takeInCharge'),
    answer: can('answer'),
    post: ticket.state !== 'CLOSED',
  };
}
