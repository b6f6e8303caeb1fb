import { inspectPdf, pdfText } from '../../apps/server/test/pdf-inspect';
import { printInFreshContext } from '../lib/chromium-print';
import { launchChromium } from '../lib/server';
import { figures, ms } from '../lib/stats';

/** Untimed rounds of every design, in turns, before the first timed one. */
const WARM_UP_ROUNDS = 20;
/** The pause after a print before the next timed request. */
const SETTLE_MS = 500;

/**
 * What a user waits for a fresh PDF right after changing the profile,
 * through HTTP against the production server: a small edit of a job through
 * the API, then GET /api/cv/pdf of one design, timed (the edit is not).
 * Beside it, Chromium printing the same person's public page after the same
 * kind of edit, each print in a fresh browser context.
 */
export async function pdfAfterEdit(options: {
  serverUrl: string;
  /** The logged-in owner's Cookie header. */
  cookie: string;
  username: string;
  designs: readonly string[];
  lang: string;
  /** Timed edits per design, and timed Chromium prints. */
  rounds: number;
  /** The machine's font setup for Chromium. */
  chromiumEnv: Record<string, string>;
}): Promise<void> {
  const { serverUrl, cookie, rounds } = options;
  const edit = await jobEditor(serverUrl, cookie);

  const pdfAfter = (design: string) =>
    timedPdfAfterEdit(serverUrl, cookie, edit, design, options.lang);

  // The server's first few hundred requests are slower (its JIT and the
  // embedded database's WebAssembly warming up: 33 ms p50 over the first 50
  // edits of one design, 23 ms after 300), which the designs measured first
  // would pay for alone. So every design takes turns first, untimed.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const design of options.designs) await pdfAfter(design);
  }

  const browser = await launchChromium(options.chromiumEnv);
  const version = browser.version();
  const samples = new Map(options.designs.map((design) => [design, [] as number[]]));
  const pages = new Map<string, number>();
  const prints: number[] = [];
  let chromiumPages = 0;
  try {
    const page = `${serverUrl}/ui/profile/${encodeURIComponent(options.username)}`;
    const print = () => printInFreshContext(browser, page, { locale: options.lang });
    // A first round of each, not counted but checked.
    for (const design of options.designs) {
      const { pdf, marker, url } = await pdfAfter(design);
      pages.set(design, (await inspectPdf(pdf)).pages);
      showsEdit(pdfText(pdf), marker, url);
    }
    const marker = await edit();
    const first = new Uint8Array(await print());
    chromiumPages = (await inspectPdf(first)).pages;
    showsEdit(pdfText(first), marker, page);
    // Then every design and Chromium in turns, round by round: on a machine
    // whose speed drifts, both sides of the ratio see the same minutes.
    for (let round = 0; round < rounds; round++) {
      for (const design of options.designs)
        samples.get(design)!.push((await pdfAfter(design)).took);
      await edit();
      const start = performance.now();
      await print();
      prints.push(performance.now() - start);
      // Chromium goes on tearing down the closed context for a while: without
      // this pause the design after a print paid for it (Classic 36 ms, the
      // others 23-29).
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  } finally {
    await browser.close();
  }
  const typst = options.designs.map((design) => ({
    design,
    pages: pages.get(design) ?? 0,
    ...figures(samples.get(design)!),
  }));
  const chromium = figures(prints);

  console.log(
    `\n## HTTP: a fresh PDF right after an edit (a job's description saved through the API, then GET /api/cv/pdf timed; ${rounds} per design after ${WARM_UP_ROUNDS + 1} untimed rounds of every design) against Chromium ${version} printing the public page after the same edit (fresh context, ${rounds} prints after 1 untimed, taking turns with the designs round by round, ${chromiumPages} pages: p50 ${ms(chromium.p50)} ms, p95 ${ms(chromium.p95)} ms)\n`,
  );
  console.log('| design | pages | GET after edit p50 ms | p95 ms | Chromium p50 / this p50 |');
  console.log('|---|---|---|---|---|');
  for (const row of typst) {
    console.log(
      `| ${row.design} | ${row.pages} | ${ms(row.p50)} | ${ms(row.p95)} | ${(chromium.p50 / row.p50).toFixed(1)}× |`,
    );
  }
}

/** An edit, then the design's PDF, timed (the edit is not). */
export async function timedPdfAfterEdit(
  serverUrl: string,
  cookie: string,
  edit: () => Promise<string>,
  design: string,
  lang: string,
): Promise<{ took: number; pdf: Uint8Array; marker: string; url: string }> {
  const marker = await edit();
  const url = `${serverUrl}/api/cv/pdf?design=${design}&lang=${lang}`;
  const start = performance.now();
  const answer = await fetch(url, { headers: { cookie } });
  const pdf = new Uint8Array(await answer.arrayBuffer());
  const took = performance.now() - start;
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return { took, pdf, marker, url };
}

/** A timing of a cached answer would be no timing of a fresh PDF. */
export function showsEdit(text: string, marker: string, url: string) {
  if (!text.replace(/\s+/g, ' ').includes(marker)) {
    throw new Error(`${url} does not show the edit "${marker}" just saved`);
  }
}

/**
 * Saves the owner's first job again with a new description each time: a
 * small edit. Answers the words the edit added.
 */
export async function jobEditor(serverUrl: string, cookie: string): Promise<() => Promise<string>> {
  const answer = await fetch(`${serverUrl}/api/profile`, { headers: { cookie } });
  if (answer.status !== 200) throw new Error(`GET /api/profile answered ${answer.status}`);
  const profile = (await answer.json()) as {
    workExperiences: ({ id: string; description?: string | null } & Record<string, unknown>)[];
  };
  const job = profile.workExperiences[0];
  if (!job) throw new Error('the bench profile has no job to edit');
  let edits = 0;
  return async () => {
    const marker = `Revision ${++edits}`;
    const saved = await fetch(`${serverUrl}/api/profile/work-experience`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...job, description: `${job.description ?? ''} ${marker}` }),
    });
    if (saved.status !== 200) {
      throw new Error(`saving the job answered ${saved.status}: ${await saved.text()}`);
    }
    return marker;
  };
}
