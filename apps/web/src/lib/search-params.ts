import { isCalendarDay } from '@portale/shared';
import type { SortDirection } from './sort-options.ts';

/**
 * Checks of the address bar's search parameters for the router's `validateSearch`, small enough for the
 * first screen, which loads no zod (docs/decisions/001-login-javascript-budget.md). The router has
 * already read each value as JSON (`?page=2` is a number, `?late=true` a boolean).
 */

/** One parameter's check: its value when it makes sense, otherwise undefined, and it is dropped. */
export type SearchField<T> = (value: unknown) => T | undefined;

type SearchOfFields<F> = { [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never };

/** A page's search: the parameters that pass their check; unknown and senseless ones are dropped. */
export function searchSchema<F extends Record<string, SearchField<unknown>>>(fields: F) {
  return {
    parse(search: Record<string, unknown>): SearchOfFields<F> {
      const result: SearchOfFields<F> = {};
      for (const key of Object.keys(fields) as (keyof F & string)[]) {
        const value = fields[key]?.(search[key]);
        if (value !== undefined) result[key] = value as SearchOfFields<F>[typeof key];
      }
      return result;
    },
  };
}

/** What a search schema gives a page. */
export type SearchOf<S extends { parse: (search: Record<string, unknown>) => unknown }> = ReturnType<
  S['parse']
>;

/** Words a user typed, trimmed, of at most `maxLength` characters. */
export const text =
  (maxLength: number): SearchField<string> =>
  (value) =>
    typeof value === 'string' && value.trim().length <= maxLength ? value.trim() : undefined;

/** A code as a link carries it, untouched, of at most `maxLength` characters. */
export const code =
  (maxLength: number): SearchField<string> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;

/** One of a list of names. */
export const oneOf =
  <const T extends string>(names: readonly T[]): SearchField<T> =>
  (value) =>
    names.find((name) => name === value);

export const sortDirection: SearchField<SortDirection> = oneOf(['asc', 'desc']);

/** A switch: true or false. */
export const onOff: SearchField<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A page of a list: a whole number from 1. */
export const pageNumber: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : undefined;

/** A calendar day as 'YYYY-MM-DD' the API accepts (2026-02-30 and 0000-01-01 are dropped). */
export const isoDay: SearchField<string> = (value) =>
  typeof value === 'string' && isCalendarDay(value) ? value : undefined;

/**
 * The search of a list that is searched by words, filtered, sorted and paged (sites, users, tickets,
 * documents, rooms, publishing): its own filters, and the words (`query`), the order and the page every
 * such list has under the same names.
 */
export function listSearchSchema<Sort extends string, F extends Record<string, SearchField<unknown>>>(
  sorts: readonly Sort[],
  filters: F,
) {
  return searchSchema({
    query: text(100),
    ...filters,
    sortBy: oneOf(sorts),
    sortDirection,
    page: pageNumber,
  });
}
