import type { QualityControlRequest } from '@portale/shared';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatDate } from '../../lib/format.ts';

/** Where a request stands, as both sides read it: its state, or its control's once started. */
export function requestStage(request: QualityControlRequest): { label: string; color: string } {
  if (request.control?.state === 'completed')
    return request.control.compliant
      ? { label: 'Eseguito: conforme', color: 'green' }
      : { label: 'Eseguito: non conforme', color: 'red' };
  if (request.control) return { label: 'In corso', color: 'blue' };
  return {
    requested: { label: 'In attesa del fornitore', color: 'yellow' },
    proposed: { label: 'Nuovo orario proposto', color: 'orange' },
    scheduled: { label: 'Fissato', color: 'teal' },
    cancelled: { label: 'Annullato', color: 'gray' },
  }[request.state];
}

export const requestStateOptions = [
  { value: 'requested', label: 'In attesa del fornitore' },
  { value: 'proposed', label: 'Nuovo orario proposto' },
  { value: 'scheduled', label: 'Fissato o eseguito' },
  { value: 'cancelled', label: 'Annullato' },
];

/** «03/03/2026, 05/03/2026 o 10/03/2026». */
export const daysList = (days: readonly string[]) => {
  const named = days.map(formatDate);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} o ${named.at(-1)!}`;
};

/** The Italian sentence of a failed step: the API's reasons for a 400, the state's for a 409. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.body.fields?.length)
    return error.body.fields.map((field) => field.message).join(' ');
  return apiErrorMessage(error, {
    400: 'Controlla i dati inseriti.',
    403: 'Non hai i permessi per questa richiesta.',
    404: 'Richiesta non trovata: non esiste o non è di un’ubicazione che puoi vedere.',
    409: 'La richiesta è cambiata nel frattempo: aggiorna la pagina per vedere a che punto è.',
  });
}
