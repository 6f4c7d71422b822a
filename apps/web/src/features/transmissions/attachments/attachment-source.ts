import {
  downloadMessageAttachmentContract,
  downloadTicketAttachmentContract,
  type Attachment,
} from '@portale/shared';
import type { AttachmentArea } from '../api/upload-attachment.ts';

/** The call that serves a file of a ticket or of a communication. */
export const attachmentContractOf = (area: AttachmentArea) =>
  area === 'tickets' ? downloadTicketAttachmentContract : downloadMessageAttachmentContract;

/** That call's path parameters for one file of the ticket or thread `ownerId`. */
export const attachmentParams = (
  area: AttachmentArea,
  ownerId: string,
  attachment: Pick<Attachment, 'attachmentId'>,
): Record<string, string> =>
  area === 'tickets'
    ? { ticketId: ownerId, attachmentId: attachment.attachmentId }
    : { threadId: ownerId, attachmentId: attachment.attachmentId };
