/**
 * Whether an error means "the database cannot be reached right now" (as
 * opposed to a bug or a refused statement): the server then answers 503 with
 * Retry-After, and the pool reconnects on the next request.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is shutting down, starting or out of connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or unobtainable connection with these messages only. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; walk the chain (bounded).
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    if (PG_MESSAGES.some((m) => current instanceof Error && current.message.includes(m))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/**
 * Runs `task` (the start-up migration) until the database answers: an
 * instance started before its database waits for it instead of exiting.
 * Any other error is thrown at once.
 */
export async function retryWhileUnavailable<T>(
  task: () => Promise<T>,
  onRetry: (err: unknown, delayMs: number) => void,
  { firstDelayMs = 500, maxDelayMs = 10_000 } = {},
): Promise<T> {
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await task();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      onRetry(err, delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
