#!/usr/bin/env node
// Lays out the server as it runs in production: the built server and web app
// plus production dependencies only (`npm ci --omit=dev` for the server
// workspace), in a folder of its own. The Dockerfile follows the same steps;
// the cluster test runs its instances from this folder.
//
//   node scripts/production-install.mjs [target]   (default: .production)
//
// Expects `npm run build` to have run.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const target = path.resolve(repoRoot, process.argv[2] ?? '.production');
const workspaces = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];

for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const copy = (from) =>
  cpSync(path.join(repoRoot, from), path.join(target, from), { recursive: true });
copy('package.json');
copy('package-lock.json');
// npm resolves the lockfile against every workspace's manifest.
for (const workspace of workspaces) copy(`${workspace}/package.json`);
for (const folder of [
  'apps/server/dist',
  'apps/server/assets',
  'apps/server/drizzle',
  'apps/web/dist',
]) {
  copy(folder);
}

const result = spawnSync(
  'npm',
  ['ci', '--omit=dev', '--workspace', 'apps/server', '--no-audit', '--no-fund', '--prefer-offline'],
  { cwd: target, stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`production install ready in ${target}: node apps/server/dist/server.js`);
