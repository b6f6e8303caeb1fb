#!/usr/bin/env node
// The cluster test: three instances of the production install behind HAProxy
// on the local PostgreSQL and Redis (apps/server/test/cluster). Builds the app
// (skip with --no-build when it was just built), lays out the production
// install in .production, then runs the test. Without HAProxy a developer
// gets a notice and exit 0; CI (CI=true) fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
  const message = '!! No haproxy on PATH: the cluster test did NOT run (apt-get install haproxy).';
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

function run(command, args, cwd = repoRoot) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
run('node', ['scripts/production-install.mjs', '.production']);
run('npx', ['vitest', 'run', '-c', 'vitest.cluster.config.ts'], `${repoRoot}/apps/server`);
