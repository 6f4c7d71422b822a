import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/**
 * The Italian sentence of a failed call of the plan's pages: a 400 of the plan's rules carries its
 * reason, in Italian, in its fields (a day the schedule does not give, a record ahead of its day).
 */
export function planningErrorMessage(error: unknown): string {
  const reasons = error instanceof ApiError && error.status === 400 ? (error.body.fields ?? []) : [];
  if (reasons.length > 0) return reasons.map((field) => field.message).join(' ');
  return apiErrorMessage(error, {
    403: 'Non hai i permessi per modificare la programmazione dei servizi.',
    404: 'Servizio, calendario o chiusura non trovati: forse sono stati appena tolti. Ricarica la pagina.',
  });
}

/** The Italian sentence of a failed read of the services or the plan. */
export const planReadErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per vedere i servizi di questa ubicazione.',
  });
