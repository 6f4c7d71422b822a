import { and, or, sql, type SQL } from 'drizzle-orm';
import { inline, type Bind } from '@portale/db';

/** The search box of every list: the words of a text, each of which must appear in some column. */

/** Escapes LIKE's wildcards so that a search for "50%" means those characters. */
export const likePattern = (word: string) =>
  `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The words of a search, at most eight. */
export const searchWords = (text: string | undefined): string[] =>
  (text ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/** Every word must appear in one of the columns, case-insensitively. */
export function searchCondition(
  text: string | undefined,
  columns: readonly SQL[],
  bind: Bind = inline,
): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word, index) => {
      const pattern = bind(`word${index}`, likePattern(word));
      return or(...columns.map((column) => sql`lower(${column}) like ${pattern}`));
    }),
  );
}
