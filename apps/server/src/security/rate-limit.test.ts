import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors';
import { createRateLimiter, LOGIN_SLOWDOWN, loginDelayMs, RATE_LIMITS } from './rate-limit';

const log = { warn: vi.fn(), info: vi.fn() };

describe('loginDelayMs', () => {
  it('lets the first failures pass at once, then waits longer per failure, capped', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_SLOWDOWN.freeFailures)).toBe(0);
    expect(loginDelayMs(LOGIN_SLOWDOWN.freeFailures + 1)).toBe(LOGIN_SLOWDOWN.stepMs);
    expect(loginDelayMs(LOGIN_SLOWDOWN.freeFailures + 2)).toBe(2 * LOGIN_SLOWDOWN.stepMs);
    expect(loginDelayMs(10_000)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  });
});

describe('createRateLimiter', () => {
  it('lets `max` attempts pass, then throws 429 with Retry-After in seconds', async () => {
    const limiter = createRateLimiter({ log });
    const { max, windowMs } = RATE_LIMITS.signup.ip;
    for (let i = 0; i < max; i++) await limiter.consume('signup', 'ip', '10.0.0.1');
    const err = await limiter.consume('signup', 'ip', '10.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 429, code: 'rate_limited' });
    const seconds = Number((err as AppError).options.headers?.['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
    // Keys are independent, and compared ignoring case.
    await limiter.consume('signup', 'ip', '10.0.0.2');
    await limiter.consume('signup', 'account', 'A@example.com');
  });

  it('gives a counted attempt back (reward) and forgets a key (reset)', async () => {
    const limiter = createRateLimiter({ log });
    const { max } = RATE_LIMITS.login.pair;
    for (let i = 0; i < max; i++) await limiter.consume('login', 'pair', 'x|ip');
    await limiter.reset('login', 'pair', 'X|ip');
    for (let i = 0; i < max; i++) await limiter.consume('login', 'pair', 'x|ip');
    await limiter.reward('login', 'pair', 'x|ip');
    await limiter.consume('login', 'pair', 'x|ip');
    await expect(limiter.consume('login', 'pair', 'x|ip')).rejects.toMatchObject({ status: 429 });
  });

  it('counts login failures per account without ever refusing', async () => {
    const limiter = createRateLimiter({ log });
    expect(await limiter.loginFailures('acc')).toBe(0);
    for (let i = 0; i < 50; i++) await limiter.recordLoginFailure('acc');
    expect(await limiter.loginFailures('ACC')).toBe(50);
  });

  describe('with Redis unreachable', () => {
    // Nothing listens on port 1.
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => {});
    afterAll(() => redis.disconnect());

    it('keeps counting in memory (insurance), so limits still hold', async () => {
      const limiter = createRateLimiter({ redis, log });
      const { max } = RATE_LIMITS.verify.account;
      for (let i = 0; i < max; i++) await limiter.consume('verify', 'account', 'k');
      await expect(limiter.consume('verify', 'account', 'k')).rejects.toMatchObject({
        status: 429,
      });
    });

    it('logs the outage once, and counts every check done in memory', async () => {
      const outageLog = { warn: vi.fn(), info: vi.fn() };
      let fallbacks = 0;
      const limiter = createRateLimiter({ redis, log: outageLog, onFallback: () => fallbacks++ });
      for (let i = 0; i < 5; i++) await limiter.consume('signup', 'ip', `10.0.0.${i}`);
      await limiter.loginFailures('acc');
      expect(outageLog.warn).toHaveBeenCalledTimes(1);
      expect(fallbacks).toBe(6);
    });
  });
});
