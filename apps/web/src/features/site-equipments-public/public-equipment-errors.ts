import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** A label the API does not know, or no longer knows (revoked): 404, or 400 for a code cut short. */
export const unknownLabelTitle = 'Etichetta non riconosciuta';
export const unknownLabelSentence =
  'Il codice non corrisponde a nessuna attrezzatura: forse l’etichetta è stata ritirata.';

/** A label replaced by a new one: its page says only this. */
export const replacedLabelTitle = 'Etichetta sostituita';
export const replacedLabelSentence =
  'Questa etichetta è stata sostituita da una nuova: inquadra il codice QR più recente sull’attrezzatura.';

/** The page asked too often from this address (the public pages' limit per minute). */
export const tooManyLoadsTitle = 'Troppe richieste';
export const tooManyLoadsSentence = 'Troppe richieste: riprova tra un minuto.';

/** Why the page did not load: a label that leads nowhere, too many calls, or anything else. */
export type LoadFailure = 'unknownLabel' | 'tooMany' | 'other';

export function loadFailureOf(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 400 || error.status === 404) return 'unknownLabel';
  if (error.status === 429) return 'tooMany';
  return 'other';
}

/** Anything else that kept the page from loading: the connection, a server error. */
export const loadErrorMessage = (error: unknown): string =>
  apiErrorMessage(
    error,
    {},
    'Non è stato possibile caricare l’attrezzatura per un errore imprevisto: riprova tra poco.',
  );

/** A safety document that did not download. */
export const documentErrorMessage = (error: unknown): string =>
  apiErrorMessage(
    error,
    {
      404: 'Il documento non è più disponibile: ricarica la pagina per vedere quelli attuali.',
      429: 'Troppe richieste: riprova tra un minuto.',
    },
    'Il documento non è stato scaricato per un errore imprevisto: riprova tra poco.',
  );

/** The report's words for one address that sent too many, and for one label that received too many. */
export const tooManyReportsFromHere = 'Hai inviato troppe segnalazioni in poco tempo: riprova più tardi.';
export const tooManyReportsForLabel =
  'Questa attrezzatura ha già ricevuto diverse segnalazioni nell’ultima ora: il fornitore è già stato avvisato.';

/**
 * Why a report was not sent. 429 is the label's limit when the API names it (EQUIPMENT_REPORTS_TOO_MANY),
 * otherwise the address's (the rate limiter's TOO_MANY_REQUESTS).
 */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return error.body.code === 'EQUIPMENT_REPORTS_TOO_MANY' ? tooManyReportsForLabel : tooManyReportsFromHere;
  return apiErrorMessage(
    error,
    {
      400: 'Controlla i dati inseriti: la segnalazione non è stata inviata.',
      404: 'Questa etichetta non è più valida: la segnalazione non è stata inviata.',
      409: 'La foto non è un’immagine JPEG, PNG o WebP: scegline un’altra o invia la segnalazione senza foto.',
      413: 'La foto è troppo grande: scegline una più leggera o invia la segnalazione senza foto.',
    },
    'La segnalazione non è stata inviata per un errore imprevisto: riprova tra poco.',
  );
}

export type ReportField = 'description' | 'contact' | 'photo';

/** The report's fields under which the API's refusals go (`data.description`, `data.contact`, `photo`). */
export function reportFieldOf(serverPath: string): ReportField | null {
  if (serverPath === 'data.description') return 'description';
  if (serverPath === 'data.contact') return 'contact';
  if (serverPath === 'photo') return 'photo';
  return null;
}

/**
 * The message under a field the API refused, in Italian whatever the API's words: the form checks the
 * same rules before sending, so only a rule the browser could not see gets here.
 */
export const reportFieldMessages: Record<ReportField, string> = {
  description: 'Descrivi il problema con almeno 10 e al massimo 2000 caratteri',
  contact: 'Inserisci al massimo 120 caratteri',
  photo: 'Carica un’immagine JPEG, PNG o WebP',
};
