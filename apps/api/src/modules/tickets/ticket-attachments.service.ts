import type { Attachment } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import { toAttachment } from './ticket-mappers.ts';
import type { TicketAttachmentsRepository } from './ticket-attachments.repository.ts';
import { ticketScopeOf } from './ticket-scope.ts';
import type { TicketsService } from './tickets.service.ts';

/** An upload not used by a message within this time is discarded. */
export const draftLifetimeMs = 24 * 3_600_000;

/** Ticket files: uploads by those who may write on tickets, downloads after the ticket's own check. */
export function createTicketAttachmentsService(deps: {
  tickets: Pick<TicketsService, 'findVisibleTicket'>;
  attachments: TicketAttachmentsRepository;
  store: AttachmentStore;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Reads the file only once the caller is known to write on tickets (403 otherwise). */
    async upload(auth: AuthContext, readFile: () => Promise<UploadedFile>): Promise<Attachment> {
      ticketScopeOf(auth);
      const stored = await deps.store.store(await readFile());
      return toAttachment(await deps.attachments.insertDraft({ ...stored, uploadedByUserId: auth.userId }));
    },

    /** A file of a ticket the caller may see: the ticket first (404), then the file (404). */
    async open(auth: AuthContext, ticketId: string, attachmentId: string) {
      await deps.tickets.findVisibleTicket(ticketScopeOf(auth), ticketId);
      const attachment = await deps.attachments.findOne(ticketId, attachmentId);
      const file = attachment ? await deps.store.open(attachment.storageKey) : null;
      if (!attachment || !file) throw new AppError('ATTACHMENT_NOT_FOUND');
      return { ...file, contentType: attachment.contentType, filename: attachment.filename };
    },

    /** Discards the uploads no message used within a day. */
    async purgeDrafts(): Promise<number> {
      const keys = await deps.attachments.deleteDraftsBefore(new Date(now().getTime() - draftLifetimeMs));
      await deps.store.remove(keys);
      return keys.length;
    },
  };
}

export type TicketAttachmentsService = ReturnType<typeof createTicketAttachmentsService>;
