import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ticketStates, ticketTypes, ticketUrgencies } from '@portale/shared';
import { contactRoles, contacts } from './contacts.ts';
import { customers, sites } from './organisation.ts';
import { users } from './users.ts';

export const ticketState = pgEnum('ticket_state', ticketStates);
export const ticketType = pgEnum('ticket_type', ticketTypes);
/** Declared from the least to the most urgent, so that sorting by it sorts by urgency. */
export const ticketUrgency = pgEnum('ticket_urgency', ticketUrgencies);
export const ticketEventKind = pgEnum('ticket_event_kind', ['created', 'message', 'state']);
export const transmissionSide = pgEnum('transmission_side', ['customer', 'provider', 'system']);

/** The last ticket number of each year, for codes SEG-YYYY-NNNNNN. */
export const ticketCodeCounters = pgTable('ticket_code_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A ticket (segnalazione) a customer user opens on a site; the provider takes it in charge and answers. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 20 }).notNull(),
    type: ticketType('type').notNull(),
    urgency: ticketUrgency('urgency').notNull(),
    state: ticketState('state').notNull().default('NEW'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code),
    /** The site's customer, kept on the ticket for the lists and counts. */
    customerCode: varchar('customer_code', { length: 16 })
      .notNull()
      .references(() => customers.code),
    /** Free text until rooms exist. */
    room: text('room'),
    /** Null once the author's account is deleted. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff user who opened it while signed in as the author (impersonation); null otherwise. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The site's contact role that handles tickets, and the person in it, when the site has one. */
    assignedContactRoleId: integer('assigned_contact_role_id').references(() => contactRoles.id, {
      onDelete: 'set null',
    }),
    assignedContactId: integer('assigned_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** When the provider should answer: opening (or reopening) plus the urgency's due hours. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last event of any kind; with lastActorUserId it drives the "new tickets" badge. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the last event; null for the portal itself (automatic closing). */
    lastActorUserId: uuid('last_actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the provider last answered (MANAGED): automatic closing counts from it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedAutomatically: boolean('closed_automatically').notNull().default(false),
    /** The feedback vote 1-4 given when closing, and its comment. */
    vote: smallint('vote'),
    voteComment: text('vote_comment'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    index('tickets_customer_updated_idx').on(t.customerCode, t.updatedAt),
    index('tickets_site_idx').on(t.siteCode),
    index('tickets_author_idx').on(t.authorUserId),
    index('tickets_state_due_idx').on(t.state, t.dueAt),
    index('tickets_updated_idx').on(t.updatedAt),
  ],
);

/** A ticket's history: its opening, the thread's messages and every change of state. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: ticketEventKind('kind').notNull(),
    fromState: ticketState('from_state'),
    toState: ticketState('to_state'),
    /** The message, the description, or the reason or comment of a change of state. */
    body: text('body'),
    side: transmissionSide('side').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The staff user who made it while signed in as the author (impersonation): the opening, a message,
     * a change of state with its vote or reason. Null otherwise.
     */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * A file of a ticket's event. Uploaded first (ticketId and eventId null: a draft of its uploader), then
 * attached when the message is sent. The bytes live under DATA_DIR/files with a generated name.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => ticketEvents.id, {
      onDelete: 'cascade',
    }),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    filename: text('filename').notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_attachments_ticket_idx').on(t.ticketId, t.eventId),
    index('ticket_attachments_draft_idx').on(t.uploadedByUserId, t.ticketId),
  ],
);

/** When each user last opened each ticket: what changed since is new for them (the badge). */
export const ticketSeen = pgTable(
  'ticket_seen',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ticketId] })],
);
