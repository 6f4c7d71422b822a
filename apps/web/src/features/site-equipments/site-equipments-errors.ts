import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { fileTypeRefused } from '../../lib/operation-error-message.ts';

const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.body.code : undefined;

/** The Italian sentence of a failed read of the equipment list, its filters or a piece of equipment. */
export const equipmentReadErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'La ricerca non è valida: controlla i filtri e riprova.',
    403: 'Non hai i permessi per vedere le attrezzature.',
    404: 'Attrezzatura non trovata: forse non è in un’ubicazione che puoi vedere.',
  });

/** The Italian sentence of a change not saved (a new piece of equipment, a change, a move, a line of the log…). */
export const equipmentChangeErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Alcuni dati non sono validi: controlla i campi segnalati e riprova.',
    403: 'Non hai i permessi per modificare le attrezzature.',
    404: 'Attrezzatura non trovata: forse è stata rimossa nel frattempo. Ricarica la pagina.',
    409: 'L’attrezzatura è stata dismessa: non si può più modificare.',
  });

/** The Italian sentence of a document not uploaded, with the formats accepted when they are known. */
export function equipmentDocumentErrorMessage(
  error: unknown,
  allowedExtensions: readonly string[] = [],
): string {
  const code = codeOf(error);
  if (code === 'ATTACHMENT_EXTENSION_NOT_ALLOWED') return fileTypeRefused(allowedExtensions);
  if (code === 'ATTACHMENT_CONTENT_MISMATCH')
    return 'Il contenuto del file non corrisponde alla sua estensione: il file potrebbe essere danneggiato o rinominato.';
  return apiErrorMessage(error, {
    400: 'Controlla il tipo e il titolo del documento, poi riprova.',
    403: 'Non hai i permessi per caricare documenti.',
    404: 'Attrezzatura non trovata: forse è stata rimossa nel frattempo. Ricarica la pagina.',
    409:
      code === 'EQUIPMENT_RETIRED'
        ? 'L’attrezzatura è stata dismessa: non si possono aggiungere documenti.'
        : fileTypeRefused(allowedExtensions),
    413: 'Il file supera la dimensione massima consentita.',
  });
}

/** The Italian sentence of a document not downloaded or not removed. */
export const equipmentDocumentFileErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per questo documento.',
    404: 'Documento non trovato: forse è stato rimosso nel frattempo. Ricarica la pagina.',
  });

/** The Italian sentence of a label sheet not made. */
export const equipmentLabelsErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Tra le attrezzature scelte ce n’è una dismessa, senza etichetta attiva o non più esistente: toglila dalla selezione e riprova.',
    403: 'Non hai i permessi per stampare le etichette.',
  });

/** The Italian sentence of a label not replaced or not revoked. */
export const equipmentQrCodeErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    403: 'Non hai i permessi per cambiare l’etichetta.',
    404: 'Attrezzatura non trovata: forse è stata rimossa nel frattempo. Ricarica la pagina.',
    409: 'L’attrezzatura è stata dismessa: non le si può dare una nuova etichetta.',
  });
