// API load benchmark: GET /api/public/profile/{username} under autocannon
// (c=50, 10 s) from this process against the production server in another,
// on PGlite and on PostgreSQL, beside GET /api/health as the ceiling.
// Prints figures; asserts nothing. Usage: npm run build && npx tsx bench/api/run.ts
import os from 'node:os';
import { load, printTable, type LoadResult } from '../lib/load';
import { freshPostgres, seedPublicProfile } from '../lib/seed';
import { startServer, tempDataDir } from '../lib/server';

const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);

async function measure(label: string, databaseUrl?: string): Promise<LoadResult[]> {
  const dataDir = await tempDataDir();
  const target = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const { username } = await seedPublicProfile(target);
  const server = await startServer({
    port: 18080,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const profileUrl = `${server.url}/api/public/profile/${username}`;
    // Warm up prepared statements and the JIT before measuring.
    await load('warm-up', profileUrl, { duration: 2, connections: 10 });
    const health = await load(`${label}: GET /api/health`, `${server.url}/api/health`, {
      duration,
    });
    const profile = await load(`${label}: GET /api/public/profile/{username}`, profileUrl, {
      duration,
    });
    const etag = (await fetch(profileUrl)).headers.get('etag') ?? '';
    const revalidate = await load(`${label}: same, If-None-Match (304)`, profileUrl, {
      duration,
      headers: { 'if-none-match': etag },
    });
    return [health, profile, revalidate];
  } finally {
    await server.stop();
  }
}

console.log(
  `# API load — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
);
const pglite = await measure('PGlite');
printTable(pglite, pglite[0]);
let postgresUrl: string | undefined;
try {
  postgresUrl = await freshPostgres(POSTGRES, 'cv_bench');
} catch (err) {
  console.log(`PostgreSQL not reachable at ${POSTGRES}: skipped (${String(err)})`);
}
if (postgresUrl) {
  const postgres = await measure('PostgreSQL', postgresUrl);
  printTable(postgres, postgres[0]);
}
