/**
 * Whether a database error is a unique violation (SQLSTATE 23505), on both drivers: Drizzle wraps the
 * driver's error in `cause`, so the chain is followed.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
