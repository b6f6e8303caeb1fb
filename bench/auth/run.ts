// Per-request cost of authentication: CPU time per request, in this process,
// for a bare Fastify route, the app's unauthenticated GET /api/health, and the
// authenticated GET /api/account/status (JWT check plus the one query that
// checks the session is live and reads the status, plus the account read of
// the route). With PGlite the database runs in this process, so its CPU is
// included; with BENCH_DATABASE_URL (PostgreSQL) only the client side is.
// Prints figures; asserts nothing. Usage: npx tsx bench/auth/run.ts
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { createSessions } from '../../apps/server/src/composition/identity';
import { loadConfig } from '../../apps/server/src/config';
import { accounts } from '../../apps/server/src/db/schema';
import { ACCESS_COOKIE } from '../../apps/server/src/security/session-tokens';
import { freshPostgres } from '../lib/seed';
import { tempDataDir } from '../lib/server';

const requests = Number(process.env.BENCH_REQUESTS ?? 5000);
const postgres = process.env.BENCH_DATABASE_URL;

interface Row {
  label: string;
  cpuUsPerRequest: number;
  wallUsPerRequest: number;
}

/** Sends `requests` requests one after another through inject; CPU and wall time per request. */
async function measure(
  label: string,
  app: FastifyInstance,
  request: { url: string; cookie?: string },
): Promise<Row> {
  const send = () =>
    app.inject({
      method: 'GET',
      url: request.url,
      headers: request.cookie ? { cookie: request.cookie } : {},
    });
  const check = await send();
  if (check.statusCode !== 200) throw new Error(`${label}: ${check.statusCode} ${check.body}`);
  // Warm up the JIT and the prepared statements.
  for (let i = 0; i < 500; i++) await send();
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < requests; i++) await send();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return {
    label,
    cpuUsPerRequest: (used.user + used.system) / requests,
    wallUsPerRequest: (wall * 1000) / requests,
  };
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ ok: true }));
  await bare.ready();

  const dataDir = await tempDataDir();
  const databaseUrl = postgres ? await freshPostgres(postgres, 'cv_bench_auth') : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    const [account] = await app.db
      .insert(accounts)
      .values({ username: 'bench', email: 'bench@example.com', status: 'VERIFIED' })
      .returning();
    if (!account) throw new Error('no account');
    const sessions = createSessions(app.db, app.secrets, app.log);
    const { accessToken } = await sessions.start(account.id, { ip: '127.0.0.1' });
    const cookie = `${ACCESS_COOKIE}=${accessToken}`;

    const rows = [
      await measure('bare Fastify: GET /hello', bare, { url: '/hello' }),
      await measure('app: GET /api/health (no auth)', app, { url: '/api/health' }),
      await measure('app: GET /api/account/status (auth)', app, {
        url: '/api/account/status',
        cookie,
      }),
    ];
    console.log(
      `\n${requests} sequential requests each, ${databaseUrl ? 'PostgreSQL' : 'PGlite (in process)'}\n`,
    );
    console.log('| request | CPU µs/request | wall µs/request |');
    console.log('|---|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${row.cpuUsPerRequest.toFixed(0)} | ${row.wallUsPerRequest.toFixed(0)} |`,
      );
    }
  } finally {
    await app.close();
    await bare.close();
  }
}

await main();
