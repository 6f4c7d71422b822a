import { AppError } from '../../../plugins/app-error.ts';

/**
 * 400 Import file not valid, with the reason in Italian under `fields` (path `file`, or a column):
 * what the import page shows for a file it cannot read at all.
 */
export function fileNotValid(path: string, message: string, cause?: unknown): AppError {
  return new AppError('SITE_IMPORT_FILE_NOT_VALID', { fields: [{ path, message }] }, { cause });
}

const grouped = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** A count as Italians write it in a refusal, 1.000 included (the locale's default groups from 10.000). */
export const italianCount = (count: number) => grouped.format(count);
