import { ApiError } from '../../lib/api-client.ts';
import { connectionErrorMessage } from '../../lib/api-error-message.ts';

const generic = 'Non è stato possibile completare l’operazione. Riprova tra qualche istante.';

/**
 * Italian text for the failures of billing, by the catalogue's code. A FatturaPA the API refuses comes
 * with what is wrong in each field (already in Italian): see fatturaPaProblems.
 */
export function billingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return generic;
  switch (error.body.code) {
    case 'BILLING_DOCUMENT_NOT_FOUND':
      return 'Documento non trovato: potrebbe non essere tra quelli che puoi vedere.';
    case 'BILLING_INVALID_FATTURAPA':
      return 'Il file XML non è una fattura elettronica FatturaPA 1.2 valida.';
    case 'BILLING_DUPLICATE_NUMBER':
      return 'Un documento dello stesso tipo con questo numero è già stato pubblicato per quest’anno.';
    case 'BILLING_JOB_ORDER_NOT_FOUND':
      return 'La commessa scelta non esiste più: scegline un’altra.';
    case 'ATTACHMENT_EXTENSION_NOT_ALLOWED':
      return 'Tipo di file non ammesso: il documento va caricato in PDF, la fattura elettronica in XML.';
    case 'ATTACHMENT_CONTENT_MISMATCH':
      return 'Il contenuto del file non è un PDF: il file potrebbe essere danneggiato o rinominato.';
    case 'PAYLOAD_TOO_LARGE':
      return 'Il file supera la dimensione massima consentita.';
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

/** What the API found wrong in a FatturaPA, each with where: «FatturaElettronicaBody/…: Campo obbligatorio mancante». */
export function fatturaPaProblems(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.body.code !== 'BILLING_INVALID_FATTURAPA') return [];
  return (error.body.fields ?? []).map((field) =>
    field.path === 'xml' ? field.message : `${field.path}: ${field.message}`,
  );
}
