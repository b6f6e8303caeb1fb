import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client';
import { RATE_LIMITS } from '../../src/security/rate-limit';
import { adminUrl } from '../db-names';
import { signupBody, TEST_PASSWORD } from '../factories';
import { jpeg } from '../images';
import { mailsTo, verificationLinkIn } from '../mail';
import { startS3 } from '../s3';
import {
  freePort,
  startServerProcess,
  waitUntilReady,
  type ServerProcess,
} from '../server-process';
import { startHaproxy, type Balancer } from './haproxy';

/**
 * Three instances of the production install behind HAProxy, on the local
 * PostgreSQL and Redis and an S3-compatible server on loopback: what the
 * README promises for running on many machines.
 */
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const entry = path.resolve(
  process.env.PRODUCTION_DIR ?? path.join(import.meta.dirname, '../../../../.production'),
  'apps/server/dist/server.js',
);
const NAMES = ['a', 'b', 'c'] as const;
type Name = (typeof NAMES)[number];

const database = `cv_cluster_${randomBytes(4).toString('hex')}`;
const admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const instances = new Map<Name, ServerProcess>();
const ports = new Map<Name, number>();
let balancer: Balancer;
let dataDir: string;
let env: Record<string, string>;
/**
 * A real client address (any of 127.0.0.0/8 is this machine's): HAProxy
 * appends the address it sees to X-Forwarded-For and the instances trust one
 * proxy, so this is the address they count. A new one per run and per client
 * role: limits in the shared Redis never carry over between runs.
 */
