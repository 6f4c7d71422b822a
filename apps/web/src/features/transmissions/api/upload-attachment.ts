import {
  attachmentSchema,
  buildPath,
  uploadMessageAttachmentContract,
  uploadTicketAttachmentContract,
  type Attachment,
} from '@portale/shared';
import { ApiError, getApiBaseUrl } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/** Uploads take longer than other calls on a phone's network: two minutes before giving up. */
const uploadTimeoutMs = 120_000;

export type AttachmentArea = 'tickets' | 'messages';

const contracts = { tickets: uploadTicketAttachmentContract, messages: uploadMessageAttachmentContract };

/** The error of a failed call from its JSON body, as the API client rebuilds it. */
export function toApiError(status: number, payload: unknown): ApiError {
  const body = payload as { message?: unknown; body?: { code?: unknown } } | null;
  if (typeof body?.message === 'string' && typeof body.body?.code === 'string') {
    return new ApiError({ message: body.message, status, body: { code: body.body.code } });
  }
  return new ApiError({ message: 'unexpected server error', status, body: { code: 'UNEXPECTED_RESPONSE' } });
}

/** Sends one file (multipart, field `file`); it waits on the server until a message uses it. */
export async function uploadAttachment(area: AttachmentArea, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${buildPath(contracts[area].path)}`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(uploadTimeoutMs),
    });
  } catch {
    throw new ApiError({ message: 'Errore timeout, riprova', status: 0, body: { code: 'NETWORK_ERROR' } });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return attachmentSchema.parse(payload);
}
