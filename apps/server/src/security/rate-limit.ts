import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
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
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Called for each check counted in memory because Redis was unavailable (a metric). */
  onFallback?: () => void;
}

/** After a Redis command failed, checks count in memory this long before one tries Redis again. */
const REDIS_RETRY_MS = 5_000;

/**
 * Whether the counters can be in Redis right now. Not while the client is
 * (re)connecting, and for a while after a command failed or timed out (a
 * frozen server or a lost network keeps the connection "ready" while nothing
 * answers): then one check at a time tries it again. Logs the start and the
 * end of an outage once each, not per request.
 */
function watchRedis(redis: Redis, log: RateLimiterDeps['log']) {
  let away = false;
  let retryAt = 0;
  let lastError: unknown;
  redis.on('error', (err) => {
    lastError = err;
  });
  return {
    usable(): boolean {
      if (redis.status !== 'ready') return false;
      const now = Date.now();
      if (now < retryAt) return false;
      // Whoever tries after a failure holds the others off until its answer.
      if (retryAt > 0) retryAt = now + REDIS_RETRY_MS;
      return true;
    },
    answered() {
      retryAt = 0;
      if (!away) return;
      away = false;
      log.info('Redis is back: rate limits count there again');
    },
    failed(err: unknown) {
      retryAt = Date.now() + REDIS_RETRY_MS;
      lastError = err;
    },
    countingInMemory() {
      if (away) return;
      away = true;
      log.warn(
        { err: lastError },
        "Redis unavailable: rate limits count in this instance's memory until it is back",
      );
    },
  };
}

/**
 * One limit's counter: in Redis when it answers, else in this instance's
 * memory (counting on its own beats locking everybody out or letting
 * everything through). rate-limiter-flexible's own insurance limiter does the
 * same per call, but could not skip a Redis that hangs nor log an outage once.
 */
function createCounter(
  name: string,
  rule: LimitRule,
  store: { redis: Redis; health: ReturnType<typeof watchRedis>; onFallback?: () => void } | null,
) {
  const options = {
    keyPrefix: `cv:rate:${name}`,
    points: rule.max,
    duration: rule.windowMs / 1000,
  };
  const memory = new RateLimiterMemory(options);
  const shared = store && new RateLimiterRedis({ ...options, storeClient: store.redis });
  return async function run<T>(operation: (limiter: RateLimiterAbstract) => Promise<T>) {
    if (!store || !shared) return operation(memory);
    if (store.health.usable()) {
      try {
        const result = await operation(shared);
        store.health.answered();
        return result;
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          store.health.answered();
          throw err;
        }
        store.health.failed(err);
      }
    }
    store.health.countingInMemory();
    store.onFallback?.();
    return operation(memory);
  };
}

/**
 * A route's rate limit, declared with `config: { rateLimit }` and checked
 * before its body is read (see route-limits.ts).
 */
export interface RouteLimit extends LimitRule {
  /** Names the counter: routes naming the same one share it. */
  name: string;
  /** Whom it counts; the client address unless given. */
  key?: (request: FastifyRequest) => string;
}

/**
 * Every rate limit of the app (rate-limiter-flexible): the account limits,
 * which services call where they know the key (the account behind a refresh
 * token is known only after its lookup), and the route limits. With Redis the
 * counts are shared by every instance; while Redis is away, each instance
 * counts in memory (see createCounter).
 */
export function createRateLimiter({ redis, log, onFallback }: RateLimiterDeps) {
  const store = redis ? { redis, health: watchRedis(redis, log), onFallback } : null;
  // The shared client connects lazily; the limits want it ready before the first login.
  if (redis?.status === 'wait') {
    redis.connect().catch(() => {
      // Reported by the client's error listener; it keeps reconnecting.
    });
  }

  const counters = new Map<string, { rule: LimitRule; run: ReturnType<typeof createCounter> }>();
  const counter = (name: string, rule: LimitRule) => {
    const found = counters.get(name);
    if (found) {
      if (found.rule.max !== rule.max || found.rule.windowMs !== rule.windowMs) {
        throw new Error(`rate limit ${name} declared twice with different rules`);
      }
      return found.run;
    }
    const run = createCounter(name, rule, store);
    counters.set(name, { rule, run });
    return run;
  };
  for (const [scope, dimensions] of Object.entries(RATE_LIMITS)) {
    for (const [dimension, rule] of Object.entries(dimensions as Record<string, LimitRule>)) {
      counter(`${scope}:${dimension}`, rule);
    }
  }
  // Counts failures only; never refuses (points far above any real count).
  const slowdown = counter('login:slowdown', {
    max: Number.MAX_SAFE_INTEGER,
    windowMs: LOGIN_SLOWDOWN.windowMs,
  });

  const limiter = (scope: LimitScope, dimension: string) => {
    const found = counters.get(`${scope}:${dimension}`);
    if (!found) throw new Error(`no rate limit ${scope}:${dimension}`);
    return found.run;
  };
  const normalize = (key: string) => key.toLowerCase();

  /** A limit used up is a 429 with Retry-After. */
  async function refuseWhenUsedUp<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext);
      throw err;
    }
  }

  return {
    /** Counts an attempt; throws 429 with Retry-After once the limit is used up. */
    async consume<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      await refuseWhenUsedUp(limiter(scope, dimension)((l) => l.consume(normalize(key))));
    },

    /** Takes back a counted attempt (a login that succeeded). */
    async reward<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      await limiter(scope, dimension)((l) => l.reward(normalize(key)));
    },

    /** Forgets every counted attempt of the key. */
    async reset<S extends LimitScope>(scope: S, dimension: LimitDimension<S>, key: string) {
      await limiter(scope, dimension)((l) => l.delete(normalize(key)));
    },

    /** Recent failed logins of an account (named by id, or by the name typed). */
    async loginFailures(accountKey: string): Promise<number> {
      const res = await slowdown((l) => l.get(normalize(accountKey)));
      return res?.consumedPoints ?? 0;
    },

    async recordLoginFailure(accountKey: string) {
      await slowdown((l) => l.consume(normalize(accountKey)));
    },

    /**
     * The check of a route limit: counts a request under `key`, throws 429
     * with Retry-After once the limit is used up.
     */
    route(limit: RouteLimit) {
      const run = counter(`route:${limit.name}`, limit);
      return async (key: string) => {
        await refuseWhenUsedUp(run((l) => l.consume(normalize(key))));
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
