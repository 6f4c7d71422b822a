import { serverFieldErrors } from '../../lib/form-errors.ts';

/**
 * Places the API's field errors (`body.vatNumber`) on the form's fields; returns the sentence to show
 * above the buttons for what no field shows, or for the failure itself.
 */
export function placeServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  setError: (name: string, message: string) => void,
  fallback: (error: unknown) => string,
): string | null {
  const { placed, unplaced } = serverFieldErrors(error, (path) => {
    const name = path.replace(/^body\./, '');
    return fieldNames.includes(name) ? name : null;
  });
  for (const { name, message } of placed) setError(name, message);
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed.length > 0 ? null : fallback(error);
}
