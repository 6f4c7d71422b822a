/**
 * The rows of a raw statement (`db.execute(sql…)`), as both drivers return them: node-postgres and PGlite
 * give `{ rows }`; an array is taken as the rows themselves.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
