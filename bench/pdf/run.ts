/**
 * PDF benchmark: prints figures, asserts nothing.
 *
 *   npx tsx bench/pdf/run.ts [--renders 100] [--chromium-renders 30] [--no-chromium]
 *
 * 1. The standard 2-page CV (6 jobs, 4 education entries, 15 skills in 3
 *    types, 4 projects, a photo, German text) rendered warm by each design
 *    in this thread: p50/p95 per design.
 * 2. The same through the worker pool at 8 concurrent requests: PDFs/s.
 * 3. The same content printed to PDF by headless Chromium with a fresh
 *    browser context per render (how a multi-user server isolates users in
 *    a browser), as the baseline: p50/p95 and the ratio to Typst.
 * 4. HTTP: PDFs/s through GET /api/cv/pdf at 8 clients, public-profile p99 meanwhile.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CV_DESIGN_IDS, type CvDesignId } from '@cv/shared';
import { toTemplateInput } from '../../apps/server/src/features/cv-engine/cv-document';
import { createCvRenderer, cvFontsDir } from '../../apps/server/src/features/cv-engine/cv-render';
import { CvRenderPool } from '../../apps/server/src/features/cv-engine/cv-render-pool';
import { samplePhoto } from '../../apps/server/src/features/cv-engine/cv-sample-photo';
import { sampleCvData } from '../../apps/server/src/features/cv-engine/cv-sample-profile';
import { inspectPdf } from '../../apps/server/test/pdf-inspect';
import { load, printTable } from '../lib/load';
import { BENCH_PASSWORD, freshPostgres, seedPublicProfile } from '../lib/seed';
import { launchChromium, startServer, tempDataDir } from '../lib/server';
import { cvHtml } from './cv-html';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '100' },
    'chromium-renders': { type: 'string', default: '30' },
    'no-chromium': { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
  },
});
/**
 * The renderer points FONTCONFIG_FILE at a file without system fonts (see
 * cv-render.ts); Chromium needs the machine's real font setup.
 */
const chromiumEnv = { ...process.env } as Record<string, string>;
const RENDERS = Number(args.renders);
const CHROMIUM_RENDERS = Number(args['chromium-renders']);
const WARM_UP = 10;
const CONCURRENCY = 8;

interface Figures {
  p50: number;
  p95: number;
  mean: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

const ms = (n: number) => n.toFixed(1);

const data = sampleCvData('de');
const picture = await samplePhoto();

console.log('# PDF rendering benchmark');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at start ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `document: ${data.workExperiences.length} jobs, ${data.educations.length} education entries, ${data.skills.length} skills in ${new Set(data.skills.map((s) => s.type)).size} types, ${data.projects.length} projects, photo ${Math.round(picture.length / 1024)} KiB, lang=${data.lang}\n`,
);

/**
 * Every render gets slightly different data, as different users' CVs do:
 * Typst memoizes by input, and identical input would measure a cache hit.
 */
let variant = 0;
const nextData = () => ({
  ...data,
  person: { ...data.person, bio: `${data.person.bio} (${++variant})` },
});

// 1. Warm renders in this thread.
const renderer = createCvRenderer();
const typstP50: Record<string, number> = {};
console.log(
  `## Typst, warm, in one thread (${RENDERS} renders per design after ${WARM_UP} warm-up)\n`,
);
console.log('| design | pages | PDF size | p50 ms | p95 ms | mean ms |');
console.log('|---|---|---|---|---|---|');
for (const design of CV_DESIGN_IDS) {
  const render = () => renderer.renderCv({ design, data: nextData(), picture, format: 'pdf' });
  for (let i = 0; i < WARM_UP; i++) render();
  const samples: number[] = [];
  let last = render();
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    last = render();
    samples.push(performance.now() - start);
  }
  const f = figures(samples);
  typstP50[design] = f.p50;
  const size = last.format === 'pdf' ? `${Math.round(last.pdf.length / 1024)} KiB` : '';
  console.log(
    `| ${design} | ${last.pages} | ${size} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.mean)} |`,
  );
}

