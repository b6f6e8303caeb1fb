// Lighthouse on the pages a visitor meets first: the production build serves
// a full public profile (with picture), the app's home page and its login;
// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) audits
// each in Debian's Chromium. Prints, per page, the four category scores of
// the median run, LCP/TBT/CLS and the bytes transferred, and every audit that
// kept a category below 100. Asserts nothing.
// Usage: npm run build && npx tsx bench/lighthouse/run.ts [profile] [home] [login]
//   (all three when none is named; LIGHTHOUSE_RUNS=3 runs each)
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedPublicProfile } from '../lib/seed';
import { repoRoot, startServer, tempDataDir } from '../lib/server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const dataDir = await tempDataDir();
const picture = await readFile(`${repoRoot}/e2e/fixtures/portrait.jpg`);
const { username } = await seedPublicProfile({ DATA_DIR: dataDir }, { picture });
const server = await startServer({ port: 18085, dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const PAGES = { profile: `/ui/profile/${username}`, home: '/ui', login: '/ui/login' } as const;
type PageName = keyof typeof PAGES;
const named = process.argv.slice(2).filter((arg): arg is PageName => arg in PAGES);
const pages = named.length > 0 ? named : (Object.keys(PAGES) as PageName[]);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

try {
  console.log(
    `# Lighthouse (mobile preset) — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${runs} runs, median by performance`,
  );
  for (const page of pages) await audit(page, `${server.url}${PAGES[page]}`);
} finally {
  chrome.kill();
  await server.stop();
}

async function audit(page: PageName, url: string) {
  console.log(`\n## ${page}: ${PAGES[page]}`);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    results.push(result.lhr);
  }
  results.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const lhr = results[Math.floor(results.length / 2)]!;
  (await import("node:fs")).writeFileSync(`/tmp/wt-shell/lhr-${page}.json`, JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  console.log(
    '| Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | FCP | transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${CATEGORIES.map(score).join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('first-contentful-paint')} | ${metric('total-byte-weight')} |`,
  );
  console.log(
    `performance of each run: ${results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}`,
  );
  // What kept a category from 100, so the figure can be acted on.
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
      }
    }
  }
}
