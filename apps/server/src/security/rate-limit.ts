import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../http/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * Attempts allowed per window. Generous for people, tight for scripts: a
 * person rarely fails a login ten times in a quarter of an hour, a
 * password-guessing script always does.
 *
 * Logins are never limited per account: that would let anybody lock the owner
 * out by guessing. They are limited per (account, address) and per address,
 * counting failures only, and slowed down per account (LOGIN_SLOWDOWN).
 */
export const RATE_LIMITS = {
  login: {
    /** Failed logins from one address, whatever the account. */
    ip: { max: 30, windowMs: 15 * MINUTE },
    /** Failed logins for one account from one address; a success starts over. */
    pair: { max: 10, windowMs: 15 * MINUTE },
  },
  /** `account` is the e-mail address signing up. */
  signup: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  refresh: { ip: { max: 120, windowMs: 15 * MINUTE }, account: { max: 60, windowMs: 15 * MINUTE } },
  resend: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** `account` is the e-mail address asking for a link. */
  forgot: { ip: { max: 10, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  /** Attempts to use a reset link. */
  reset: { ip: { max: 30, windowMs: 15 * MINUTE } },
  /** `account` is the account id of the link. */
  verify: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  /**
   * Codes tried at the second step of a login, before they are checked (so
   * that requests in parallel check no more). Only someone who knows the
   * password gets here, so a limit per account locks out nobody else.
   */
  secondFactor: {
    /** Per pending login (one right password): past it, the password is due again. */
    login: { max: 5, windowMs: 5 * MINUTE },
    /** Per account, from every address and pending login; a success starts over. */
    account: { max: 10, windowMs: HOUR },
  },
  /**
   * The public pages' view beacon. Never refused (it always answers 204):
   * past a limit, a view is simply not counted.
   */
  views: {
    /** Beacons from one address, whatever they name. */
    ip: { max: 60, windowMs: MINUTE },
    /** Counted views of one profile from one address, whichever browsers it claims to be. */
    pair: { max: 20, windowMs: HOUR },
    /** One visitor's views of one page: a reload or a repeated beacon within it is the same view. */
    visit: { max: 1, windowMs: 30 * MINUTE },
  },
} as const satisfies Record<string, Record<string, LimitRule>>;

export type LimitScope = keyof typeof RATE_LIMITS;
export type LimitDimension<S extends LimitScope = LimitScope> = keyof (typeof RATE_LIMITS)[S] &
  string;

/**
 * Failed logins for one account from all addresses together do not lock it:
 * past `freeFailures` in the window, each further attempt on the account
 * waits `stepMs` longer, up to `maxDelayMs`. Guessing gets slow; the owner,
 * typing the right password once, waits a few seconds at worst.
 */
export const LOGIN_SLOWDOWN = {
  freeFailures: 10,
  stepMs: 500,
  maxDelayMs: 5_000,
  windowMs: 15 * MINUTE,
} as const;

/** The pause before checking a password, given the account's recent failures. */
export function loginDelayMs(failures: number): number {
  const excess = failures - LOGIN_SLOWDOWN.freeFailures;
  if (excess <= 0) return 0;
  return Math.min(excess * LOGIN_SLOWDOWN.stepMs, LOGIN_SLOWDOWN.maxDelayMs);
}

function tooManyRequests(msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, 'rate_limited', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

export interface RateLimiterDeps {
  /** Counters shared by every instance when given; this process's memory otherwise. */
  redis?: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Rate limits of the account routes (rate-limiter-flexible). Services call it
 * where they know the key (the account behind a refresh token is known only
 * after its lookup). With Redis, each limiter has an in-memory insurance
 * limiter: while Redis is unreachable, this instance counts on its own instead
 * of locking everybody out or letting everything through.
 */
export function createRateLimiter({ redis, log }: RateLimiterDeps) {
  const make = (name: string, points: number, windowMs: number): RateLimiterAbstract => {
    const options = { keyPrefix: `cv:rate:${name}`, points, duration: windowMs / 1000 };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      // While the client is (re)connecting, count in memory at once instead of queueing.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  // The shared client connects lazily; the limits want it ready before the first login.
  if (redis?.status === 'wait') {
    redis.connect().catch(() => {
      // Reported by the client's error listener; it keeps reconnecting.
    });
  }

  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [scope, dimensions] of Object.entries(RATE_LIMITS)) {
    for (const [dimension, rule] of Object.entries(dimensions as Record<string, LimitRule>)) {
      limiters.set(`${scope}:${dimension}`, make(`${scope}:${dimension}`, rule.max, rule.windowMs));
    }
  }
  // Counts failures only; never refuses (points far above any real count).
  const slowdown = make('login:slowdown', Number.MAX_SAFE_INTEGER, LOGIN_SLOWDOWN.windowMs);

  const limiter = (scope: LimitScope, dimension: string) => {
    const found = limiters.get(`${scope}:${dimension}`);
    if (!found) throw new Error(`no rate limit ${scope}:${dimension}`);
    return found;
  };
  const normalize = (key: string) => key.toLowerCase();

  /** A limit used up is a 429; a failing store is logged and the request let through. */
  async function guarded<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext);
      log.warn({ err }, 'rate limit store unavailable; request let through');
      return fallback;
    }
  }

  return {
    /** Counts an attempt; throws 429 with Retry-After once the limit is used up. */
    consume<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      return guarded(async () => {
        await limiter(scope, dimension).consume(normalize(key));
      }, undefined);
    },

    /** Takes back a counted attempt (a login that succeeded). */
    reward<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      return guarded(async () => {
        await limiter(scope, dimension).reward(normalize(key));
      }, undefined);
    },

    /** Forgets every counted attempt of the key. */
    reset<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      return guarded(async () => {
        await limiter(scope, dimension).delete(normalize(key));
      }, undefined);
    },

    /** Recent failed logins of an account (named by id, or by the name typed). */
    loginFailures(accountKey: string): Promise<number> {
      return guarded(
        async () => (await slowdown.get(normalize(accountKey)))?.consumedPoints ?? 0,
        0,
      );
    },

    recordLoginFailure(accountKey: string) {
      return guarded(async () => {
        await slowdown.consume(normalize(accountKey));
      }, undefined);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
