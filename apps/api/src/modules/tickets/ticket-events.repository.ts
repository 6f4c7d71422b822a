import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ticketAttachments, ticketEvents, ticketSeen, tickets, users, type Database } from '@portale/db';
import type { TicketState } from '@portale/shared';

/** A write of the ticket's history that could not be made: the state moved, or an upload is not the user's. */
export type RollbackReason = 'stale' | 'attachments';

class Rollback extends Error {
  constructor(readonly reason: RollbackReason) {
    super(reason);
  }
}

/** Runs `work` in a transaction; a Rollback thrown inside undoes it and is answered as its reason. */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: RollbackReason }> {
  try {
    return { ok: true, value: await db.transaction((tx) => work(tx)) };
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, reason: error.reason };
    throw error;
  }
}

export type NewTicketEvent = {
  kind: 'created' | 'message' | 'state';
  fromState: TicketState | null;
  toState: TicketState | null;
  body: string | null;
  side: 'customer' | 'provider' | 'system';
  authorUserId: string | null;
  /** The staff user who made it while signed in as the author (authorshipOf); null otherwise. */
  impersonatorUserId: string | null;
  createdAt: Date;
};

const impersonators = alias(users, 'impersonator');

/**
 * Appends events to a ticket's history; the uploader's drafts among `attachmentIds` are attached to
 * the first one (the opening or the message). Rolls back when one of them is not such a draft.
 */
export async function insertEvents(
  tx: Database,
  ticketId: string,
  uploaderId: string | null,
  attachmentIds: readonly string[],
  events: readonly NewTicketEvent[],
): Promise<void> {
  let firstEventId: number | null = null;
  for (const event of events) {
    const [row] = await tx
      .insert(ticketEvents)
      .values({ ticketId, ...event })
      .returning({ id: ticketEvents.id });
    firstEventId ??= row?.id ?? null;
  }
  if (attachmentIds.length === 0) return;
  if (firstEventId === null || uploaderId === null) throw new Rollback('attachments');
  const linked = await tx
    .update(ticketAttachments)
    .set({ ticketId, eventId: firstEventId })
    .where(
      and(
        inArray(ticketAttachments.id, [...attachmentIds]),
        eq(ticketAttachments.uploadedByUserId, uploaderId),
        isNull(ticketAttachments.ticketId),
      ),
    )
    .returning({ id: ticketAttachments.id });
  if (linked.length !== new Set(attachmentIds).size) throw new Rollback('attachments');
}

/** A file the attachment store has kept (plugins/attachment-store.ts), not yet any ticket's. */
export type StoredAttachment = {
  storageKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
};

/** Files stored on the way in (a report without an account has no drafts), on the ticket's opening. */
export async function attachStoredFiles(
  tx: Database,
  ticketId: string,
  files: readonly StoredAttachment[],
): Promise<void> {
  const [opening] = await tx
    .select({ id: ticketEvents.id })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.id))
    .limit(1);
  if (!opening) throw new Error('ticket without its opening');
  await tx
    .insert(ticketAttachments)
    .values(files.map((file) => ({ ...file, ticketId, eventId: opening.id })));
}

export async function markSeen(tx: Database, ticketId: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(ticketSeen)
    .values({ ticketId, userId, seenAt: at })
    .onConflictDoUpdate({
      target: [ticketSeen.userId, ticketSeen.ticketId],
      set: { seenAt: sql`greatest(${ticketSeen.seenAt}, excluded.seen_at)` },
    });
}

export type TicketPatch = Partial<
  Pick<
    typeof tickets.$inferInsert,
    | 'state'
    | 'updatedAt'
    | 'lastActorUserId'
    | 'answeredAt'
    | 'closedAt'
    | 'closedAutomatically'
    | 'vote'
    | 'voteComment'
    | 'reopenReason'
    | 'dueAt'
  >
>;

/** Writes to a ticket's history: changes of state, messages, seen markers, the automatic closing. */
export function createTicketEventsRepository(db: Database) {
  return {
    /**
     * Updates the ticket if it is still in `expectedState` and appends the events, in one transaction;
     * the actor's seen marker moves to the change.
     */
    record(input: {
      ticketId: string;
      expectedState: TicketState;
      patch: TicketPatch;
      events: readonly NewTicketEvent[];
      actorUserId: string | null;
      attachmentIds?: readonly string[];
      at: Date;
    }) {
      return inTransaction(db, async (tx) => {
        const updated = await tx
          .update(tickets)
          .set(input.patch)
          .where(and(eq(tickets.id, input.ticketId), eq(tickets.state, input.expectedState)))
          .returning({ id: tickets.id });
        if (updated.length === 0) throw new Rollback('stale');
        await insertEvents(tx, input.ticketId, input.actorUserId, input.attachmentIds ?? [], input.events);
        if (input.actorUserId) await markSeen(tx, input.ticketId, input.actorUserId, input.at);
      });
    },

    markSeen: (ticketId: string, userId: string, at: Date) => markSeen(db, ticketId, userId, at),

    /** The history of a ticket, oldest first, with the authors' names and the staff acting for them. */
    findEvents(ticketId: string) {
      return db
        .select({
          id: ticketEvents.id,
          kind: ticketEvents.kind,
          fromState: ticketEvents.fromState,
          toState: ticketEvents.toState,
          body: ticketEvents.body,
          side: ticketEvents.side,
          authorFirstName: users.firstName,
          authorLastName: users.lastName,
          actingStaffFirstName: impersonators.firstName,
          actingStaffLastName: impersonators.lastName,
          createdAt: ticketEvents.createdAt,
        })
        .from(ticketEvents)
        .leftJoin(users, eq(users.id, ticketEvents.authorUserId))
        .leftJoin(impersonators, eq(impersonators.id, ticketEvents.impersonatorUserId))
        .where(eq(ticketEvents.ticketId, ticketId))
        .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
    },

    /**
     * Closes every answered ticket whose answer is older than `cutoff`, each with a system event, and
     * returns them (for the notifications). A ticket the customer has written on since the answer stays
     * open: the conversation is not over.
     */
    async closeAnsweredBefore(cutoff: Date, now: Date) {
      const result = await db.execute(sql`
        with due as (
          select id, state from tickets
          where state in ('MANAGED', 'ANSWER_CONSULTED') and answered_at <= ${cutoff.toISOString()}::timestamptz
            and not exists (
              select 1 from ticket_events e
              where e.ticket_id = tickets.id and e.kind = 'message' and e.side = 'customer'
                and e.created_at > tickets.answered_at)
          for update skip locked
        ), closed as (
          update tickets t
          set state = 'CLOSED', closed_at = ${now.toISOString()}::timestamptz, closed_automatically = true,
            updated_at = ${now.toISOString()}::timestamptz, last_actor_user_id = null
          from due where t.id = due.id
          returning t.id, t.code, t.subject, t.author_user_id, due.state as from_state
        ), events as (
          insert into ticket_events (ticket_id, kind, from_state, to_state, side, created_at)
          select id, 'state'::ticket_event_kind, from_state, 'CLOSED'::ticket_state,
            'system'::transmission_side, ${now.toISOString()}::timestamptz from closed
        )
        select id, code, subject, author_user_id from closed`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        ticketId: String(row.id),
        code: String(row.code),
        subject: String(row.subject),
        authorUserId: row.author_user_id === null ? null : String(row.author_user_id),
      }));
    },
  };
}

export type TicketEventsRepository = ReturnType<typeof createTicketEventsRepository>;
