import { ApiError } from '../../lib/api-client.ts';
import { operationErrorMessage, type MessagesByCode } from '../../lib/operation-error-message.ts';

const messageByCode: MessagesByCode = {
  BILLING_DOCUMENT_NOT_FOUND: 'Documento non trovato: potrebbe non essere tra quelli che puoi vedere.',
  BILLING_INVALID_FATTURAPA: 'Il file XML non è una fattura elettronica FatturaPA 1.2 valida.',
  BILLING_DUPLICATE_NUMBER:
    'Un documento dello stesso tipo con questo numero è già stato pubblicato per quest’anno.',
  BILLING_JOB_ORDER_NOT_FOUND: 'La commessa scelta non esiste più: scegline un’altra.',
  ATTACHMENT_EXTENSION_NOT_ALLOWED:
    'Tipo di file non ammesso: il documento va caricato in PDF, la fattura elettronica in XML.',
  ATTACHMENT_CONTENT_MISMATCH:
    'Il contenuto del file non è un PDF: il file potrebbe essere danneggiato o rinominato.',
};

/**
 * Italian text for the failures of billing, by the catalogue's code. A FatturaPA the API refuses comes
 * with what is wrong in each field (already in Italian): see fatturaPaProblems.
 */
export const billingErrorMessage = (error: unknown): string => operationErrorMessage(error, messageByCode);

/** What the API found wrong in a FatturaPA, each with where: «FatturaElettronicaBody/…: Campo obbligatorio mancante». */
export function fatturaPaProblems(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.body.code !== 'BILLING_INVALID_FATTURAPA') return [];
  return (error.body.fields ?? []).map((field) =>
    field.path === 'xml' ? field.message : `${field.path}: ${field.message}`,
  );
}