const loopbackIp = () => `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const clientIp = loopbackIp();
/** A made-up address for a forged X-Forwarded-For. */
const madeUpIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

function startInstance(name: Name) {
  return startServerProcess(env, { entry, port: ports.get(name) ?? 0, waitForReady: false });
}

interface Answer {
  status: number;
  servedBy: string;
  body: string;
  cookies: string[];
}

/**
 * One request from the source address `ip` (fetch cannot choose it). The
 * body is encoded as fetch would (FormData as multipart); `forwardedFor` is
 * an X-Forwarded-For the client writes itself.
 */
async function call(
  url: string,
  init: RequestInit & { cookie?: string; ip?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const request = new Request(url, {
    method: init.method ?? 'GET',
    headers: init.headers ?? {},
    body: init.body ?? null,
  });
  const headers = Object.fromEntries(request.headers.entries());
  if (init.cookie) headers.cookie = init.cookie;
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      { method: request.method, headers, localAddress: init.ip ?? clientIp },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            servedBy: String(res.headers['x-served-by'] ?? ''),
            body: Buffer.concat(chunks).toString('latin1'),
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const cookieOf = (answer: Answer) => answer.cookies.filter((c) => !c.endsWith('=')).join('; ');

beforeAll(async () => {
  await admin.query(`CREATE DATABASE ${database}`);
  const s3 = await startS3('cluster-media');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-cluster-'));
  const balancerPort = await freePort();
  for (const name of NAMES) ports.set(name, await freePort());
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: adminUrl(databaseUrl, database),
    REDIS_URL: redisUrl,
    ...s3.env,
    // One outbox for all three, so the test finds the mail whoever sent it.
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    // HAProxy is the one proxy in front: the client is the address it appends.
    TRUST_PROXY: '1',
    SHUTDOWN_DELAY_MS: '1500',
  };
  // All three at the same moment, on an empty database.
  const started = await Promise.all(NAMES.map((name) => startInstance(name)));
  NAMES.forEach((name, i) => instances.set(name, started[i] as ServerProcess));
  await Promise.all(started.map((s) => waitUntilReady(s, 90_000)));
  balancer = await startHaproxy(
    balancerPort,
    NAMES.map((name) => ({ name, port: ports.get(name) ?? 0 })),
  );
  // Until HAProxy has seen every instance healthy.
  const seen = new Set<string>();
  for (let i = 0; i < 100 && seen.size < 3; i++) {
    seen.add((await call(`${balancer.url}/api/health`)).servedBy);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all([...instances.values()].map((s) => s.stop()));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('three instances behind a load balancer', () => {
  const user = signupBody();
  let cookie = '';
  const servedBy = new Set<string>();
  const through = async (p: string, init: Parameters<typeof call>[1] = {}) => {
    const answer = await call(`${balancer.url}${p}`, { cookie, ...init });
    servedBy.add(answer.servedBy);
    return answer;
  };

  it('migrated the empty database once and agree on one set of signing keys', async () => {
    const direct = new pg.Client({ connectionString: adminUrl(databaseUrl, database) });
    await direct.connect();
    const migrations = await direct.query('select hash from drizzle.__drizzle_migrations');
    const keys = await direct.query('select purpose from signing_keys order by purpose');
    await direct.end();
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(migrations.rows).toHaveLength(journal.entries.length);
    expect(keys.rows.map((r) => r.purpose)).toEqual(['cookie', 'jwt']);
    for (const server of instances.values()) expect(server.exitCode()).toBeNull();
  });

  it('carry a whole journey, each request landing on whichever instance', async () => {
    const signup = await through('/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify(user),
    });
    expect(signup.status, signup.body).toBe(201);
    cookie = cookieOf(signup);

    const [mail] = await mailsTo(dataDir, user.email);
    const link = verificationLinkIn(mail ?? '');
    const verified = await through('/api/account/verification', {
      method: 'POST',
      body: JSON.stringify({
        id: link.searchParams.get('id'),
        token: link.searchParams.get('token'),
      }),
    });
    expect(verified.status, verified.body).toBe(200);

    const login = await through('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
    });
    expect(login.status, login.body).toBe(200);
    cookie = cookieOf(login);

    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({ displayName: 'Grace Hopper', jobTitle: 'Admiral', publicAccess: true }),
    );
    form.append('profilePicture', new Blob([await jpeg()], { type: 'image/jpeg' }), 'me.jpg');
    const profile = await through('/api/profile', { method: 'POST', body: form });
    expect(profile.status, profile.body).toBe(201);

    const { pictureUrl } = JSON.parse(profile.body) as { pictureUrl: string };
    expect(pictureUrl).toBeTruthy();

    // Session, picture (in the S3 bucket) and PDF on every instance in turn.
    for (let i = 0; i < 3; i++) {
      const account = await through('/api/account');
      expect(account.status, account.body).toBe(200);
      const picture = await through(pictureUrl);
      expect(picture.status).toBe(200);
      const pdf = await through('/api/cv/pdf?design=classic&lang=en');
      expect(pdf.status).toBe(200);
      expect(pdf.body.startsWith('%PDF-')).toBe(true);
    }
    const publicJson = await through(`/api/public/profile/${user.username}`, { cookie: '' });
    expect(publicJson.status).toBe(200);
    expect(JSON.parse(publicJson.body).displayName).toBe('Grace Hopper');
    const page = await through(`/ui/profile/${user.username}`, {
      cookie: '',
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Grace Hopper');

    // Every instance keeps the page cached now; a save through any one of them reaches all
    // of them (the change goes out on Redis) within a second.
    for (let i = 0; i < 3; i++) await through(`/ui/profile/${user.username}`, { cookie: '' });
    const edit = new FormData();
    edit.append(
      'data',
      JSON.stringify({ displayName: 'Grace Hopper', jobTitle: 'Rear Admiral', publicAccess: true }),
    );
    const saved = await through('/api/profile', { method: 'POST', body: edit });
    expect(saved.status, saved.body).toBeLessThan(300);
    const current = new Set<string>();
    const deadline = Date.now() + 1000;
    while (current.size < 3 && Date.now() < deadline) {
      const again = await through(`/ui/profile/${user.username}`, { cookie: '' });
      if (again.body.includes('Rear Admiral')) current.add(again.servedBy);
    }
    expect([...current].sort()).toEqual(['a', 'b', 'c']);
    expect([...servedBy].sort()).toEqual(['a', 'b', 'c']);
  });

  it('refuse the old access token on every instance after logout', async () => {
    const before = cookie;
    const logout = await through('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBeLessThan(300);
    for (const name of NAMES) {
      const direct = await call(`http://127.0.0.1:${ports.get(name)}/api/account`, {
        cookie: before,
      });
      expect(direct.status, `instance ${name}`).toBe(401);
    }
  });

  it('count failed logins across instances by the address HAProxy saw, whatever the client claims', async () => {
    const { max } = RATE_LIMITS.login.pair;
    const stranger = loopbackIp();
    const statuses: number[] = [];
    const served = new Set<string>();
    for (let i = 0; i <= max; i++) {
      const answer = await call(`${balancer.url}/api/auth/login`, {
        method: 'POST',
        ip: stranger,
        // A new made-up address each time, or the owner's own.
        forwardedFor: i % 2 ? clientIp : madeUpIp(),
        body: JSON.stringify({ username: user.username, password: 'Wrong-passw0rd' }),
      });
      statuses.push(answer.status);
      served.add(answer.servedBy);
    }
    expect(served.size).toBe(3);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // The owner, from the address the stranger claimed, is not locked out.
    const login = await through('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
    });
    expect(login.status, login.body).toBe(200);
    cookie = cookieOf(login);
  }, 120_000);

  it('count a visitor once, whatever addresses it makes up', async () => {
    const visitor = loopbackIp();
    const served = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const beacon = await call(`${balancer.url}/api/public/views`, {
        method: 'POST',
        ip: visitor,
        forwardedFor: madeUpIp(),
        headers: { 'user-agent': FIREFOX },
        body: JSON.stringify({ kind: 'public', key: user.username }),
      });
      expect(beacon.status, beacon.body).toBe(204);
      served.add(beacon.servedBy);
    }
    expect(served.size).toBe(3);
    const stats = await through('/api/account/stats');
    expect(stats.status, stats.body).toBe(200);
    const days = (JSON.parse(stats.body) as { days: { publicViews: number; visitors: number }[] })
      .days;
    expect(days.at(-1)).toMatchObject({ publicViews: 1, visitors: 1 });
  });
});

