import {
  buildPath,
  downloadMessageAttachmentContract,
  downloadTicketAttachmentContract,
} from '@portale/shared';
import { getApiBaseUrl } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { toApiError, type AttachmentArea } from './upload-attachment.ts';

/**
 * Downloads a file of a ticket or communication with the user's token and hands it to the browser as a
 * download under its original name.
 */
export async function downloadAttachment(
  area: AttachmentArea,
  ownerId: string,
  attachment: { attachmentId: string; filename: string },
): Promise<void> {
  const path =
    area === 'tickets'
      ? buildPath(downloadTicketAttachmentContract.path, {
          ticketId: ownerId,
          attachmentId: attachment.attachmentId,
        })
      : buildPath(downloadMessageAttachmentContract.path, {
          threadId: ownerId,
          attachmentId: attachment.attachmentId,
        });
  const token = getToken();
  const response = await fetch(`${getApiBaseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
