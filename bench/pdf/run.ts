/**
 * PDF benchmark: prints figures, asserts nothing.
 *
 *   npx tsx bench/pdf/run.ts [--renders 100] [--chromium-renders 30] [--no-chromium]
 *     [--no-http] [--edits 10] [--profile sample|long-en|long-de] [--vary bio|all]
 *     [--designs classic,bold]
 *   npx tsx bench/pdf/run.ts --ref <git-ref> [--renders 100] [--batch 10] [--profile …] [--vary …]
 *   npx tsx bench/pdf/run.ts --ref <git-ref> --http [--edits 20] [--designs …]
 *
 * Every render gets slightly different data (vary.ts): by default only the
 * profile text, `--vary all` every description line as well.
 *
 * 1. The profile's CV (profiles.ts; by default the standard `sampleCvData('de')`)
 *    rendered warm by each design in this thread: p50/p95 per design.
 * 2. The same through the worker pool at 8 concurrent requests: PDFs/s.
 * 3. The same content printed to PDF by headless Chromium with a fresh
 *    browser context per render (how a multi-user server isolates users in
 *    a browser), as the baseline: p50/p95 and the ratio to Typst.
 * 4. HTTP: PDFs/s through GET /api/cv/pdf at 8 clients, public-profile p99
 *    meanwhile; then a fresh PDF right after an edit of the profile, per
 *    design, against Chromium printing the public page (after-edit.ts).
 *
 * With `--ref`, instead: another git ref's engine against the working
 * tree's in one run, interleaved (compare.ts): p50/p95 and pages per design,
 * pool throughput. With `--ref` and `--http`: both production builds side by
 * side, a fresh PDF right after an edit through HTTP, in turns
 * (after-edit-compare.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CV_DESIGN_IDS, type CvData, type CvDesignId } from '@cv/shared';
import { toTemplateInput } from '../../apps/server/src/features/cv-engine/cv-document';
import { createCvRenderer, cvFontsDir } from '../../apps/server/src/features/cv-engine/cv-render';
import { CvRenderPool } from '../../apps/server/src/features/cv-engine/cv-render-pool';
import { samplePhoto } from '../../apps/server/src/features/cv-engine/cv-sample-photo';
import { inspectPdf } from '../../apps/server/test/pdf-inspect';
import { printInFreshContext } from '../lib/chromium-print';
import { load, printTable } from '../lib/load';
import { describeMachine } from '../lib/machine';
import { freshPostgres, seedPublicProfile } from '../lib/seed';
import { launchChromium, startServer, tempDataDir } from '../lib/server';
import { logIn } from '../lib/session';
import { figures, ms } from '../lib/stats';
import { pdfAfterEdit } from './after-edit';
import { compareAfterEditWithRef } from './after-edit-compare';
import { compareWithRef } from './compare';
import { cvHtml } from './cv-html';
import { BENCH_PROFILES, benchProfileData, describeDocument, isBenchProfile } from './profiles';
import { VARIATIONS, variant, type Variation } from './vary';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '100' },
    'chromium-renders': { type: 'string', default: '30' },
    'no-chromium': { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    http: { type: 'boolean', default: false },
    edits: { type: 'string', default: '10' },
    profile: { type: 'string', default: 'sample' },
    ref: { type: 'string' },
    batch: { type: 'string', default: '10' },
    vary: { type: 'string', default: 'bio' },
    designs: { type: 'string' },
  },
});
if (!isBenchProfile(args.profile)) {
  throw new Error(`--profile: one of ${BENCH_PROFILES.join(', ')}`);
}
const variation = args.vary as Variation;
if (!VARIATIONS.includes(variation)) throw new Error(`--vary: one of ${VARIATIONS.join(', ')}`);
/**
 * The renderer points FONTCONFIG_FILE at a file without system fonts (see
 * cv-render.ts); Chromium needs the machine's real font setup.
 */
const chromiumEnv = { ...process.env } as Record<string, string>;
/** The designs to measure, in this order: all by default. */
const DESIGNS = (args.designs?.split(',') ?? CV_DESIGN_IDS) as CvDesignId[];
const unknown = DESIGNS.filter((design) => !CV_DESIGN_IDS.includes(design));
if (unknown.length) throw new Error(`--designs: unknown ${unknown.join(', ')}`);
const RENDERS = Number(args.renders);
const CHROMIUM_RENDERS = Number(args['chromium-renders']);
const WARM_UP = 10;
const CONCURRENCY = 8;

const data = benchProfileData(args.profile);
const picture = await samplePhoto();
const document = describeDocument(args.profile, data, picture, variation);

