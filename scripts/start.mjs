// `npm start`: builds whatever is missing (web app, server bundle), then
// serves both on PORT (8080) with the embedded database. No configuration.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}apps/web/dist/index.html`)) run(['run', 'build', '-w', 'apps/web']);
if (!existsSync(`${root}apps/server/dist/server.js`)) run(['run', 'build', '-w', 'apps/server']);

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
