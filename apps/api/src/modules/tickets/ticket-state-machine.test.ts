import { ticketStates, type TicketState } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.ts';
import {
  assertReopen,
  assertTransition,
  availableActions,
  decideTransition,
  isDueForAutoClose,
  ticketTransitionActions,
  type TicketActor,
  type TicketTransitionAction,
} from './ticket-state-machine.ts';

/** PRODUCT.md's transitions, written out independently of the module's table. */
const allowed: [TicketState, TicketTransitionAction, TicketActor, TicketState][] = [
  ['NEW', 'takeInCharge', 'staff', 'IN_CHARGE'],
  ['IN_CHARGE', 'answer', 'staff', 'MANAGED'],
  ['MANAGED', 'consultAnswer', 'customer', 'ANSWER_CONSULTED'],
  ['MANAGED', 'close', 'customer', 'CLOSED'],
  ['ANSWER_CONSULTED', 'close', 'customer', 'CLOSED'],
  ['MANAGED', 'autoClose', 'system', 'CLOSED'],
  ['ANSWER_CONSULTED', 'autoClose', 'system', 'CLOSED'],
  ['CLOSED', 'reopen', 'customer', 'REOPENED'],
  ['REOPENED', 'takeInCharge', 'staff', 'IN_CHARGE'],
  ['NEW', 'withdraw', 'customer', 'CLOSED'],
];
const actors: TicketActor[] = ['customer', 'staff', 'system'];
const key = (state: string, action: string, actor: string) => `${state} ${action} by ${actor}`;
const allowedKeys = new Set(allowed.map(([state, action, actor]) => key(state, action, actor)));

const refused = ticketStates.flatMap((state) =>
  ticketTransitionActions.flatMap((action) =>
    actors
      .filter((actor) => !allowedKeys.has(key(state, action, actor)))
      .map((actor) => {
        // Refused because of the side when another side may make the action from that state.
        const otherSide = allowed.some(([from, act]) => from === state && act === action);
        return [state, action, actor, otherSide ? 'actor' : 'state'] as const;
      }),
  ),
);

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('the ticket state machine', () => {
  it('covers every state, action and side', () => {
    expect(allowed.length + refused.length).toBe(ticketStates.length * ticketTransitionActions.length * 3);
  });

  it.each(allowed)('allows %s --%s by %s--> %s', (state, action, actor, to) => {
    expect(decideTransition(state, action, actor)).toEqual({ allowed: true, to });
    expect(assertTransition(state, action, actor)).toBe(to);
  });

  it.each(refused)('refuses %s --%s by %s (%s)', (state, action, actor, reason) => {
    expect(decideTransition(state, action, actor)).toEqual({ allowed: false, reason });
    expect(codeOf(() => assertTransition(state, action, actor))).toBe(
      reason === 'actor' ? 'TICKET_TRANSITION_WRONG_ACTOR' : 'TICKET_TRANSITION_NOT_ALLOWED',
    );
  });

  it('answers 409 to every refused transition', () => {
    try {
      assertTransition('CLOSED', 'answer', 'staff');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
    }
  });
});

describe('reopening and automatic closing', () => {
  const closedAt = new Date('2026-03-01T10:00:00Z');
  const days = (n: number) => new Date(closedAt.getTime() + n * 86_400_000);

  it('reopens a closed ticket within the reopening days, up to the last millisecond', () => {
    expect(assertReopen({ state: 'CLOSED', closedAt }, days(30), 30)).toBe('REOPENED');
    expect(codeOf(() => assertReopen({ state: 'CLOSED', closedAt }, days(30.0001), 30))).toBe(
      'TICKET_REOPEN_EXPIRED',
    );
  });

  it('refuses to reopen a ticket that is not closed, whatever its age', () => {
    expect(codeOf(() => assertReopen({ state: 'MANAGED', closedAt: null }, days(1), 30))).toBe(
      'TICKET_TRANSITION_NOT_ALLOWED',
    );
  });

  it('closes answered tickets only once the days have passed', () => {
    expect(isDueForAutoClose(closedAt, days(6.99), 7)).toBe(false);
    expect(isDueForAutoClose(closedAt, days(7), 7)).toBe(true);
  });

  it('offers each side only its own actions', () => {
    const managed = { state: 'MANAGED' as const, closedAt: null };
    expect(availableActions(managed, 'customer', days(0), 30)).toMatchObject({
      close: true,
      withdraw: false,
      answer: false,
      post: true,
    });
    expect(availableActions({ state: 'IN_CHARGE', closedAt: null }, 'staff', days(0), 30)).toMatchObject({
      answer: true,
      takeInCharge: false,
      close: false,
    });
    const closed = { state: 'CLOSED' as const, closedAt };
    expect(availableActions(closed, 'customer', days(2), 30)).toMatchObject({
      reopen: true,
      reopenUntil: days(30).toISOString(),
      post: false,
    });
    expect(availableActions(closed, 'customer', days(31), 30)).toMatchObject({
      reopen: false,
      reopenUntil: null,
    });
  });
});
