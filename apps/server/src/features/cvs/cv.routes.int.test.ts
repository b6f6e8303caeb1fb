import { afterAll, describe, expect, it } from 'vitest';
import type { CvDataInput } from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { CvBusyError } from '../cv-engine/cv-errors';
import { CvRenderPool } from '../cv-engine/cv-render-pool';
import { samplePhoto } from '../cv-engine/cv-sample-photo';
import { cvRoutes } from './cv.routes';
import { buildTestApp } from '../../../test/app';
import { buildCvData } from '../../../test/cv-fixtures';
import { loggedInAccount } from '../../../test/factories';
import { inspectPdf } from '../../../test/pdf-inspect';

/**
 * The CV routes in the whole app: real login and status checks, locale and
 * error handling. They are mounted a second time, under /probe, with CV
 * content from this file and a render service it controls (one worker, or
 * "busy" on demand); the app's own copy under /api reads profiles from the
 * database and runs a pool of its own.
 */
const PREFIX = '/probe';
const profiles = new Map<string, { data: CvDataInput; picture?: Uint8Array }>();
const pool = new CvRenderPool({ size: 1, warmUp: false });
let renders = 0;
let busy = false;

const renderer: CvRenderService = {
  renderCv: (request) => {
    renders++;
    return busy ? Promise.reject(new CvBusyError(7)) : pool.renderCv(request);
  },
};

const { app } = await buildTestApp(
  {},
  {
    beforeReady: (app) =>
      void app.register(cvRoutes, {
        prefix: PREFIX,
        renderer,
        loadCvData: async (accountId) => profiles.get(accountId) ?? null,
      }),
  },
);
afterAll(() => pool.close());

const owner = await loggedInAccount(app);
profiles.set(owner.account.id, { data: buildCvData(), picture: await samplePhoto() });
const verified = { cookie: owner.cookie };

describe('GET /api/cv/designs', () => {
  it('lists the designs in the reader’s language, without login', async () => {
    const res = await app.inject({
      url: `${PREFIX}/cv/designs`,
      headers: { 'accept-language': 'de' },
    });

    expect(res.statusCode).toBe(200);
    const designs = res.json();
    expect(designs.map((d: { id: string }) => d.id)).toEqual([
      'classic',
      'modern',
      'compact',
      'elegant',
      'lebenslauf',
      'plain',
      'timeline',
      'bold',
      'executive',
      'europass',
      'academic',
      'creative',
    ]);
    expect(designs[5]).toEqual({
      id: 'plain',
      name: 'Schlicht (ATS)',
      description: expect.stringContaining('Bewerbungsportal'),
      previewUrl: '/api/cv/designs/plain/preview.png?lang=de',
    });
    expect(designs[0]).toEqual({
      id: 'classic',
      name: 'Klassisch',
      description: expect.stringContaining('Einspaltig'),
      previewUrl: '/api/cv/designs/classic/preview.png?lang=de',
    });
  });
});

describe('GET /api/cv/designs/:design/preview.png', () => {
  it('serves a PNG of the sample profile, made once and then cached', async () => {
    const before = renders;
    const first = await app.inject({ url: `${PREFIX}/cv/designs/elegant/preview.png?lang=en` });
    const second = await app.inject({ url: `${PREFIX}/cv/designs/elegant/preview.png?lang=en` });

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders - before).toBe(1);
  });

  it('serves the picture the designs list names, for every design in both languages', async () => {
    for (const lang of ['en', 'de'] as const) {
      const list = await app.inject({
        url: `${PREFIX}/cv/designs`,
        headers: { 'accept-language': lang },
      });
      for (const design of list.json() as { id: string; previewUrl: string }[]) {
        // The list names the app's own URL; this file asks its copy of the route.
        const res = await app.inject({ url: design.previewUrl.replace(/^\/api/, PREFIX) });
        expect(res.statusCode, design.previewUrl).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.length, design.previewUrl).toBeGreaterThan(5_000);
      }
    }
    const en = await app.inject({ url: `${PREFIX}/cv/designs/lebenslauf/preview.png?lang=en` });
    const de = await app.inject({ url: `${PREFIX}/cv/designs/lebenslauf/preview.png?lang=de` });
    expect(en.rawPayload.equals(de.rawPayload)).toBe(false);
    // A render per design and language: room for a machine busy with other suites.
  }, 60_000);

  it('answers 400 for a design that does not exist', async () => {
    const res = await app.inject({ url: `${PREFIX}/cv/designs/fancy/preview.png` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'validation' });
  });
});

