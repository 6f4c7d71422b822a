import { ApiError } from '../../lib/api-client.ts';

const generic = 'Non è stato possibile completare l’operazione. Riprova tra qualche istante.';

/** Italian text for the failures of tickets and communications, by the catalogue's code. */
export function transmissionErrorMessage(error: unknown, allowedExtensions: readonly string[] = []): string {
  if (!(error instanceof ApiError)) return generic;
  const formats = allowedExtensions.length > 0 ? ` Formati ammessi: ${allowedExtensions.join(', ')}.` : '';
  switch (error.body.code) {
    case 'ATTACHMENT_EXTENSION_NOT_ALLOWED':
      return `Questo tipo di file non è ammesso.${formats}`;
    case 'ATTACHMENT_CONTENT_MISMATCH':
      return 'Il contenuto del file non corrisponde alla sua estensione: il file potrebbe essere danneggiato o rinominato.';
    case 'PAYLOAD_TOO_LARGE':
      return 'Il file supera la dimensione massima consentita.';
    case 'ATTACHMENT_UNKNOWN':
      return 'Uno degli allegati non è più disponibile: caricalo di nuovo.';
    case 'TICKET_TRANSITION_NOT_ALLOWED':
    case 'TICKET_TRANSITION_WRONG_ACTOR':
      return 'Lo stato della segnalazione è cambiato nel frattempo e non consente più questa azione. Ricarica la pagina.';
    case 'TICKET_REOPEN_EXPIRED':
      return 'La segnalazione è stata chiusa da troppo tempo per essere riaperta: aprine una nuova.';
    case 'TICKET_CLOSED':
      return 'La segnalazione è chiusa: per scrivere ancora, riaprila.';
    case 'TICKET_NOT_FOUND':
      return 'Segnalazione non trovata.';
    case 'MESSAGE_NOT_FOUND':
      return 'Comunicazione non trovata.';
    case 'SITE_NOT_OWNED':
    case 'SITE_NOT_FOUND':
      return 'L’ubicazione scelta non è tra quelle che puoi vedere.';
    case 'SITE_CUSTOMER_NOT_FOUND':
      return 'Uno dei clienti scelti non esiste o non è attivo.';
    case 'MESSAGE_RECIPIENTS_INVALID':
      return 'Commessa e ubicazione si possono indicare solo per un cliente, e devono essere sue.';
    case 'FORBIDDEN':
      return 'Non hai il permesso per questa operazione.';
    case 'TIMEOUT':
    case 'NETWORK_ERROR':
      return 'Connessione assente o troppo lenta: riprova.';
    default:
      return error.status === 400 ? 'Controlla i dati inseriti e riprova.' : generic;
  }
}
