/**
 * Telling a unique-constraint refusal (SQLSTATE 23505) from other database errors, on PGlite and
 * node-postgres alike; drizzle wraps the driver's error in its own, with the original as `cause`.
 * A check-then-insert leaves a window in which two requests both pass the check; the index then
 * refuses the second, and that is a duplicate for the caller, not a server error.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}
