// `npm start`: builds what is missing or older than its sources (web app,
// server bundle), then serves both on PORT (8080) with the embedded database.
// No configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** The newest modification time of the files under the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(file, entry));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

/** Whether `output` is missing or older than any of its sources. */
const stale = (output, sources) =>
  !existsSync(path.join(root, output)) || newest([output]) < newest(sources);

const shared = ['packages/shared/src', 'packages/shared/package.json'];
if (
  stale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    ...shared,
  ])
) {
  run(['run', 'build', '-w', 'apps/web']);
}
if (
  stale('apps/server/dist/server.js', [
    'apps/server/src',
    'apps/server/build.mjs',
    'apps/server/package.json',
    ...shared,
  ])
) {
  run(['run', 'build', '-w', 'apps/server']);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  // Production unless the caller says otherwise: `npm start` is how the app is served.
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
