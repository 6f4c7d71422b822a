import { fileTypeRefused, operationErrorMessage } from '../../lib/operation-error-message.ts';

/** Italian text for the failures of the documents' calls, by the catalogue's code. */
export function documentErrorMessage(error: unknown, allowedExtensions: readonly string[] = []): string {
  return operationErrorMessage(error, {
    DOCUMENT_NOT_FOUND: 'File non trovato: il documento non esiste o non è tra quelli che puoi vedere.',
    DOCUMENT_NO_LONGER_ASSOCIATED:
      'Il file non è più associato al tuo utente: il documento non è più disponibile per te.',
    DOCUMENT_OUTDATED:
      'Nel frattempo è stata pubblicata una versione più recente: ricarica la pagina e aggiorna quella.',
    ATTACHMENT_EXTENSION_NOT_ALLOWED: fileTypeRefused(allowedExtensions),
    SITE_EXTENSION_NOT_ALLOWED: fileTypeRefused(allowedExtensions),
    SITE_CUSTOMER_NOT_FOUND: 'Il cliente scelto non esiste.',
    JOB_ORDER_NOT_FOUND: 'La commessa scelta non esiste.',
    SITE_NOT_FOUND: 'L’ubicazione scelta non esiste.',
    SITE_ASSOCIATION_ALREADY_EXISTS: 'Il documento è già associato a questo destinatario.',
    SITE_MISSING_ASSOCIATION: 'Questa associazione era già stata rimossa: ricarica la pagina.',
  });
}
