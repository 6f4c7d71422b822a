import type { ErrorCode } from '@portale/shared';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';

/** What the back office reads when a call about sites fails, by the catalogue's code. */
const messageByCode: Partial<Record<ErrorCode, string>> = {
  SITE_NOT_FOUND: 'Ubicazione non trovata: controlla il codice o ricarica la pagina.',
  SITE_INVALID_CODE: 'Codice ubicazione non valido: è UB seguito da sei cifre.',
  SITE_SERVICE_NOT_FOUND: 'Servizio non trovato: potrebbe essere già stato rimosso. Ricarica la pagina.',
  SITE_DATES_NOT_VALID: 'Le date non sono valide: controlla i campi segnalati.',
  SITE_SUPPLIED_DATA_NOT_VALID: 'La ripartizione del canone non è valida: controlla i campi segnalati.',
  SITE_INCORRECT_DATA: 'Il file non è un’immagine JPEG, PNG o WebP.',
  PAYLOAD_TOO_LARGE: 'Il file supera la dimensione massima consentita.',
  FORBIDDEN: 'Non hai il permesso per questa operazione.',
  VALIDATION: 'Alcuni dati non sono validi: controlla i campi e riprova.',
};

/** The Italian message for a failed call of the site back office. */
export function siteEditorErrorMessage(error: unknown): string {
  const byCode = error instanceof ApiError ? messageByCode[error.body.code as ErrorCode] : undefined;
  return byCode ?? apiErrorMessage(error, {});
}

/**
 * Puts the field errors of a failed save under their fields (react-hook-form's setError) and returns the
 * message for the form's alert: what went wrong, and any rule no field of the form shows.
 */
export function placeServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  toFieldName: (serverPath: string) => string | null,
): string {
  const { placed, unplaced } = serverFieldErrors(error, toFieldName);
  for (const { name, message } of placed) setError(name as FieldPath<T>, { type: 'server', message });
  return [siteEditorErrorMessage(error), ...unplaced].join(' ');
}
