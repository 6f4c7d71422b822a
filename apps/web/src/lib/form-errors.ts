import type { RefObject } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/** Nothing typed or chosen: no value, blank text or an empty list. */
const isEmpty = (input: unknown) =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

/**
 * Italian messages for the checks the shared schemas make, for form resolvers:
 * `zodResolver(schema, { error: italianErrorMap })`. Any check an empty field fails, whatever its kind (a
 * select with no choice, a name, a date, a code with a format), means the field is required: an optional
 * field that is left empty fails none.
 */
export const italianErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (isEmpty(issue.input)) return 'Campo richiesto';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return `Inserisci almeno ${String(issue.minimum)} caratteri`;
      if (issue.origin === 'array') return `Scegli almeno ${String(issue.minimum)} voci`;
      return `Il valore minimo è ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Inserisci al massimo ${String(issue.maximum)} caratteri`;
      if (issue.origin === 'array') return `Scegli al massimo ${String(issue.maximum)} voci`;
      return `Il valore massimo è ${String(issue.maximum)}`;
    case 'invalid_format':
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
 * `setError` while the submit runs (useCheckedForm then focuses the first); `unplaced` are the messages
 * no field of the form shows.
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

/**
 * For a form checked by hand: focuses the first of its fields, in the form's order, that is in error.
 * Returns whether there was one, so that the submit stops.
 */
export function focusFirstError(
  fields: readonly [inError: boolean, ref: RefObject<HTMLElement | null>][],
): boolean {
  const first = fields.find(([inError]) => inError);
  first?.[1].current?.focus();
  return first !== undefined;
}
