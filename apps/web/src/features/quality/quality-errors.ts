import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The Italian sentence of a failed call of the quality pages, by status. */
export const qualityErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per vedere i controlli di qualità.',
    404: 'Controllo non trovato: non esiste o non è di un’ubicazione che puoi vedere.',
  });
