// API load benchmark: what one request costs, in CPU time, measured from
// /proc while autocannon (c=50) drives the production server in another
// process — the server's CPU per request and PostgreSQL's, beside a bare
// Fastify route measured the same way in the same run (the baseline: a
// noisy machine changes throughput, hardly CPU per request).
// Views of a public profile with the cache off (every view loads and maps
// the profile) and on, the 304 revalidation, the server-rendered page, and
// /api/health. Prints figures; asserts nothing.
// Usage: npm run build && npx tsx bench/api/run.ts
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { postgresCpuMs, processCpuMs } from '../lib/cpu';
import { load } from '../lib/load';
import { freshPostgres, seedPublicProfile } from '../lib/seed';
import { repoRoot, startServer, tempDataDir } from '../lib/server';

const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 8);

interface Cost {
  label: string;
  requestsPerSecond: number;
  serverCpuMs: number;
  postgresCpuMs: number | null;
}

/** Load on one URL, and the CPU the server (and PostgreSQL) spent per answer. */
async function cost(
  label: string,
  url: string,
  pid: number,
  options: { headers?: Record<string, string>; postgres?: boolean } = {},
): Promise<Cost> {
  const server0 = processCpuMs(pid);
  const pg0 = options.postgres ? postgresCpuMs() : 0;
  const result = await load(label, url, {
    duration,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const answered = Math.max(1, result.total);
  if (result.errors + result.non2xx > 0 && !options.headers) {
    console.log(`  ${label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  return {
    label,
    requestsPerSecond: result.requestsPerSecond,
    serverCpuMs: (processCpuMs(pid) - server0) / answered,
    postgresCpuMs: options.postgres ? (postgresCpuMs() - pg0) / answered : null,
  };
}

async function bareBaseline(): Promise<Cost> {
  const port = 18090;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}/bare`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await load('warm-up', url, { duration: 2, connections: 10 });
    return await cost('bare Fastify route (baseline)', url, child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
  }
}

async function measure(label: string, cache: boolean, databaseUrl?: string): Promise<Cost[]> {
  const dataDir = await tempDataDir();
  const target = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const { username } = await seedPublicProfile(target);
  const server = await startServer({
    port: 18080,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { PUBLIC_PROFILE_CACHE_MS: cache ? '600000' : '0' },
  });
  const postgres = Boolean(databaseUrl);
  try {
    const apiUrl = `${server.url}/api/public/profile/${username}`;
    const pageUrl = `${server.url}/ui/profile/${username}`;
    // Warm up prepared statements and the JIT before measuring.
    await load('warm-up', apiUrl, { duration: 2, connections: 10 });
    await load('warm-up', pageUrl, { duration: 2, connections: 10 });
    const rows = [
      await cost(`${label}: GET /api/health`, `${server.url}/api/health`, server.pid),
      await cost(`${label}, cache ${cache ? 'on' : 'off'}: JSON API view`, apiUrl, server.pid, {
        postgres,
      }),
      await cost(`${label}, cache ${cache ? 'on' : 'off'}: HTML page view`, pageUrl, server.pid, {
        postgres,
      }),
    ];
    if (cache) {
      const etag = (await fetch(apiUrl)).headers.get('etag') ?? '';
      rows.push(
        await cost(`${label}: JSON API, If-None-Match (304)`, apiUrl, server.pid, {
          headers: { 'if-none-match': etag },
          postgres,
        }),
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function print(rows: Cost[], baseline: Cost) {
  console.log(
    '| request | req/s | server CPU ms/request | × bare route | PostgreSQL CPU ms/request |\n|---|---|---|---|---|',
  );
  for (const row of rows) {
    const pg = row.postgresCpuMs === null ? '–' : row.postgresCpuMs.toFixed(3);
    console.log(
      `| ${row.label} | ${row.requestsPerSecond} | ${row.serverCpuMs.toFixed(3)} | ${(row.serverCpuMs / baseline.serverCpuMs).toFixed(1)} | ${pg} |`,
    );
  }
}

console.log(
  `# API cost — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
);
const baseline = await bareBaseline();
const rows = [baseline];
rows.push(...(await measure('PGlite', false)), ...(await measure('PGlite', true)));
let postgresUrl: string | undefined;
try {
  postgresUrl = await freshPostgres(POSTGRES, 'cv_bench');
} catch (err) {
  console.log(`PostgreSQL not reachable at ${POSTGRES}: skipped (${String(err)})`);
}
if (postgresUrl) {
  rows.push(...(await measure('PostgreSQL', false, postgresUrl)));
  // A fresh database again: the seed's user exists once.
  rows.push(...(await measure('PostgreSQL', true, await freshPostgres(POSTGRES, 'cv_bench'))));
}
print(rows, baseline);