describe('instances leaving under load', () => {
  /** Bounded load through the balancer: reads of the public profile and the health route. */
  function steadyLoad(username: string) {
    const results: { at: number; ok: boolean }[] = [];
    let running = true;
    const loop = async () => {
      while (running) {
        const at = Date.now();
        try {
          const res = await fetch(`${balancer.url}/api/public/profile/${username}`);
          await res.arrayBuffer();
          results.push({ at, ok: res.status === 200 });
        } catch {
          results.push({ at, ok: false });
        }
      }
    };
    const loops = [loop(), loop(), loop(), loop()];
    return {
      results,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  let username = '';
  beforeAll(async () => {
    const res = await fetch(`${balancer.url}/api/public/profile/nobody`);
    expect(res.status).toBe(404);
    const direct = new pg.Client({ connectionString: adminUrl(databaseUrl, database) });
    await direct.connect();
    const { rows } = await direct.query<{ username: string }>(
      `select username from accounts a join profiles p on p.account_id = a.id where p.public_access`,
    );
    await direct.end();
    username = rows[0]?.username ?? '';
    expect(username).not.toBe('');
  });

  it('SIGTERM and restart of one instance: no failed request', async () => {
    const load = steadyLoad(username);
    await new Promise((r) => setTimeout(r, 1000));
    const b = instances.get('b') as ServerProcess;
    const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const restarted = await startInstance('b');
    instances.set('b', restarted);
    await waitUntilReady(restarted, 90_000);
    await new Promise((r) => setTimeout(r, 1500));
    await load.stop();
    const failed = load.results.filter((r) => !r.ok).length;
    console.log(
      `cluster: SIGTERM + restart under load: ${load.results.length} requests, ${failed} failed`,
    );
    expect(load.results.length).toBeGreaterThan(50);
    expect(failed).toBe(0);
  }, 180_000);

  it('SIGKILL of one instance: failures only while HAProxy has not marked it down', async () => {
    const load = steadyLoad(username);
    await new Promise((r) => setTimeout(r, 1000));
    const c = instances.get('c') as ServerProcess;
    const killedAt = Date.now();
    c.child.kill('SIGKILL');
    // Health checks every 250 ms, one failure marks it down: 2 s is well past that.
    await new Promise((r) => setTimeout(r, 4000));
    await load.stop();
    const failed = load.results.filter((r) => !r.ok);
    const late = failed.filter((r) => r.at > killedAt + 2000);
    console.log(
      `cluster: SIGKILL under load: ${load.results.length} requests, ${failed.length} failed, ` +
        `${late.length} of them later than 2 s after the kill`,
    );
    expect(late).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(4);
    await c.stop();
  }, 60_000);
});
