import { afterEach, describe, expect, it, vi } from 'vitest';
import { CvBusyError, CvError } from './cv-errors';
import { CvRenderPool, type CvRenderPoolOptions } from './cv-render-pool';
import type { CvRenderRequest } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { buildCvData, cvTestTemplatesDir, minimalCvData } from '../../../test/cv-fixtures';
import { inspectPdf, pdfFonts } from '../../../test/pdf-inspect';

let slowRenders = 0;
/** Each call has new data: Typst memoizes, and a repeated render would be instant. */
const slow = (): CvRenderRequest => ({
  design: 'classic',
  data: { ...minimalCvData(), person: { firstName: `Slow ${++slowRenders}` } },
  format: 'pdf',
});
const failing: CvRenderRequest = { design: 'modern', data: minimalCvData(), format: 'pdf' };
const fast: CvRenderRequest = { design: 'compact', data: minimalCvData(), format: 'pdf' };

let pool: CvRenderPool | undefined;

async function startPool(options: CvRenderPoolOptions): Promise<CvRenderPool> {
  pool = new CvRenderPool({ warmUp: false, templatesDir: cvTestTemplatesDir, ...options });
  await pool.ready();
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('CvRenderPool', () => {
  it('renders the real designs in worker threads', async () => {
    const real = new CvRenderPool({ size: 2, warmUp: false });
    pool = real;
    const results = await Promise.all([
      real.renderCv({ design: 'classic', data: minimalCvData(), format: 'pdf' }),
      real.renderCv({ design: 'elegant', data: minimalCvData('de'), format: { svgPage: 1 } }),
    ]);

    expect(results[0]).toMatchObject({ format: 'pdf', pages: 1 });
    expect(
      results[0]!.format === 'pdf' && Buffer.from(results[0]!.pdf).subarray(0, 5).toString(),
    ).toBe('%PDF-');
    expect(results[1]).toMatchObject({ format: 'svg', page: 1, pages: 1 });
  });

  it('passes the layout options to the worker and every page back', async () => {
    const real = new CvRenderPool({ size: 1, warmUp: false });
    pool = real;
    const options = {
      design: 'classic',
      data: buildCvData({}, 'de'),
      sectionOrder: ['education'],
      dateFormat: 'iso',
      font: 'inter',
      fitPages: 2,
    } as const;

    const pages = await real.renderCv({ ...options, format: 'svg-pages' });
    if (pages.format !== 'svg-pages') throw new Error('expected SVG pages');
    expect(pages.svgs).toHaveLength(pages.pages);
    expect(pages.fit.status).not.toBe('off');
    expect(pages.lastPageFill).toBeGreaterThan(0);

    const pdf = await real.renderCv({ ...options, format: 'pdf' });
    if (pdf.format !== 'pdf') throw new Error('expected a PDF');
    expect(pdf).toMatchObject({ pages: pages.pages, fit: pages.fit });
    const facts = await inspectPdf(pdf.pdf);
    expect((await pdfFonts(pdf.pdf)).join(' ')).toMatch(/\+Inter-/);
    const text = facts.text.toLowerCase();
    expect(text.indexOf('ausbildung')).toBeGreaterThan(0);
    expect(text.indexOf('ausbildung')).toBeLessThan(text.indexOf('berufserfahrung'));
    expect(facts.text).toContain('2021-03');
  });

  it('starts no worker thread before the first render', async () => {
    const lazy = new CvRenderPool({ size: 1, warmUp: false, templatesDir: cvTestTemplatesDir });
    pool = lazy;
    expect(lazy.stats.workers).toBe(0);

    await expect(lazy.renderCv(fast)).resolves.toMatchObject({ format: 'pdf' });
    expect(lazy.stats.workers).toBe(1);
  });

  it('answers busy when every worker is occupied and the queue is full', async () => {
    const busyPool = await startPool({
      size: 1,
      maxQueue: 1,
      timeoutMs: 5_000,
      retryAfterSeconds: 3,
    });

    const running = busyPool.renderCv(slow());
    const queued = busyPool.renderCv(fast);
    const rejected = busyPool.renderCv(fast);

    await expect(rejected).rejects.toBeInstanceOf(CvBusyError);
    await expect(rejected).rejects.toMatchObject({ code: 'cv_busy', retryAfterSeconds: 3 });
    // Busy once the worker reports the render started.
    await vi.waitFor(() =>
      expect(busyPool.stats).toEqual({ workers: 1, busy: 1, queued: 1, timeouts: 0, refused: 1 }),
    );
    await expect(running).resolves.toMatchObject({ format: 'pdf' });
    await expect(queued).resolves.toMatchObject({ format: 'pdf' });
  });

  it("queues one requester's burst behind another's single render instead of refusing it", async () => {
    const fair = await startPool({ size: 1, maxQueue: 4, timeoutMs: 10_000 });
    const started = performance.now();
    const finished: string[] = [];
    const track = (name: string, render: Promise<unknown>) =>
      render.then(
        () => finished.push(name),
        (error: unknown) => {
          finished.push(`${name} refused`);
          throw error;
        },
      );

    const burst = Array.from({ length: 20 }, (_, i) =>
      track(`burst ${i}`, fair.renderCv(slow(), 'account:hostile')),
    );
    const other = track('other', fair.renderCv(slow(), 'account:other'));
    const outcomes = await Promise.allSettled([...burst, other]);
    const otherAt = performance.now() - started;
    console.log(
      `fair pool: the other requester's render answered after ${otherAt.toFixed(0)} ms; order: ${finished.join(', ')}`,
    );

    expect(outcomes.at(-1)).toMatchObject({ status: 'fulfilled' });
    // Refused: the burst's requests beyond one running and the queue, less the place the other took.
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(20 - 1 - 4 + 1);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ reason: { code: 'cv_busy' } });
    }
    // Done second: right after the render that was running when it came.
    const done = finished.filter((name) => !name.endsWith('refused'));
    expect(done.indexOf('other')).toBe(1);
    expect(done.at(-1)).not.toBe('other');
    expect(fair.stats).toMatchObject({ busy: 0, queued: 0, refused: refused.length });
  });

  it('takes turns between requesters when a worker frees up', async () => {
    const fair = await startPool({ size: 1, maxQueue: 10 });
    const finished: string[] = [];
    const render = (who: string) => fair.renderCv(slow(), who).then(() => finished.push(who));

    await Promise.all([
      render('a'),
      render('a'),
      render('a'),
      render('a'),
      render('b'),
      render('b'),
      render('c'),
    ]);

    // 'a' was running when the others came; then one each in turn.
    expect(finished).toEqual(['a', 'b', 'c', 'a', 'b', 'a', 'a']);
  });

  it('fails a render over the time limit and replaces its worker', async () => {
    const limited = await startPool({ size: 1, timeoutMs: 200 });

    const stuck = limited.renderCv(slow());
    const next = limited.renderCv(fast);

    await expect(stuck).rejects.toMatchObject({ code: 'cv_render_timeout' });
    // The queued request runs on the fresh worker.
    await expect(next).resolves.toMatchObject({ format: 'pdf', pages: 1 });
    expect(limited.stats).toMatchObject({ workers: 1, timeouts: 1, refused: 0 });
  });

  it('keeps serving after a render fails', async () => {
    const sturdy = await startPool({ size: 1 });

    const error = await sturdy.renderCv(failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CvError);
    expect(error).toMatchObject({ code: 'cv_render_failed' });
    expect(String((error as CvError).details.diagnostics)).toContain('template failure');

    await expect(sturdy.renderCv(fast)).resolves.toMatchObject({ format: 'pdf' });
    expect(sturdy.stats).toEqual({ workers: 1, busy: 0, queued: 0, timeouts: 0, refused: 0 });
  });

  it("does not carry one render's picture into the next", async () => {
    const isolated = await startPool({ size: 1 });
    const withPicture = { design: 'elegant', data: minimalCvData(), format: 'pdf' } as const;

    await expect(
      isolated.renderCv({ ...withPicture, picture: await samplePhoto() }),
    ).resolves.toMatchObject({ format: 'pdf' });
    await expect(isolated.renderCv(withPicture)).rejects.toMatchObject({
      code: 'cv_render_failed',
    });
  });

  it('rejects waiting and new requests once closed', async () => {
    const closing = await startPool({ size: 1 });
    const outcomes = Promise.allSettled([closing.renderCv(slow()), closing.renderCv(fast)]);

    await closing.close();

    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'cv_pool_closed' } });
    }
    await expect(closing.renderCv(fast)).rejects.toMatchObject({ code: 'cv_pool_closed' });
  });
});
