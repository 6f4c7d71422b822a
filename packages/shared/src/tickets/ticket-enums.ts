/** Ticket (segnalazione) states, types, urgencies and votes of SPEC.md section 4, with Italian labels. */

export const ticketStates = [
  'NEW',
  'IN_CHARGE',
  'MANAGED',
  'ANSWER_CONSULTED',
  'CLOSED',
  'REOPENED',
] as const;
export type TicketState = (typeof ticketStates)[number];

/** SPEC.md section 4: MANAGED and ANSWER_CONSULTED read the same to users ("Gestita"). */
export const ticketStateLabels: Record<TicketState, string> = {
  NEW: 'Nuova',
  IN_CHARGE: 'Presa in carico',
  MANAGED: 'Gestita',
  ANSWER_CONSULTED: 'Gestita',
  CLOSED: 'Chiusa',
  REOPENED: 'Riaperta',
};

/** The states in which the provider still owes an answer: the due time applies to them. */
export const awaitingProviderStates = [
  'NEW',
  'IN_CHARGE',
  'REOPENED',
] as const satisfies readonly TicketState[];

/**
 * The state filter of the lists: one state, MANAGED for both "Gestita" states, or OPEN for every
 * state but CLOSED.
 */
export const ticketStateFilters = ['OPEN', 'NEW', 'IN_CHARGE', 'MANAGED', 'REOPENED', 'CLOSED'] as const;
export type TicketStateFilter = (typeof ticketStateFilters)[number];
export const ticketStateFilterLabels: Record<TicketStateFilter, string> = {
  OPEN: 'Aperte',
  NEW: 'Nuove',
  IN_CHARGE: 'Prese in carico',
  MANAGED: 'Gestite',
  REOPENED: 'Riaperte',
  CLOSED: 'Chiuse',
};

export const ticketTypes = [
  'COMPLAINT',
  'INTERVENTION_REQUEST',
  'MAINTENANCE',
  'OFFER_REQUEST',
  'REPORT',
] as const;
export type TicketType = (typeof ticketTypes)[number];
export const ticketTypeLabels: Record<TicketType, string> = {
  COMPLAINT: 'Reclamo',
  INTERVENTION_REQUEST: 'Richiesta di intervento',
  MAINTENANCE: 'Manutenzione',
  OFFER_REQUEST: 'Richiesta di offerta',
  REPORT: 'Segnalazione',
};

/** From the least to the most urgent: the database sorts them in this order. */
export const ticketUrgencies = ['VERY_LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type TicketUrgency = (typeof ticketUrgencies)[number];
export const ticketUrgencyLabels: Record<TicketUrgency, string> = {
  VERY_LOW: 'Molto bassa',
  LOW: 'Bassa',
  MEDIUM: 'Media',
  HIGH: 'Alta',
  VERY_HIGH: 'Molto alta',
};

/**
 * The default hours within which the provider should answer, by urgency (TICKET_DUE_HOURS_*): the same
 * half day for a risk to people or hygiene, the working day, a day, three days, a week.
 */
export const defaultTicketDueHours: Record<TicketUrgency, number> = {
  VERY_HIGH: 4,
  HIGH: 8,
  MEDIUM: 24,
  LOW: 72,
  VERY_LOW: 168,
};

/** The feedback vote of SPEC.md section 4, 1 to 4. */
export const ticketVotes = [1, 2, 3, 4] as const;
export type TicketVote = (typeof ticketVotes)[number];
export const ticketVoteLabels: Record<TicketVote, string> = {
  1: 'Pessimo',
  2: 'Insufficiente',
  3: 'Sufficiente',
  4: 'Buono',
};

export const ticketSorts = ['lateness', 'updatedAt', 'createdAt', 'dueAt', 'urgency', 'code'] as const;
export type TicketSort = (typeof ticketSorts)[number];

/** At most this many files per ticket message or communication post. */
export const maxAttachmentsPerPost = 10;

/** A ticket code: SEG, the year it was opened and a six-digit number of that year. */
export const ticketCodePattern = /^SEG-\d{4}-\d{6}$/;
export const formatTicketCode = (year: number, number: number): string =>
  `SEG-${year}-${String(number).padStart(6, '0')}`;
