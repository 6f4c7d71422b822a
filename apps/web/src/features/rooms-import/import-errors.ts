import { roomImportLimits, roomImportResultSchema, type RoomImportResult } from '@portale/shared';
import { ApiError } from '../../lib/api-client.ts';
import { formatBytes } from '../../lib/format-bytes.ts';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';

export const noFormulaMessage =
  'L’ubicazione non ha una formula del canone: impostala prima di importare i locali.';

export const tooLargeMessage = `Il file supera i ${formatBytes(roomImportLimits.maxFileBytes)}.`;

/** The server's reasons are phrases: each is shown as a sentence, with its full stop. */
const asSentence = (phrase: string) => (/[.!?…]$/.test(phrase) ? phrase : `${phrase}.`);

/**
 * The Italian sentences of a failed dry run or import: the reasons the server gives for the file
 * («Mancano le colonne: …») when it names them, else a sentence for the code.
 */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.body.fields?.length) {
    return error.body.fields.map((field) => asSentence(field.message)).join(' ');
  }
  return operationErrorMessage(error, {
    SITE_IMPORT_FILE_NOT_VALID: 'Il file non è un foglio Excel valido.',
    SITE_IMPORT_NO_FORMULA: noFormulaMessage,
    SITE_NOT_FOUND: 'Ubicazione non trovata: sceglila di nuovo.',
    SITE_INVALID_CODE: 'Ubicazione non trovata: sceglila di nuovo.',
    PAYLOAD_TOO_LARGE: tooLargeMessage,
    SITE_IMPORT_RUNNING:
      'È già in corso un’importazione dei locali di questa ubicazione: attendi che finisca e riprova.',
    TOO_MANY_REQUESTS: 'Hai fatto molte importazioni in pochi istanti: attendi un minuto e riprova.',
  });
}

/**
 * An applied import with rejected rows answers 400 with what the dry run would have shown in
 * `body.importResult`: the page shows those rows, nothing having been imported.
 */
export function rejectedImportResult(error: unknown): RoomImportResult | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = roomImportResultSchema.safeParse(error.body.importResult);
  return parsed.success ? parsed.data : null;
}

/** Templates can also be refused: no formula for the site (400 on the template, 440 on the import). */
export function templateErrorMessage(error: unknown): string {
  return operationErrorMessage(error, {
    SITE_TEMPLATE_NO_FORMULA: noFormulaMessage,
    SITE_MISSING_JOB_TASK_ID: 'La commessa dell’ubicazione non è valida: ricarica la pagina e riprova.',
    SITE_NOT_FOUND: 'Ubicazione non trovata: sceglila di nuovo.',
  });
}
