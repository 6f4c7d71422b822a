import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The Italian sentence of a failed call of the quality pages, by status. */
export const qualityErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per vedere i controlli di qualità.',
    404: 'Controllo non trovato: non esiste o non è di un’ubicazione che puoi vedere.',
  });

/** The Italian sentence of a failed call of the reports' page, by status. */
export const qualityReportErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il mese scelto non è ancora cominciato o è fuori dal periodo della commessa.',
    403: 'Non hai i permessi per i rapporti di qualità.',
    404: 'Rapporto o commessa non trovati: non esistono o non sono tra quelli che puoi vedere.',
    409: 'Il rapporto non è ancora pronto: riprova fra poco.',
  });
