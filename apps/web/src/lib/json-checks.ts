/**
 * Checks by hand of the JSON the first screen reads (/config.json, an error answer), which loads no zod
 * (docs/decisions/001-login-javascript-budget.md). `shape` is typed against the contracts' types, so a
 * field added to one cannot be left unchecked.
 */
export type Check<T> = (value: unknown) => value is T;

export const isString: Check<string> = (value) => typeof value === 'string';

export const isPositiveWhole: Check<number> = (value): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

/** An object whose every field passes its check; other fields are let through. */
export const shape =
  <T>(checks: { [K in keyof T]-?: Check<T[K]> }): Check<T> =>
  (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries<Check<unknown>>(checks).every(([key, check]) =>
      check((value as Record<string, unknown>)[key]),
    );
