import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../http/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LimitRule {
  max: number;
  windowMs: number;
}

export type LimitDimension = 'ip' | 'account';

/**
 * Attempts allowed per fixed window, per client IP and per account. Generous
 * for people, tight for scripts: a person rarely fails a login ten times in
 * a quarter of an hour, a password-guessing script always does.
 */
export const RATE_LIMITS = {
  /** `account` counts failed logins only, so that others cannot lock a user out by guessing. */
  login: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  /** `account` is the e-mail address signing up. */
  signup: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  refresh: { ip: { max: 120, windowMs: 15 * MINUTE }, account: { max: 60, windowMs: 15 * MINUTE } },
  resend: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** `account` is the account id of the link. */
  verify: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, Record<LimitDimension, LimitRule>>;

export type LimitScope = keyof typeof RATE_LIMITS;

/** A fixed-window counter per key. */
export interface CounterStore {
  /** Adds one; the new count and the milliseconds until the window ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count without adding one. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/**
 * One process's counters. Expired windows are swept now and then, so the map
 * stays as large as the number of keys active in the last window.
 */
export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  const live = (key: string, at: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > at ? entry : undefined;
  };
  return {
    async increment(key, windowMs) {
      const at = now();
      if (at >= sweepAt) {
        for (const [k, entry] of windows) if (entry.resetAt <= at) windows.delete(k);
        sweepAt = at + MINUTE;
      }
      const entry = live(key, at) ?? { count: 0, resetAt: at + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
    async peek(key) {
      const at = now();
      const entry = live(key, at);
      return entry
        ? { count: entry.count, resetInMs: entry.resetAt - at }
        : { count: 0, resetInMs: 0 };
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR and, for a new window, PEXPIRE in one atomic step. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * Counters shared by every instance of the app (DESIGN.md section 5). While
 * Redis is unreachable, commands fail at once instead of queueing (the
 * limiter then lets requests through) and the client keeps reconnecting.
 */
export async function redisCounterStore(
  url: string,
  log: FastifyBaseLogger,
): Promise<CounterStore> {
  const redis = new Redis(url, {
    keyPrefix: 'cv:rate:',
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Reconnection attempts fail every few seconds during an outage: log one a minute.
  let quietUntil = 0;
  redis.on('error', (err) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + MINUTE;
    log.warn({ err }, 'rate limit store (Redis) unreachable');
  });
  await redis.connect().catch(() => {
    // Logged by the error listener; the app starts anyway and the client retries.
  });
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async close() {
      redis.disconnect();
    },
  };
}

function tooManyRequests(resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError(429, 'rate_limited', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Rate limits of the account routes. Services call it where they know the
 * key (the account behind a refresh token is known only after its lookup).
 * When the store fails, requests pass and the failure is logged: an outage of
 * Redis must not lock everybody out.
 */
export function createRateLimiter(store: CounterStore, log: FastifyBaseLogger) {
  const keyOf = (scope: LimitScope, dimension: LimitDimension, key: string) =>
    `${scope}:${dimension}:${key.toLowerCase()}`;

  async function guarded(work: () => Promise<void>) {
    try {
      await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ err }, 'rate limit store unavailable; request let through');
    }
  }

  return {
    /** Counts an attempt; throws 429 with Retry-After once the limit is used up. */
    consume(scope: LimitScope, dimension: LimitDimension, key: string): Promise<void> {
      const rule: LimitRule = RATE_LIMITS[scope][dimension];
      return guarded(async () => {
        const { count, resetInMs } = await store.increment(
          keyOf(scope, dimension, key),
          rule.windowMs,
        );
        if (count > rule.max) throw tooManyRequests(resetInMs);
      });
    },

    /** Throws the 429 when the limit is used up already, without counting. */
    ensureAvailable(scope: LimitScope, dimension: LimitDimension, key: string): Promise<void> {
      const rule: LimitRule = RATE_LIMITS[scope][dimension];
      return guarded(async () => {
        const { count, resetInMs } = await store.peek(keyOf(scope, dimension, key));
        if (count >= rule.max) throw tooManyRequests(resetInMs);
      });
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