// 2. Throughput of the worker pool.
const pool = new CvRenderPool();
await pool.ready();
const total = RENDERS * 2;
let next = 0;
const poolStart = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < total) {
      const design = CV_DESIGN_IDS[next++ % CV_DESIGN_IDS.length] as CvDesignId;
      await pool.renderCv({ design, data: nextData(), picture, format: 'pdf' });
    }
  }),
);
const seconds = (performance.now() - poolStart) / 1000;
await pool.close();
console.log(
  `\n## Worker pool (${pool.size} workers, ${CONCURRENCY} concurrent requests, designs in turn)\n\n${total} PDFs in ${seconds.toFixed(2)} s: **${(total / seconds).toFixed(0)} PDFs/s**`,
);

// 3. Chromium baseline.
if (!args['no-chromium']) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-bench-chromium-'));
  const file = path.join(dir, 'cv.html');
  const photoUri = `data:image/jpeg;base64,${Buffer.from(picture).toString('base64')}`;
  await writeFile(
    file,
    cvHtml(toTemplateInput(data, { photoPath: 'photo' }), photoUri, cvFontsDir),
  );
  const browser = await launchChromium(chromiumEnv);
  let pages = 0;
  let bytes = 0;
  const print = async () => {
    // A fresh context per render: no cookies, storage or cache shared between users.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`file://${file}`, { waitUntil: 'load' });
    // Web fonts load lazily; print only once they are in (the page runs this, not Node).
    await page.evaluate('document.fonts.ready.then(() => true)');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await context.close();
    return pdf;
  };
  const sample = await print();
  pages = (await inspectPdf(new Uint8Array(sample))).pages;
  bytes = sample.length;
  for (let i = 0; i < 2; i++) await print();
  const samples: number[] = [];
  for (let i = 0; i < CHROMIUM_RENDERS; i++) {
    const start = performance.now();
    await print();
    samples.push(performance.now() - start);
  }
  await browser.close();
  await rm(dir, { recursive: true, force: true });
  const f = figures(samples);
  const version = browser.version();
  console.log(
    `\n## Chromium ${version} baseline (page.pdf, fresh context per render, ${CHROMIUM_RENDERS} renders after 3 warm-up, the first checked)\n`,
  );
  console.log(
    `pages: ${pages}, PDF size ${Math.round(bytes / 1024)} KiB, p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms, mean ${ms(f.mean)} ms\n`,
  );
  console.log('| design | Typst p50 ms | Chromium p50 ms | Chromium / Typst |');
  console.log('|---|---|---|---|');
  for (const design of CV_DESIGN_IDS) {
    const typst = typstP50[design]!;
    console.log(`| ${design} | ${ms(typst)} | ${ms(f.p50)} | ${(f.p50 / typst).toFixed(1)}× |`);
  }
}

// 4. HTTP: PDFs per second through GET /api/cv/pdf at 8 concurrent clients
// against the production server in its own process, and the p99 of the
// public profile measured by a second load generator at the same time.
if (!args['no-http']) {
  const dataDir = await tempDataDir();
  // BENCH_DATABASE_URL (a PostgreSQL server): the server runs on a fresh database there.
  const databaseUrl = process.env.BENCH_DATABASE_URL
    ? await freshPostgres(process.env.BENCH_DATABASE_URL, 'cv_bench_pdf')
    : undefined;
  const { username } = await seedPublicProfile(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { picture },
  );
  const server = await startServer({
    port: 18081,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {},
  });
  try {
    // A real session: access tokens are only good while their session is live.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const pdfUrl = `${server.url}/api/cv/pdf?design=classic&lang=de`;
    const first = await fetch(pdfUrl, { headers: { cookie } });
    const body = new Uint8Array(await first.arrayBuffer());
    if (first.status !== 200) throw new Error(`PDF endpoint answered ${first.status}`);
    const facts = await inspectPdf(body);
    await load('warm-up', pdfUrl, { connections: 8, duration: 3, headers: { cookie } });
    const profileUrl = `${server.url}/api/public/profile/${username}`;
    const quiet = await load('public profile alone (c=10)', profileUrl, {
      connections: 10,
      duration: 5,
    });
    const [pdfs, during] = await Promise.all([
      load('GET /api/cv/pdf (c=8)', pdfUrl, { connections: 8, duration: 10, headers: { cookie } }),
      load('public profile during PDF load (c=10)', profileUrl, { connections: 10, duration: 10 }),
    ]);
    console.log(
      `\n## HTTP: GET /api/cv/pdf at 8 clients (production build, own process, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${facts.pages} pages, ${Math.round(body.length / 1024)} KiB)\n`,
    );
    printTable([pdfs, quiet, during]);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
