/**
 * Live preview latency of the CV studio, in real Chromium against the
 * production build: from the last keystroke of a burst of typing in an
 * entry's job title to the new preview pixels on screen (the page-1 image
 * replaced and decoded, then one frame), p50 and p95. The baseline, measured
 * in the same run: one preview request alone (server render of every page,
 * fetched by the browser), so the ratio shows what the studio adds on top of
 * the typing pause it waits for.
 *
 *   npm run build && npx tsx bench/studio/run.ts [--rounds 20]
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { BENCH_PASSWORD, seedPublicProfile } from '../lib/seed';
import { launchChromium, startServer, tempDataDir } from '../lib/server';
import { figures, ms } from '../lib/stats';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, port: { type: 'string', default: '8191' } },
});
const ROUNDS = Number(args.rounds);
const KEY_DELAY_MS = 80;

const dataDir = await tempDataDir();
await seedPublicProfile({ DATA_DIR: dataDir });
const server = await startServer({ port: Number(args.port), dataDir });
const browser = await launchChromium();

try {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en',
  });
  const api = context.request;
  const login = await api.post(`${server.url}/api/auth/login`, {
    data: { username: 'bench.user', password: BENCH_PASSWORD },
    headers: { origin: server.url },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const created = await api.post(`${server.url}/api/cvs`, {
    data: { name: 'Bench' },
    headers: { origin: server.url },
  });
  if (!created.ok()) throw new Error(`create failed: ${created.status()}`);
  const { id } = (await created.json()) as { id: string };

  // Baseline: the preview request alone, from the browser.
  // The app keeps its logged-in state in the browser too: log in through the form.
  const page = await context.newPage();
  await page.goto(`${server.url}/ui/login?redirect=${encodeURIComponent(`/ui/cv/${id}`)}`);
  await page.getByLabel(/^Username or e-mail/).fill('bench.user');
  await page.getByLabel(/^Password/).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`**/ui/cv/${id}`);
  const alone: number[] = [];
  for (let i = 0; i < ROUNDS + 3; i++) {
    const took = await page.evaluate(async (url) => {
      const start = performance.now();
      const res = await fetch(url);
      await res.json();
      return performance.now() - start;
    }, `/api/cvs/${id}/preview`);
    if (i >= 3) alone.push(took);
  }

  const firstPage = page
    .getByRole('img', { name: /^Page 1 of \d+ of your CV/, includeHidden: true })
    .first();
  await firstPage.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/studio-bench-failure.png' });
    throw error;
  });
  await page
    .getByRole('button', { name: /^Edit "Softwareentwicklerin/ })
    .first()
    .click();
  const title = page.getByRole('dialog').getByLabel(/^Job title/);
  await title.click();
  await page.keyboard.press('End');
  await page.evaluate(
    "document.addEventListener('keydown', () => (window.lastKey = performance.now()), true)",
  );

  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const before = await firstPage.getAttribute('src');
    // Three new characters each round: every preview shows a title never rendered before.
    await page.keyboard.type(`-${String(round).padStart(2, '0')}`.slice(0, 3), {
      delay: KEY_DELAY_MS,
    });
    const latency = await waitForNewPreview(page, before);
    if (round >= 2) latencies.push(latency);
    // Let the saved state settle before the next burst.
    await page.waitForTimeout(400);
  }

  const live = figures(latencies);
  const base = figures(alone);
  console.log(
    `\nCV studio live preview, ${ROUNDS} rounds (1400×900, ${KEY_DELAY_MS} ms between keys)\n`,
  );
  console.log('| measure | p50 ms | p95 ms |');
  console.log('|---|---|---|');
  console.log(`| last keystroke → new preview pixels | ${ms(live.p50, 0)} | ${ms(live.p95, 0)} |`);
  console.log(`| baseline: one preview request alone | ${ms(base.p50, 0)} | ${ms(base.p95, 0)} |`);
  console.log(
    `\nratio live ÷ baseline (p50): ${(live.p50 / base.p50).toFixed(1)}× ` +
      `(the live path includes the typing pause, the entry save and the profile reload)`,
  );
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Milliseconds from the last keydown until page 1 shows a new, decoded image
 * and a frame passed. Passed as source text: tsx would wrap named functions
 * in a helper the page does not have.
 */
async function waitForNewPreview(page: Page, before: string | null): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const old = ${JSON.stringify(before)};
    const deadline = performance.now() + 30000;
    const check = () => {
      const img = Array.from(document.querySelectorAll('img')).find((i) => /^Page 1 of/.test(i.alt));
      if (img && img.src !== old && img.complete && img.naturalWidth > 0) {
        requestAnimationFrame(() => resolve(performance.now() - window.lastKey));
      } else if (performance.now() > deadline) reject(new Error('no new preview within 30 s'));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}
