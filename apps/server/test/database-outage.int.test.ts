import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBodySchema } from '@cv/shared';
import { adminUrl } from './db-names';
import { signupBody } from './factories';
import { startServerProcess, waitUntilReady, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * A real server process against the real PostgreSQL, reached through a relay
 * the test can cut: backends are terminated under a mixed read/write load,
 * then the database becomes unreachable and comes back.
 */
describe.runIf(inject('dbKind') === 'postgres')('database outage', () => {
  const database = `cv_outage_${randomBytes(4).toString('hex')}`;
  let admin: pg.Pool;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: inject('postgresTemplateUrl'), max: 2 });
    await admin.query(`CREATE DATABASE ${database}`);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    const url = new URL(adminUrl(inject('postgresTemplateUrl'), database));
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), TRUST_PROXY: 'true' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  });

  let clientNo = 0;
  const signup = (lang = 'en') => {
    const body = signupBody();
    clientNo += 1;
    return fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        // Each signup from an address of its own, so the signup limit never answers.
        'x-forwarded-for': `10.9.${clientNo >> 8}.${clientNo & 255}`,
      },
      body: JSON.stringify(body),
    }).then((res) => ({ res, username: body.username }));
  };

  it('stays up, answers 503 while the database is away and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let running = true;

    const writer = async () => {
      while (running) {
        try {
          const { res, username } = await signup();
          count(res.status);
          if (res.status === 201) acknowledged.push(username);
          await res.arrayBuffer();
        } catch {
          count(0); // no answer at all: the process is gone
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const reader = async () => {
      while (running) {
        try {
          const res = await fetch(`${server.url}/api/public/profile/nobody-${clientNo}`);
          count(res.status);
          await res.arrayBuffer();
        } catch {
          count(0);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const load = [writer(), writer(), reader(), reader()];

    const terminate = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 400));
      await terminate();
    }
    await new Promise((r) => setTimeout(r, 400));

    // The database becomes unreachable: open connections drop, new ones are refused.
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);

    const { res: refused } = await signup('de');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = errorBodySchema.parse(await refused.json());
    expect(body).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(body.message).toMatch(/Datenbank|vorübergehend/);

    // The public page still serves the app (without share tags), marked unavailable.
    const page = await fetch(`${server.url}/ui/profile/someone`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);

    await proxy.restore();
    // The first request after the database is back succeeds.
    const { res: first, username } = await signup();
    expect(first.status, await first.clone().text()).toBe(201);
    acknowledged.push(username);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

    running = false;
    await Promise.all(load);

    expect(server.exitCode(), server.output()).toBeNull();
    // Only successes and "unavailable": never a 500.
    const seen = JSON.stringify([...statuses]);
    for (const status of statuses.keys()) expect([201, 404, 503], seen).toContain(status);

    const direct = new pg.Client({
      connectionString: adminUrl(inject('postgresTemplateUrl'), database),
    });
    await direct.connect();
    const { rows } = await direct.query<{ username: string }>('select username from accounts');
    await direct.end();
    const stored = new Set(rows.map((r) => r.username));
    expect(acknowledged.length).toBeGreaterThan(3);
    expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
  }, 120_000);

  it('waits for a database that is not there yet at start', async () => {
    const late = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    await late.cut();
    const url = new URL(adminUrl(inject('postgresTemplateUrl'), database));
    url.host = `127.0.0.1:${late.port}`;
    const early = await startServerProcess(
      { DATABASE_URL: url.toString() },
      { waitForReady: false },
    );
    try {
      await new Promise((r) => setTimeout(r, 2000));
      expect(early.exitCode(), early.output()).toBeNull();
      await late.restore();
      await waitUntilReady(early);
    } finally {
      await early.stop();
      await late.close();
    }
  }, 90_000);
});
