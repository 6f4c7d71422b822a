import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/**
 * Italian messages for the checks the shared schemas make, for form resolvers:
 * `zodResolver(schema, { error: italianErrorMap })`.
 */
export const italianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Campo richiesto' : 'Valore non valido';
    case 'too_small':
      if (issue.origin !== 'string') return `Il valore minimo è ${String(issue.minimum)}`;
      return Number(issue.minimum) <= 1
        ? 'Campo richiesto'
        : `Inserisci almeno ${String(issue.minimum)} caratteri`;
    case 'too_big':
      if (issue.origin !== 'string') return `Il valore massimo è ${String(issue.maximum)}`;
      return `Inserisci al massimo ${String(issue.maximum)} caratteri`;
    case 'invalid_format':
      if (issue.input === '') return 'Campo richiesto';
      return issue.format === 'email' ? 'Indirizzo email non valido' : 'Formato non valido';
    default:
      return 'Valore non valido';
  }
};

/** A rule the API found broken, placed on the form field it concerns. */
export type ServerFieldError = { name: string; message: string };

/**
 * The field errors of a 400 answer (`body.fields`, paths such as `body.items.2.startDate`) as form field
 * names, through `toFieldName` (null: not a field of this form). Pass each to react-hook-form's
 * `setError`; `unplaced` are the messages no field of the form shows.
 */
export function serverFieldErrors(
  error: unknown,
  toFieldName: (serverPath: string) => string | null,
): { placed: ServerFieldError[]; unplaced: string[] } {
  const placed: ServerFieldError[] = [];
  const unplaced: string[] = [];
  if (!(error instanceof ApiError)) return { placed, unplaced };
  for (const field of error.body.fields ?? []) {
    const name = toFieldName(field.path);
    if (name === null) unplaced.push(field.message);
    else if (!placed.some((known) => known.name === name)) placed.push({ name, message: field.message });
  }
  return { placed, unplaced };
}