if (args.ref && args.http) {
  await compareAfterEditWithRef({
    ref: args.ref,
    designs: DESIGNS,
    lang: 'de',
    rounds: Number(args.edits),
    warmUp: 20,
    picture,
  });
} else if (args.ref) {
  await compareWithRef({
    ref: args.ref,
    renders: RENDERS,
    batch: Number(args.batch),
    warmUp: WARM_UP,
    concurrency: CONCURRENCY,
    data,
    picture,
    variation,
    document,
  });
} else {
  console.log('# PDF rendering benchmark');
  console.log(describeMachine());
  console.log(`${document}\n`);
  const typstP50 = renderInThread(data, picture);
  await poolThroughput(data, picture);
  if (!args['no-chromium']) await chromiumBaseline(data, picture, typstP50);
  if (!args['no-http']) await http(picture);
}

/** 1. Warm renders in this thread; the p50 per design. */
function renderInThread(data: CvData, picture: Uint8Array): Record<string, number> {
  const renderer = createCvRenderer();
  const typstP50: Record<string, number> = {};
  let renders = 0;
  console.log(
    `## Typst, warm, in one thread (${RENDERS} renders per design after ${WARM_UP} warm-up)\n`,
  );
  console.log('| design | pages | PDF size | p50 ms | p95 ms | mean ms |');
  console.log('|---|---|---|---|---|---|');
  for (const design of DESIGNS) {
    const render = () =>
      renderer.renderCv({
        design,
        data: variant(data, ++renders, variation),
        picture,
        format: 'pdf',
      });
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
  return typstP50;
}

/** 2. Throughput of the worker pool. */
async function poolThroughput(data: CvData, picture: Uint8Array) {
  const pool = new CvRenderPool();
  await pool.ready();
  // At least 200: the first renders of each design after the warm-up are
  // slower, and 40 PDFs (`--renders 20`) read 70 PDFs/s where 200 read 97.
  const total = Math.max(RENDERS * 2, 200);
  let next = 0;
  const poolStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const design = DESIGNS[next++ % DESIGNS.length]!;
        await pool.renderCv({
          design,
          data: variant(data, next, variation),
          picture,
          format: 'pdf',
        });
      }
    }),
  );
  const seconds = (performance.now() - poolStart) / 1000;
  await pool.close();
  console.log(
    `\n## Worker pool (${pool.size} workers, ${CONCURRENCY} concurrent requests, designs in turn)\n\n${total} PDFs in ${seconds.toFixed(2)} s: **${(total / seconds).toFixed(0)} PDFs/s**`,
  );
}

/** 3. The same content as one HTML page in the classic layout, printed by Chromium. */
async function chromiumBaseline(
  data: CvData,
  picture: Uint8Array,
  typstP50: Record<string, number>,
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-bench-chromium-'));
  const file = path.join(dir, 'cv.html');
  const photoUri = `data:image/jpeg;base64,${Buffer.from(picture).toString('base64')}`;
  await writeFile(
    file,
    cvHtml(toTemplateInput(data, { photoPath: 'photo' }), photoUri, cvFontsDir),
  );
  const browser = await launchChromium(chromiumEnv);
  const version = browser.version();
  const print = () => printInFreshContext(browser, `file://${file}`);
  const sample = await print();
  const pages = (await inspectPdf(new Uint8Array(sample))).pages;
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
  console.log(
    `\n## Chromium ${version} baseline (page.pdf, fresh context per render, ${CHROMIUM_RENDERS} renders after 3 warm-up, the first checked)\n`,
  );
  console.log(
    `pages: ${pages}, PDF size ${Math.round(sample.length / 1024)} KiB, p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms, mean ${ms(f.mean)} ms\n`,
  );
  console.log('| design | Typst p50 ms | Chromium p50 ms | Chromium / Typst |');
  console.log('|---|---|---|---|');
  for (const design of DESIGNS) {
    const typst = typstP50[design]!;
    console.log(`| ${design} | ${ms(typst)} | ${ms(f.p50)} | ${(f.p50 / typst).toFixed(1)}× |`);
  }
}

/**
 * 4. HTTP against the production server in its own process: PDFs per second
 * through GET /api/cv/pdf at 8 concurrent clients and the p99 of the public
 * profile measured by a second load generator at the same time; then a
 * fresh PDF right after an edit. The seeded bench profile, not `--profile`.
 */
async function http(picture: Uint8Array) {
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
    const cookie = await logIn(server.url, username);
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
    if (Number(args.edits) > 0) {
      await pdfAfterEdit({
        serverUrl: server.url,
        cookie,
        username,
        designs: DESIGNS,
        lang: 'de',
        rounds: Number(args.edits),
        chromiumEnv,
      });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
