import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/errors';
import {
  createRateLimiter,
  memoryCounterStore,
  RATE_LIMITS,
  type CounterStore,
} from './rate-limit';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('memoryCounterStore', () => {
  it('counts within a window and starts over after it', async () => {
    let now = 1_000;
    const store = memoryCounterStore(() => now);
    expect(await store.increment('k', 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await store.increment('k', 100)).toEqual({ count: 2, resetInMs: 60 });
    expect(await store.peek('k')).toEqual({ count: 2, resetInMs: 60 });
    expect(await store.peek('other')).toEqual({ count: 0, resetInMs: 0 });
    now += 60;
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.increment('k', 100)).toEqual({ count: 1, resetInMs: 100 });
  });
});

describe('createRateLimiter', () => {
  it('lets `max` attempts pass, then throws 429 with Retry-After in seconds', async () => {
    const limiter = createRateLimiter(memoryCounterStore(), log);
    const { max } = RATE_LIMITS.resend.account;
    for (let i = 0; i < max; i++) await limiter.consume('resend', 'account', 'a1');
    const error = await limiter.consume('resend', 'account', 'a1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    const { headers, params } = (error as AppError).options;
    expect(Number(headers?.['retry-after'])).toBe(params?.seconds);
    expect(params?.seconds).toBe(RATE_LIMITS.resend.account.windowMs / 1000);
    // Keys are per scope, dimension and (case-insensitive) key.
    await limiter.consume('resend', 'account', 'a2');
    await limiter.consume('resend', 'ip', 'a1');
    await expect(limiter.consume('resend', 'account', 'A1')).rejects.toThrow(AppError);
  });

  it('checks without counting', async () => {
    const limiter = createRateLimiter(memoryCounterStore(), log);
    for (let i = 0; i < 20; i++) await limiter.ensureAvailable('login', 'account', 'x');
    for (let i = 0; i < RATE_LIMITS.login.account.max; i++) {
      await limiter.consume('login', 'account', 'x');
    }
    await expect(limiter.ensureAvailable('login', 'account', 'x')).rejects.toThrow(AppError);
  });

  it('lets requests through, logged, when the store fails', async () => {
    const broken: CounterStore = {
      increment: () => Promise.reject(new Error('down')),
      peek: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const limiter = createRateLimiter(broken, log);
    await expect(limiter.consume('login', 'ip', '1.2.3.4')).resolves.toBeUndefined();
    await expect(limiter.ensureAvailable('login', 'ip', '1.2.3.4')).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});
