import { downloadMessageAttachmentContract, downloadTicketAttachmentContract } from '@portale/shared';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import type { AttachmentArea } from './upload-attachment.ts';

/**
 * Downloads a file of a ticket or communication with the user's token and hands it to the browser as a
 * download under its original name.
 */
export async function downloadAttachment(
  area: AttachmentArea,
  ownerId: string,
  attachment: { attachmentId: string; filename: string },
): Promise<void> {
  const file =
    area === 'tickets'
      ? await downloadApiFile(downloadTicketAttachmentContract, {
          params: { ticketId: ownerId, attachmentId: attachment.attachmentId },
          fallbackFilename: attachment.filename,
        })
      : await downloadApiFile(downloadMessageAttachmentContract, {
          params: { threadId: ownerId, attachmentId: attachment.attachmentId },
          fallbackFilename: attachment.filename,
        });
  saveFile({ ...file, filename: attachment.filename });
}
