/** PostgreSQL's SQLSTATE for a unique violation; PGlite and pg both report it. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique index or constraint an insert or update ran into,
 * or null when `error` is something else. Drizzle wraps the driver's error,
 * so the chain of causes is searched.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    e = candidate.cause;
  }
  return null;
}
