import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { booleanQuerySchema, pagingQuerySchema } from '../sites/site-queries.ts';
import { attachmentIdsSchema, attachmentSchema } from './attachment.schemas.ts';
import { codeText, formText, searchText } from './text.schemas.ts';
import {
  ticketSorts,
  ticketStateFilters,
  ticketStates,
  ticketTypes,
  ticketUrgencies,
  ticketVotes,
} from './ticket-enums.ts';

export const ticketIdParams = z.object({ ticketId: z.uuid().describe('The ticketId') });

/** A ticket in a list: the customer's list and the provider's queue. */
export const ticketListItemSchema = z.object({
  ticketId: z.string(),
  code: z.string(),
  type: z.enum(ticketTypes),
  urgency: z.enum(ticketUrgencies),
  state: z.enum(ticketStates),
  subject: z.string(),
  siteCode: z.string(),
  siteName: z.string(),
  room: z.string().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  /** Null when the author's account was deleted. */
  authorName: z.string().nullable(),
  /**
   * The staff user who opened it while signed in as the author (impersonation): shown as «Mario Rossi
   * per conto di Giulia Bianchi». Null when the author opened it themselves.
   */
  actingStaffName: z.string().nullable(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the provider should have answered, from the urgency (reset when the ticket is reopened). */
  dueAt: z.string(),
  /** The provider still owes an answer and the due time has passed. */
  late: z.boolean(),
  /** The contact role that handles tickets for the site (e.g. Capo cantiere), when one is set. */
  assignedRole: z.string().nullable(),
  assignedContactName: z.string().nullable(),
  /** Something happened on the ticket since the caller last opened it. */
  unseen: z.boolean(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const ticketListResultSchema = z.object({
  data: z.array(ticketListItemSchema),
  total: z.number().int(),
});
export type TicketListResult = z.infer<typeof ticketListResultSchema>;

/** The filters, sort and page of both lists. Period: the day the ticket was opened, in Italy. */
export const ticketListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(ticketStateFilters).optional(),
  type: z.enum(ticketTypes).optional(),
  urgency: z.enum(ticketUrgencies).optional(),
  siteCode: codeText(16).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Searched in the code, subject, description, room and site name (and customer name for staff). */
  query: searchText(),
  /** Only tickets past their due time and still awaiting the provider. */
  late: booleanQuerySchema.optional(),
  /** Latest news first by default; `lateness` puts what awaits the provider first, most overdue first. */
  sortBy: z.enum(ticketSorts).default('updatedAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
/** The query as a client sends it (booleans as 'true' or 'false'). */
export type TicketListQueryInput = z.input<typeof ticketListQuerySchema>;

/** The provider's queue: the same filters, one customer optionally, lateness first by default. */
export const staffTicketListQuerySchema = ticketListQuerySchema.extend({
  customerCode: codeText(16).optional(),
  /** Only tickets awaiting the provider due by the end of today in Italy, late ones included. */
  lateOrDueToday: booleanQuerySchema.optional(),
  sortBy: z.enum(ticketSorts).default('lateness'),
});
export type StaffTicketListQuery = z.infer<typeof staffTicketListQuerySchema>;
export type StaffTicketListQueryInput = z.input<typeof staffTicketListQuerySchema>;

export const ticketEventKinds = ['created', 'message', 'state'] as const;
export type TicketEventKind = (typeof ticketEventKinds)[number];

/** One entry of a ticket's history: its opening, a message of the thread, or a change of state. */
export const ticketEventSchema = z.object({
  eventId: z.string(),
  kind: z.enum(ticketEventKinds),
  fromState: z.enum(ticketStates).nullable(),
  toState: z.enum(ticketStates).nullable(),
  /** The message, the description (created), or the reason or comment of a change of state. */
  text: z.string().nullable(),
  /** Who wrote it: the customer's side, the provider's, or the portal itself (automatic closing). */
  side: z.enum(['customer', 'provider', 'system']),
  authorName: z.string().nullable(),
  /** The staff user who wrote it while signed in as the author (impersonation); null otherwise. */
  actingStaffName: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

/** What the caller may do now, from the state machine (the buttons of the detail page). */
export const ticketActionsSchema = z.object({
  withdraw: z.boolean(),
  close: z.boolean(),
  reopen: z.boolean(),
  /** The last moment a reopening is accepted, for a closed ticket. */
  reopenUntil: z.string().nullable(),
  takeInCharge: z.boolean(),
  answer: z.boolean(),
  /** Writing in the thread without changing the state. */
  post: z.boolean(),
});
export type TicketActions = z.infer<typeof ticketActionsSchema>;

export const ticketDetailSchema = ticketListItemSchema.extend({
  description: z.string(),
  closedAt: z.string().nullable(),
  /** Closed by the portal after the answer went unacknowledged for the configured days. */
  closedAutomatically: z.boolean(),
  vote: z.number().int().nullable(),
  voteComment: z.string().nullable(),
  reopenReason: z.string().nullable(),
  events: z.array(ticketEventSchema),
  actions: ticketActionsSchema,
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const createTicketRequestSchema = z.object({
  type: z.enum(ticketTypes),
  urgency: z.enum(ticketUrgencies),
  siteCode: formText(16),
  /** Free text until rooms exist (e.g. "Piano 2, bagno del corridoio est"). */
  room: formText(120, 0).optional(),
  subject: formText(150),
  description: formText(5000),
  attachmentIds: attachmentIdsSchema,
});
export type CreateTicketRequest = z.infer<typeof createTicketRequestSchema>;

export const closeTicketRequestSchema = z.object({
  /** 1 Pessimo, 2 Insufficiente, 3 Sufficiente, 4 Buono; optional. */
  vote: z.number().int().min(1).max(ticketVotes.length).optional(),
  comment: formText(2000, 0).optional(),
});
export type CloseTicketRequest = z.infer<typeof closeTicketRequestSchema>;

export const reopenTicketRequestSchema = z.object({ reason: formText(2000) });
export type ReopenTicketRequest = z.infer<typeof reopenTicketRequestSchema>;

export const ticketMessageRequestSchema = z.object({
  text: formText(5000),
  attachmentIds: attachmentIdsSchema,
});
export type TicketMessageRequest = z.infer<typeof ticketMessageRequestSchema>;

/** A site the caller may open a ticket on (or filter by). */
export const ticketSiteOptionSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  city: z.string(),
});
export type TicketSiteOption = z.infer<typeof ticketSiteOptionSchema>;

export const seenTicketResultSchema = z.object({ state: z.enum(ticketStates) });
