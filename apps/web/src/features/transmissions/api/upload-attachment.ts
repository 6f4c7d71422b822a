import {
  uploadMessageAttachmentContract,
  uploadTicketAttachmentContract,
  type Attachment,
} from '@portale/shared';
import { uploadApiFile } from '../../../lib/api-files.ts';

export type AttachmentArea = 'tickets' | 'messages';

/** Sends one file (multipart, field `file`); it waits on the server until a message uses it. */
export function uploadAttachment(area: AttachmentArea, file: File): Promise<Attachment> {
  return area === 'tickets'
    ? uploadApiFile(uploadTicketAttachmentContract, file)
    : uploadApiFile(uploadMessageAttachmentContract, file);
}
