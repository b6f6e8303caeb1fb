// Fails when src/db/schema.ts and the committed migrations disagree: runs
// drizzle-kit generate against a copy of drizzle/ and expects no new file.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cv-migrations-'));
try {
  cpSync(path.join(serverDir, 'drizzle'), path.join(tmp, 'drizzle'), { recursive: true });
  const config = path.join(tmp, 'drizzle.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: path.join(serverDir, 'src/db/schema.ts'),
      out: path.relative(serverDir, path.join(tmp, 'drizzle')),
    })};`,
  );
  const before = readdirSync(path.join(tmp, 'drizzle')).length;
  const output = execFileSync('npx', ['drizzle-kit', 'generate', '--config', config], {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const after = readdirSync(path.join(tmp, 'drizzle')).length;
  // drizzle-kit exits 0 even when it fails to read the folder: trust only its verdict.
  if (after !== before || !output.includes('No schema changes')) {
    console.error(output);
    console.error(
      'The Drizzle schema has changes without a migration: run `npm run db:generate -w apps/server`.',
    );
    process.exit(1);
  }
  console.log('migrations match the schema');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
