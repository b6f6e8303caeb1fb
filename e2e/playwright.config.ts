import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Ports picked once per run (workers re-evaluate this file and inherit the
// environment), so that two runs on one machine never collide.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${PORT}`;
/** The OpenID Connect provider the external-login test signs up with (support/oidc-provider.mjs). */
const OIDC_PORT = PORT + 1;

// One fresh data directory per run. The config is evaluated again in every
// worker; the environment variable makes them all agree on the first one.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cv-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Screenshots to look at, not tests: `npm run screenshots` (screenshots/playwright.config.ts).
  testIgnore: 'screenshots/**',
  // A subfolder: Playwright empties it on every run, test-results/screenshots survives.
  outputDir: path.join(repoRoot, 'test-results', 'playwright'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Patience for a cold server on a busy two-core machine; nothing here measures speed.
  // The letters' and applications' journeys render PDFs beside the other worker's pages:
  // screens that wait for data then take longer than 10 s to show.
  expect: { timeout: 20_000 },
  timeout: 60_000,
  // Every test signs up accounts of its own, so two workers never share one;
  // two keep the server busy without starving it on a two-core machine.
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }],
      ],
  use: {
    baseURL,
    locale: 'en-US',
    // A trace records a screencast of every test: on this two-core machine that cost the suite a
    // quarter of its time. A failing test gets one on its retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded one.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node e2e/support/oidc-provider.mjs',
      cwd: repoRoot,
      env: { OIDC_PORT: String(OIDC_PORT) },
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/dist/server.js',
      cwd: repoRoot,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'cv-e2e',
        OIDC_CLIENT_SECRET: 'cv-e2e-secret',
        OIDC_NAME: 'Test ID',
        // Signups are rate-limited per client IP (10 an hour); the tests send their
        // own X-Forwarded-For (support/accounts.ts) so that the suite does not share one.
        TRUST_PROXY: 'true',
      },
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