describe('GET /api/cv/pdf', () => {
  it('requires login', async () => {
    const res = await app.inject({ url: `${PREFIX}/cv/pdf?design=classic` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('requires a verified account', async () => {
    const unverified = await loggedInAccount(app, { status: 'UNVERIFIED' });
    const res = await app.inject({
      url: `${PREFIX}/cv/pdf?design=classic`,
      headers: { cookie: unverified.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'status_forbidden' });
  });

  it('answers 400 for an unknown design', async () => {
    const res = await app.inject({ url: `${PREFIX}/cv/pdf?design=fancy`, headers: verified });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { design: expect.any(Array) },
    });
  });

  it('answers 404 with a clear message when the owner has no profile', async () => {
    const withoutProfile = await loggedInAccount(app);
    const res = await app.inject({
      url: `${PREFIX}/cv/pdf?design=classic`,
      headers: { cookie: withoutProfile.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'cv_profile_not_found',
      message: 'Create your profile first, then download your CV',
    });
  });

  it('sends the PDF as an attachment named after the owner, in the asked language', async () => {
    const res = await app.inject({
      url: `${PREFIX}/cv/pdf?design=modern&lang=de`,
      headers: verified,
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=Marie-Schafer-CV.pdf; filename*=UTF-8''Marie-Sch%C3%A4fer-CV.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await inspectPdf(new Uint8Array(res.rawPayload));
    expect(pdf.title).toBe('Lebenslauf – Marie Schäfer');
  });

  it('sets the CV on A4 by default and on US Letter for paper=letter', async () => {
    const a4 = await app.inject({ url: `${PREFIX}/cv/pdf?design=timeline`, headers: verified });
    const letter = await app.inject({
      url: `${PREFIX}/cv/pdf?design=timeline&paper=letter`,
      headers: verified,
    });
    const sizeOf = async (body: Buffer) =>
      (await inspectPdf(new Uint8Array(body))).pageSizes.map((p) =>
        [p.width, p.height].map(Math.round).join('x'),
      );

    expect(new Set(await sizeOf(a4.rawPayload))).toEqual(new Set(['595x842']));
    expect(new Set(await sizeOf(letter.rawPayload))).toEqual(new Set(['612x792']));
    const wrong = await app.inject({
      url: `${PREFIX}/cv/pdf?design=classic&paper=a3`,
      headers: verified,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('ends the German Lebenslauf with place, date and signature unless closing=false', async () => {
    const lastPage = async (url: string) => {
      const res = await app.inject({ url, headers: verified });
      expect(res.statusCode).toBe(200);
      return (await inspectPdf(new Uint8Array(res.rawPayload))).pageTexts.at(-1) ?? '';
    };
    // "Berlin, 24.11.2026" (today's date, in the CV's format).
    const closing = /Berlin, \d\d[./]\d\d[./]\d{4}/;
    expect(await lastPage(`${PREFIX}/cv/pdf?design=lebenslauf&lang=de`)).toMatch(closing);
    expect(await lastPage(`${PREFIX}/cv/pdf?design=lebenslauf&lang=de&closing=false`)).not.toMatch(
      closing,
    );
    expect(await lastPage(`${PREFIX}/cv/pdf?design=classic&lang=en`)).not.toMatch(closing);
    expect(await lastPage(`${PREFIX}/cv/pdf?design=classic&lang=en&closing=true`)).toMatch(closing);
  });

  it('takes the language from Accept-Language when none is asked for', async () => {
    const res = await app.inject({
      url: `${PREFIX}/cv/pdf?design=classic`,
      headers: { ...verified, 'accept-language': 'de-DE,de;q=0.9' },
    });
    const pdf = await inspectPdf(new Uint8Array(res.rawPayload));
    expect(pdf.language).toBe('de');
  });

  it('answers 503 with Retry-After when every renderer is busy', async () => {
    busy = true;
    try {
      const res = await app.inject({ url: `${PREFIX}/cv/pdf?design=classic`, headers: verified });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toMatchObject({ status: 503, code: 'cv_busy' });
    } finally {
      busy = false;
    }
  });
});

describe('GET /api/cv/preview', () => {
  it('shows one page of the owner’s CV as a locked-down SVG', async () => {
    const res = await app.inject({
      url: `${PREFIX}/cv/preview?design=compact&page=1`,
      headers: verified,
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-cv-pages']).toBe('2');
    expect(res.body).toMatch(/^<svg /);
  });

  it('previews a US Letter page for paper=letter', async () => {
    const res = await app.inject({
      url: `${PREFIX}/cv/preview?design=bold&paper=letter&page=2`,
      headers: verified,
    });
    expect(res.statusCode).toBe(200);
    // 612 × 792 pt (the height may carry a rounding tail: 791.99…).
    expect(res.body).toMatch(/^<svg[^>]* viewBox="0 0 612 (792|791\.9+\d*)"/);
  });

  it('answers 404 for a page the CV does not have and 400 for page 0', async () => {
    const missing = await app.inject({
      url: `${PREFIX}/cv/preview?design=compact&page=9`,
      headers: verified,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'cv_page_not_found',
      message: 'Your CV has no page 9',
    });

    const zero = await app.inject({
      url: `${PREFIX}/cv/preview?design=compact&page=0`,
      headers: verified,
    });
    expect(zero.statusCode).toBe(400);
  });

  it('requires login', async () => {
    const res = await app.inject({ url: `${PREFIX}/cv/preview?design=compact` });
    expect(res.statusCode).toBe(401);
  });
});
