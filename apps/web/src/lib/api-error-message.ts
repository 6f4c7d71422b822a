import { ApiError } from './api-client.ts';

export type MessagesByStatus = Partial<Record<number, string>>;

export const genericErrorMessage = 'Si è verificato un errore imprevisto, riprova più tardi.';
export const connectionErrorMessage =
  'Impossibile contattare il portale: controlla la connessione e riprova.';

/**
 * The Italian sentence for a failed call: the client's timeout message, a connection problem, the
 * screen's own message for the status, or the fallback.
 */
export function apiErrorMessage(
  error: unknown,
  byStatus: MessagesByStatus,
  fallback: string = genericErrorMessage,
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.body.code === 'TIMEOUT') return error.message;
  if (error.body.code === 'NETWORK_ERROR') return connectionErrorMessage;
  return byStatus[error.status] ?? fallback;
}

/** The status of a failed call, or null when it is not an answer of the API. */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);
