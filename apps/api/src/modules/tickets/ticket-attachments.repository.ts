import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { ticketAttachments, type Database } from '@portale/db';

export type NewAttachment = {
  storageKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  uploadedByUserId: string;
};

const attachmentColumns = {
  attachmentId: ticketAttachments.id,
  eventId: ticketAttachments.eventId,
  filename: ticketAttachments.filename,
  contentType: ticketAttachments.contentType,
  sizeBytes: ticketAttachments.sizeBytes,
};

/** Ticket files: uploads kept as drafts until a message uses them, and the files of each ticket. */
export function createTicketAttachmentsRepository(db: Database) {
  return {
    async insertDraft(attachment: NewAttachment) {
      const [row] = await db.insert(ticketAttachments).values(attachment).returning(attachmentColumns);
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    /** Every file of a ticket, in upload order. */
    findForTicket(ticketId: string) {
      return db
        .select(attachmentColumns)
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticketId))
        .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
    },

    /** One file of one ticket (the caller checked the ticket first). */
    async findOne(ticketId: string, attachmentId: string) {
      const [row] = await db
        .select({ ...attachmentColumns, storageKey: ticketAttachments.storageKey })
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
        .limit(1);
      return row ?? null;
    },

    /** Forgets drafts uploaded before `before` and returns their storage keys. */
    async deleteDraftsBefore(before: Date) {
      const rows = await db
        .delete(ticketAttachments)
        .where(and(isNull(ticketAttachments.ticketId), lt(ticketAttachments.createdAt, before)))
        .returning({ storageKey: ticketAttachments.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}

export type TicketAttachmentsRepository = ReturnType<typeof createTicketAttachmentsRepository>;
