import { ApiError } from '../../lib/api-client.ts';
import { connectionErrorMessage } from '../../lib/api-error-message.ts';

const generic = 'Non è stato possibile completare l’operazione. Riprova tra qualche istante.';

/** Italian text for the failures of the documents' calls, by the catalogue's code. */
export function documentErrorMessage(error: unknown, allowedExtensions: readonly string[] = []): string {
  if (!(error instanceof ApiError)) return generic;
  const formats = allowedExtensions.length > 0 ? ` Formati ammessi: ${allowedExtensions.join(', ')}.` : '';
  switch (error.body.code) {
    case 'DOCUMENT_NOT_FOUND':
      return 'File non trovato: il documento non esiste o non è tra quelli che puoi vedere.';
    case 'DOCUMENT_NO_LONGER_ASSOCIATED':
      return 'Il file non è più associato al tuo utente: il documento non è più disponibile per te.';
    case 'DOCUMENT_OUTDATED':
      return 'Nel frattempo è stata pubblicata una versione più recente: ricarica la pagina e aggiorna quella.';
    case 'ATTACHMENT_EXTENSION_NOT_ALLOWED':
    case 'SITE_EXTENSION_NOT_ALLOWED':
      return `Questo tipo di file non è ammesso.${formats}`;
    case 'ATTACHMENT_CONTENT_MISMATCH':
      return 'Il contenuto del file non corrisponde alla sua estensione: il file potrebbe essere danneggiato o rinominato.';
    case 'PAYLOAD_TOO_LARGE':
      return 'Il file supera la dimensione massima consentita.';
    case 'SITE_CUSTOMER_NOT_FOUND':
      return 'Il cliente scelto non esiste.';
    case 'JOB_ORDER_NOT_FOUND':
      return 'La commessa scelta non esiste.';
    case 'SITE_NOT_FOUND':
      return 'L’ubicazione scelta non esiste.';
    case 'SITE_ASSOCIATION_ALREADY_EXISTS':
      return 'Il documento è già associato a questo destinatario.';
    case 'SITE_MISSING_ASSOCIATION':
      return 'Questa associazione era già stata rimossa: ricarica la pagina.';
    case 'FORBIDDEN':
      return 'Non hai il permesso per questa operazione.';
    case 'TIMEOUT':
      return error.message;
    case 'NETWORK_ERROR':
      return connectionErrorMessage;
    default:
      return error.status === 400 ? 'Controlla i dati inseriti e riprova.' : generic;
  }
}
