import { awaitingProviderStates, type TicketState } from '@portale/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '45 minuti', '3 ore', '2 giorni': a duration in words, rounded to what matters. */
export function describeDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return plural(minutes, 'minuto', 'minuti');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'ora', 'ore');
  return plural(Math.round(hours / 24), 'giorno', 'giorni');
}

/**
 * Where a ticket stands against its due time: only while the provider owes an answer. Late by how long,
 * or how long is left.
 */
export function dueStatus(
  ticket: { state: TicketState; dueAt: string },
  now: Date,
): { late: boolean; text: string } | null {
  if (!(awaitingProviderStates as readonly TicketState[]).includes(ticket.state)) return null;
  const left = Date.parse(ticket.dueAt) - now.getTime();
  return left < 0
    ? { late: true, text: `In ritardo di ${describeDuration(-left)}` }
    : { late: false, text: `Da gestire entro ${describeDuration(left)}` };
}
