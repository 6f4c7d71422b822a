import { fileTypeRefused, operationErrorMessage } from '../../lib/operation-error-message.ts';

const changedMeanwhile =
  'Lo stato della segnalazione è cambiato nel frattempo e non consente più questa azione. Ricarica la pagina.';
const siteNotSeen = 'L’ubicazione scelta non è tra quelle che puoi vedere.';
const connection = 'Connessione assente o troppo lenta: riprova.';

/** Italian text for the failures of tickets and communications, by the catalogue's code. */
export function transmissionErrorMessage(error: unknown, allowedExtensions: readonly string[] = []): string {
  return operationErrorMessage(error, {
    ATTACHMENT_EXTENSION_NOT_ALLOWED: fileTypeRefused(allowedExtensions),
    ATTACHMENT_UNKNOWN: 'Uno degli allegati non è più disponibile: caricalo di nuovo.',
    TICKET_TRANSITION_NOT_ALLOWED: changedMeanwhile,
    TICKET_TRANSITION_WRONG_ACTOR: changedMeanwhile,
    TICKET_REOPEN_EXPIRED:
      'La segnalazione è stata chiusa da troppo tempo per essere riaperta: aprine una nuova.',
    TICKET_CLOSED: 'La segnalazione è chiusa: per scrivere ancora, riaprila.',
    TICKET_NOT_FOUND: 'Segnalazione non trovata.',
    MESSAGE_NOT_FOUND: 'Comunicazione non trovata.',
    SITE_NOT_OWNED: siteNotSeen,
    SITE_NOT_FOUND: siteNotSeen,
    SITE_CUSTOMER_NOT_FOUND: 'Uno dei clienti scelti non esiste o non è attivo.',
    MESSAGE_RECIPIENTS_INVALID:
      'Commessa e ubicazione si possono indicare solo per un cliente, e devono essere sue.',
    TIMEOUT: connection,
    NETWORK_ERROR: connection,
  });
}
