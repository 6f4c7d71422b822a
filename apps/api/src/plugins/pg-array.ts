/**
 * A list of values as PostgreSQL's text form of an array (`{"UB0001","UB0002"}`), to bind as one
 * parameter and cast (`${pgArray(codes)}::text[]`): drizzle's `sql` spreads a JavaScript array into one
 * parameter per value, and both drivers (node-postgres, PGlite) take this form alike. Each value is
 * quoted, its quotes and backslashes escaped.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
