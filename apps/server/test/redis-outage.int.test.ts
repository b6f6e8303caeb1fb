import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VISITOR_PDFS_PER_MINUTE } from '../src/features/sharing/visitor-pdf';
import { buildTestApp } from './app';
import { buildAccount, loggedInAccount, TEST_PASSWORD, testIp, unique } from './factories';
import { client, expectError } from './http';
import { startGitHubProvider } from './oauth-providers';
import { postProfile } from './profile-helpers';
import { startRedisServer } from './redis-server';

const METRICS_TOKEN = 'redis-outage-metrics';
const LOAD = 50;

interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;

/**
 * Two instances of the app sharing a Redis of this file's own, which the test
 * stops, starts again and freezes while requests hit every route with a rate
 * limit, and the login with its account limits.
 */
describe('rate limits while Redis is away', async () => {
  const redis = await startRedisServer();
  afterAll(() => redis.stop());
  const github = await startGitHubProvider();
  const env = { REDIS_URL: redis.url, ...github.env };
  const logs: LogLine[] = [];
  const { app } = await buildTestApp(
    { ...env, METRICS_TOKEN },
    {
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
      },
    },
  );
  // Without metrics: prom-client's registry is one per process, and each app with metrics starts it anew.
  const { app: other } = await buildTestApp(env);
  const person = await buildAccount(app, { password: TEST_PASSWORD });

  const pdf = (instance: FastifyInstance, ip: string) =>
    client(instance, ip).get(`/api/public/profile/nobody-${unique()}/pdf`);

  interface Probe {
    route: string;
    expected: number[];
    send: () => Promise<LightMyRequestResponse>;
  }

  /** One request of the mix, from a fresh address or account so that no limit is reached. */
  async function probe(i: number): Promise<Probe> {
    switch (i % 6) {
      case 0:
        return {
          route: 'POST /api/public/views',
          expected: [204],
          send: () => client(app).post('/api/public/views', { kind: 'public', key: 'nobody' }),
        };
      case 1: {
        const { cookie } = await loggedInAccount(app);
        return {
          route: 'POST /api/profile',
          expected: [200, 201],
          send: () => postProfile(app, cookie, { data: { displayName: 'Ada Lovelace' } }),
        };
      }
      case 2: {
        const { cookie } = await loggedInAccount(app);
        return {
          route: 'POST /api/import/preview',
          expected: [200],
          send: () =>
            app.inject({
              method: 'POST',
              url: '/api/import/preview',
              headers: { cookie, 'content-type': 'application/json' },
              payload: JSON.stringify({
                basics: { name: 'Ada Lovelace' },
                skills: [{ name: 'Mathematics' }],
              }),
            }),
        };
      }
      case 3:
        return {
          route: 'GET /api/oauth/github/start',
          expected: [302],
          send: () => client(app).get('/api/oauth/github/start'),
        };
      case 4:
        return {
          route: 'POST /api/auth/login',
          expected: [200],
          send: () =>
            client(app).post('/api/auth/login', {
              username: person.username,
              password: TEST_PASSWORD,
            }),
        };
      default:
        return {
          route: 'GET /api/public/profile/{username}/pdf',
          expected: [404],
          send: () => pdf(app, testIp()),
        };
    }
  }

  /** LOAD requests at once; asserts each answer, prints the latencies per route. */
  async function underLoad(phase: string) {
    const probes = await Promise.all(Array.from({ length: LOAD }, (_, i) => probe(i)));
    const results = await Promise.all(
      probes.map(async ({ route, expected, send }) => {
        const started = performance.now();
        const res = await send();
        return { route, expected, res, ms: performance.now() - started };
      }),
    );
    const byRoute = new Map<string, number[]>();
    for (const { route, ms } of results) byRoute.set(route, [...(byRoute.get(route) ?? []), ms]);
    console.log(
      `${phase}: ${LOAD} requests at once, latency per route (ms, max):\n` +
        [...byRoute]
          .map(
            ([route, ms]) =>
              `  ${route}: ${ms.map(Math.round).join(', ')} (max ${Math.round(Math.max(...ms))})`,
          )
          .join('\n'),
    );
    for (const { route, expected, res } of results) {
      expect(res.statusCode < 500, `${route}: ${res.statusCode} ${res.body}`).toBe(true);
      expect(expected, `${route}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  }

  async function fallbacksCounted(): Promise<number> {
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\n').find((l) => l.startsWith('rate_limit_fallbacks_total '));
    return Number(line?.split(' ')[1] ?? NaN);
  }

  /** Half the visitor-PDF limit on each instance, from one address: the next one is refused only if they share counts. */
  async function instancesShareCounts() {
    const ip = testIp();
    for (let i = 0; i < VISITOR_PDFS_PER_MINUTE / 2; i++) {
      expect((await pdf(app, ip)).statusCode).toBe(404);
      expect((await pdf(other, ip)).statusCode).toBe(404);
    }
    expectError(await pdf(app, ip), 429, 'rate_limited');
  }

  const outageWarnings = () =>
    logs.filter((line) => line.level >= WARN && /redis/i.test(line.msg)).map((line) => line.msg);

  it('answers every limited route while Redis is up, the instances sharing counts', async () => {
    await instancesShareCounts();
    await underLoad('Redis up');
    expect(outageWarnings()).toEqual([]);
  });

  it('answers every limited route while Redis is stopped, counting in memory, logged once', async () => {
    await redis.stop();
    await underLoad('Redis stopped');
    await underLoad('Redis still stopped');

    // Not open: this instance keeps counting on its own.
    const ip = testIp();
    for (let i = 0; i < VISITOR_PDFS_PER_MINUTE; i++) {
      expect((await pdf(app, ip)).statusCode).toBe(404);
    }
    expectError(await pdf(app, ip), 429, 'rate_limited');

    expect(outageWarnings()).toHaveLength(1);
    expect(await fallbacksCounted()).toBeGreaterThanOrEqual(2 * LOAD);
  });

  it('counts in Redis again once it is back, shared by the instances', async () => {
    await redis.start();
    await vi.waitFor(instancesShareCounts, { timeout: 15_000, interval: 250 });
    expect(logs.some((line) => line.level < WARN && /redis.*back/i.test(line.msg))).toBe(true);
    await underLoad('Redis back');
    expect(outageWarnings()).toHaveLength(1);
  });

  it('answers every limited route while Redis hangs (connections open, no replies)', async () => {
    redis.freeze();
    try {
      await underLoad('Redis frozen');
      await underLoad('Redis still frozen');
      expect(outageWarnings()).toHaveLength(2);
    } finally {
      redis.thaw();
    }
    await vi.waitFor(instancesShareCounts, { timeout: 15_000, interval: 250 });
  }, 60_000);
});

describe('an instance started while Redis is down', async () => {
  const redis = await startRedisServer();
  afterAll(() => redis.stop());
  await redis.stop();
  // With the public profile cache on, as in production: it subscribes to other instances' changes.
  const { app } = await buildTestApp({ REDIS_URL: redis.url, PUBLIC_PROFILE_CACHE_MS: '60000' });

  it('starts, answers limited routes, and listens to the other instances once Redis is up', async () => {
    const res = await client(app).get(`/api/public/profile/nobody-${unique()}/pdf`);
    expectError(res, 404, 'profile_not_found');

    await redis.start();
    const { Redis } = await import('ioredis');
    const probe = new Redis(redis.url);
    try {
      await vi.waitFor(
        async () => {
          const [, subscribers] = (await probe.pubsub('NUMSUB', 'cv:profile-changed')) as [
            string,
            number,
          ];
          expect(subscribers).toBe(1);
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      probe.disconnect();
    }
  });
});
