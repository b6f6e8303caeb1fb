import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  buildVerificationToken,
  cookieHeader,
  loggedInAccount,
  signupBody,
  TEST_PASSWORD,
  unique,
} from '../../../test/factories';
import { client, expectError } from '../../../test/http';
import { RATE_LIMITS } from '../../security/rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';

const { app: memoryApp } = await buildTestApp();
const { app: redisApp } = await buildTestApp({ REDIS_URL });

/** Sends `count` requests one after the other; all must pass the limit. */
async function exhaust(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  for (let i = 0; i < count; i++) {
    const res = await send(i);
    expect(res.statusCode, `attempt ${i + 1}`).not.toBe(429);
  }
}

function expectRateLimited(res: Awaited<ReturnType<FastifyInstance['inject']>>, lang = 'en') {
  const body = expectError(res, 429, 'rate_limited');
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(body.message).toBe(
    lang === 'de'
      ? `Zu viele Anfragen, bitte versuchen Sie es in ${seconds} Sekunden erneut`
      : `Too many requests, please try again in ${seconds} seconds`,
  );
  return seconds;
}

const wrongLogin = (username: string) => ({ username, password: 'Wrong-pass1' });

describe.each([
  ['in memory', memoryApp],
  ['in Redis', redisApp],
])('rate limits %s', (_store, app) => {
  it('limits failed logins per address, with Retry-After', async () => {
    const api = client(app);
    const { max, windowMs } = RATE_LIMITS.login.ip;
    await exhaust(max, () => api.post('/api/auth/login', wrongLogin(`nobody-${unique()}`)));
    const res = await api.post('/api/auth/login', wrongLogin(`nobody-${unique()}`), {
      lang: 'de',
    });
    expect(expectRateLimited(res, 'de')).toBeLessThanOrEqual(windowMs / 1000);
    // Another client is not affected.
    expectError(await client(app).post('/api/auth/login', wrongLogin(`someone-${unique()}`)), 401);
  });

  it('limits failed logins per account and address; the right password waits there too', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const username = account.username ?? '';
    const api = client(app);
    await exhaust(RATE_LIMITS.login.pair.max, (i) =>
      api.post('/api/auth/login', wrongLogin(i % 2 ? username : username.toUpperCase())),
    );
    // The account is the same whether named by username or e-mail, in any case.
    expectRateLimited(
      await api.post('/api/auth/login', {
        username: account.email?.toUpperCase(),
        password: TEST_PASSWORD,
      }),
    );
    // From that address other accounts can still log in.
    const other = await buildAccount(app, { password: TEST_PASSWORD });
    const res = await api.post('/api/auth/login', {
      username: other.username,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('never locks the owner out: failures from other addresses do not refuse the right password', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const username = account.username ?? '';
    // More failures than any per-address limit, spread over many addresses.
    await exhaust(RATE_LIMITS.login.pair.max + 2, () =>
      client(app).post('/api/auth/login', wrongLogin(username)),
    );
    const res = await client(app).post('/api/auth/login', {
      username,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('does not count successful logins against the address or the account', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const api = client(app);
    await exhaust(RATE_LIMITS.login.ip.max + 2, () =>
      api.post('/api/auth/login', { username: account.username, password: TEST_PASSWORD }),
    );
  });

  it('starts the per-account-and-address count over after a success', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const username = account.username ?? '';
    const api = client(app);
    await exhaust(RATE_LIMITS.login.pair.max - 1, () =>
      api.post('/api/auth/login', wrongLogin(username)),
    );
    await api.post('/api/auth/login', { username, password: TEST_PASSWORD });
    // Without the fresh start these would go past the limit.
    await exhaust(2, () => api.post('/api/auth/login', wrongLogin(username)));
  });

  it('limits signups per IP', async () => {
    const api = client(app);
    await exhaust(RATE_LIMITS.signup.ip.max, () => api.post('/api/auth/signup', signupBody()));
    expectRateLimited(await api.post('/api/auth/signup', signupBody()));
  });
});

describe('rate limits in memory', () => {
  const app = memoryApp;

  it('limits signups per e-mail address across IPs', async () => {
    const email = `popular-${unique()}@example.com`;
    await exhaust(RATE_LIMITS.signup.account.max, () =>
      client(app).post('/api/auth/signup', signupBody({ email })),
    );
    expectRateLimited(await client(app).post('/api/auth/signup', signupBody({ email })));
  });

  it('limits re-sending the verification mail per account', async () => {
    const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    const resend = () =>
      client(app).post('/api/account/verification/generate', undefined, { cookie });
    await exhaust(RATE_LIMITS.resend.account.max, resend);
    expectRateLimited(await resend());
  });

  it('limits re-sending per IP across accounts', async () => {
    const api = client(app);
    await exhaust(RATE_LIMITS.resend.ip.max, async () => {
      const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
      return api.post('/api/account/verification/generate', undefined, { cookie });
    });
    const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    expectRateLimited(await api.post('/api/account/verification/generate', undefined, { cookie }));
  });

  it('limits verification attempts per IP and per account', async () => {
    const api = client(app);
    await exhaust(RATE_LIMITS.verify.ip.max, () =>
      api.post('/api/account/verification', { id: crypto.randomUUID(), token: 'guess' }),
    );
    expectRateLimited(
      await api.post('/api/account/verification', { id: crypto.randomUUID(), token: 'guess' }),
    );

    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    await exhaust(RATE_LIMITS.verify.account.max, () =>
      client(app).post('/api/account/verification', { id: account.id, token: 'guess' }),
    );
    // Guessing is over for this account, even with the right token, until the window ends.
    const token = await buildVerificationToken(app, account);
    expectRateLimited(
      await client(app).post('/api/account/verification', { id: account.id, token }),
    );
  });

  it('limits refreshes per IP', async () => {
    const api = client(app);
    await exhaust(RATE_LIMITS.refresh.ip.max, () =>
      api.post('/api/auth/refresh', undefined, { cookie: 'cv_refresh=unknown' }),
    );
    expectRateLimited(await api.post('/api/auth/refresh', undefined, { cookie: 'cv_refresh=x' }));
  });

  it('limits refreshes per account without rotating the refused one', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const login = await client(app).post('/api/auth/login', {
      username: account.username,
      password: TEST_PASSWORD,
    });
    let cookie = cookieHeader(login);
    await exhaust(RATE_LIMITS.refresh.account.max, async () => {
      const res = await client(app).post('/api/auth/refresh', undefined, { cookie });
      cookie = cookieHeader(res);
      return res;
    });
    expectRateLimited(await client(app).post('/api/auth/refresh', undefined, { cookie }));
    // The refused token was not rotated: it is not "reused" later, the session survives.
    const verify = await client(app).get('/api/auth/login/verify', { cookie });
    expect(verify.statusCode).toBe(200);
  });
});

describe('rate limits in Redis', async () => {
  const { app: secondInstance } = await buildTestApp({ REDIS_URL });
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.quit());

  it('share their counters between instances of the app', async () => {
    // Not an account of either instance's test database: both count under the name.
    const username = `Shared-${unique()}`;
    const ip = client(redisApp).ip;
    const half = RATE_LIMITS.login.pair.max / 2;
    await exhaust(half, () => client(redisApp, ip).post('/api/auth/login', wrongLogin(username)));
    await exhaust(half, () =>
      client(secondInstance, ip).post('/api/auth/login', wrongLogin(username)),
    );
    expectRateLimited(await client(redisApp, ip).post('/api/auth/login', wrongLogin(username)));

    const key = `cv:rate:login:pair:${username.toLowerCase()}|${ip}`;
    expect(Number(await redis.get(key))).toBe(RATE_LIMITS.login.pair.max + 1);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RATE_LIMITS.login.pair.windowMs);
  });
});

describe('rate limits with Redis unreachable', async () => {
  // Nothing listens on port 1: each instance counts in memory meanwhile (logged).
  const { app } = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('let requests through instead of locking everybody out', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const res = await client(app).post('/api/auth/login', {
      username: account.username,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
