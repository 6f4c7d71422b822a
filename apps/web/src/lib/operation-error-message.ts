import type { ErrorCode } from '@portale/shared';
import { ApiError } from './api-client.ts';
import { connectionErrorMessage } from './api-error-message.ts';

/** An area's own sentences, by the catalogue's code (or the client's TIMEOUT and NETWORK_ERROR). */
export type MessagesByCode = Partial<Record<ErrorCode | 'TIMEOUT' | 'NETWORK_ERROR', string>>;

const generic = 'Non è stato possibile completare l’operazione. Riprova tra qualche istante.';

/** What the areas that take files and publish say alike, unless they say it their own way. */
const shared: MessagesByCode = {
  ATTACHMENT_CONTENT_MISMATCH:
    'Il contenuto del file non corrisponde alla sua estensione: il file potrebbe essere danneggiato o rinominato.',
  PAYLOAD_TOO_LARGE: 'Il file supera la dimensione massima consentita.',
  FORBIDDEN: 'Non hai il permesso per questa operazione.',
};

/** «Questo tipo di file non è ammesso.», with the formats the upload accepts when they are known. */
export function fileTypeRefused(allowedExtensions: readonly string[]): string {
  const formats = allowedExtensions.length > 0 ? ` Formati ammessi: ${allowedExtensions.join(', ')}.` : '';
  return `Questo tipo di file non è ammesso.${formats}`;
}

/**
 * The Italian sentence for a failed operation: the area's own for the code, else the shared one, the
 * client's timeout message, a connection problem, «Controlla i dati inseriti» for any other 400, or a
 * generic sentence.
 */
export function operationErrorMessage(error: unknown, byCode: MessagesByCode): string {
  if (!(error instanceof ApiError)) return generic;
  const code = error.body.code as keyof MessagesByCode;
  const message = byCode[code] ?? shared[code];
  if (message) return message;
  if (code === 'TIMEOUT') return error.message;
  if (code === 'NETWORK_ERROR') return connectionErrorMessage;
  return error.status === 400 ? 'Controlla i dati inseriti e riprova.' : generic;
}
