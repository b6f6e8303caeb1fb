#!/usr/bin/env node
// Browser tests: builds the app, then runs Playwright against the real server
// in Debian's Chromium. Without a Chromium the tests cannot run: a developer
// gets a loud notice and exit 0, CI (CI=true) fails. With `--screenshots`
// first, it takes the screenshots for review (e2e/screenshots) instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Debian's headless shell (the package chromium-headless-shell, built from the
// same source as chromium) when installed: without the full browser's window
// machinery it spends about a third less CPU per page, and the suite is CPU-bound.
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) =>
    existsSync(candidate),
  ) ||
  '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const line = '!'.repeat(72);
  const message = [
    line,
    `!! No Chromium at ${chromium}: the browser tests did NOT run.`,
    '!! Install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
    line,
  ].join('\n');
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const noBuild = process.argv.includes('--no-build');
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const screenshots = args[0] === '--screenshots';
const config = screenshots ? 'e2e/screenshots/playwright.config.ts' : 'e2e/playwright.config.ts';

// Build unless the caller just did: a stale dist would test yesterday's app.
if (!noBuild) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', config, ...args.slice(screenshots ? 1 : 0)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
