import { apiErrorMessage, statusOf } from '../../../lib/api-error-message.ts';

export type ErrorPage = { title: string; text: string };

/** What a customer reads when a site cannot be opened, by the API's answer. */
export function siteDetailErrorPage(error: unknown): ErrorPage {
  switch (statusOf(error)) {
    case 403:
      return {
        title: 'Questa ubicazione non appartiene alla tua azienda',
        text: 'Puoi consultare solo le ubicazioni della tua azienda che ti sono state assegnate. Se pensi che sia un errore, contatta il tuo referente.',
      };
    case 404:
      return {
        title: 'Ubicazione non trovata',
        text: 'L’ubicazione cercata non esiste o non è ancora stata pubblicata.',
      };
    case 400:
      return {
        title: 'Codice ubicazione non valido',
        text: 'Il codice di un’ubicazione è formato da UB seguito da sei cifre, ad esempio UB000123.',
      };
    case 204:
      return {
        title: 'Azienda non attiva',
        text: 'Il contratto della tua azienda non risulta attivo: le ubicazioni non sono consultabili.',
      };
    default:
      return { title: 'Ubicazione non caricata', text: apiErrorMessage(error, {}) };
  }
}
