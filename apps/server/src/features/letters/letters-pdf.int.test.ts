import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { letterPreviewSchema, letterSchema } from '@cv/shared';
import { accounts } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { inspectPdf, openPdf } from '../../../test/pdf-inspect';
import { accountWithProfile, createCv } from '../../../test/profile-helpers';
import { putSignature } from '../../../test/letter-signature';

/**
 * Letters printed for real: the app's render pool, a profile saved through
 * the API, and the PDF read back with poppler (pdftotext -bbox, -raw) the
 * way a reader's tools see it; the Word and Markdown files beside it.
 */
const { app } = await buildTestApp();

const MM = 72 / 25.4;

async function owner() {
  const { account, cookie } = await accountWithProfile(app, { jobTitle: 'Ingenieurin' });
  await app.db
    .update(accounts)
    .set({
      firstName: 'Marie',
      lastName: 'Schäfer',
      street: 'Lindenweg',
      houseNumber: '4',
      postcode: '10115',
      city: 'Berlin',
      phone: '+49 30 1234',
    })
    .where(eq(accounts.id, account.id));
  return cookie;
}

const get = (cookie: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });

async function letter(cookie: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/letters',
    headers: { cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return letterSchema.parse(res.json());
}

const GERMAN = {
  name: 'Beispiel',
  settings: { lang: 'de', design: 'classic', form: 'B' },
  content: {
    recipient: {
      company: 'Beispiel GmbH',
      department: 'Personalabteilung',
      contactName: 'Dr. Anna Schmidt',
      contactForm: 'ms',
      street: 'Hauptstraße 5',
      postcode: '80331',
      city: 'München',
    },
    subject: 'Bewerbung als Ingenieurin',
    body: 'mit großem Interesse habe ich Ihre Anzeige gelesen. Die Beispiel GmbH baut, was ich bauen möchte.\n\nIch freue mich auf ein Gespräch.',
    enclosures: 'Lebenslauf, Zeugnisse',
    date: '2026-11-27',
  },
};

/** Every word of the first page with its box, as `pdftotext -bbox` gives it, in points. */
function words(pdf: Buffer) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  });
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3]!.replace(/&amp;/g, '&'),
  }));
}

/** The text in content order (`pdftotext -raw`), white space folded. */
const rawText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
    .replace(/-\n/g, '')
    .replace(/\s+/g, ' ');

function inOrder(text: string, parts: string[]) {
  let at = -1;
  for (const part of parts) {
    const next = text.indexOf(part, at + 1);
    expect(next, `"${part}" after position ${at} in: ${text.slice(0, 600)}`).toBeGreaterThan(at);
    at = next;
  }
}

const docxText = (docx: Buffer) =>
  strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const ORDER_DE = [
  'Marie Schäfer',
  'Beispiel GmbH',
  'Frau Dr. Anna Schmidt',
  '80331 München',
  'Berlin, 27. November 2026',
  'Bewerbung als Ingenieurin',
  'Sehr geehrte Frau Dr. Schmidt,',
  'mit großem Interesse',
  'Gespräch.',
  'Mit freundlichen Grüßen',
  'Anlagen',
  'Lebenslauf, Zeugnisse',
];

// The first render waits for the render workers to warm up: on a busy machine that takes a while.
describe('a German letter in DIN 5008 form B', { timeout: 60_000 }, () => {
  it('sets the recipient in the window field, reads in the order of a letter, and is tagged in German', async () => {
    const cookie = await owner();
    const { id } = await letter(cookie, GERMAN);
    const res = await get(cookie, `/letters/${id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename=Marie-Schafer-Anschreiben.pdf');
    expect(res.headers['content-disposition']).toContain(
      "UTF-8''Marie-Sch%C3%A4fer-Anschreiben.pdf",
    );
    const pdf = res.rawPayload;

    const first = words(pdf).find((w) => w.text === 'Beispiel')!;
    expect(first.y / MM).toBeGreaterThanOrEqual(45);
    expect(first.y / MM).toBeLessThanOrEqual(90);
    expect(first.x / MM).toBeGreaterThanOrEqual(20);
    expect(first.x / MM).toBeLessThanOrEqual(25.05);

    inOrder(rawText(pdf), ORDER_DE);
    const facts = await inspectPdf(pdf);
    expect(facts).toMatchObject({ pages: 1, language: 'de', tagged: true, pdfUa: '1' });
    expect(facts.title).toBe('Anschreiben – Marie Schäfer');
    // "Betreff" is never written: the subject stands in bold alone.
    expect(facts.text).not.toContain('Betreff');
  });

  it('carries the same text in Word and Markdown', async () => {
    const cookie = await owner();
    const { id } = await letter(cookie, GERMAN);
    const docx = await get(cookie, `/letters/${id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('Anschreiben.docx');
    inOrder(docxText(docx.rawPayload), ORDER_DE);
    const md = await get(cookie, `/letters/${id}/markdown`);
    expect(md.headers['content-type']).toContain('text/markdown');
    inOrder(md.body.replace(/\\\n/g, ' ').replace(/\*\*/g, '').replace(/\s+/g, ' '), ORDER_DE);
  });

  it('signs with the uploaded picture above the typed name', async () => {
    const cookie = await owner();
    const png = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="120"><path d="M10 90 C 120 10, 200 10, 390 80" stroke="#123" stroke-width="8" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const put = await putSignature(app, cookie, png);
    expect(put.statusCode, put.body).toBe(200);
    const { id } = await letter(cookie, {
      ...GERMAN,
      content: { ...GERMAN.content, signature: 'image' },
    });
    const pdf = (await get(cookie, `/letters/${id}/pdf`)).rawPayload;
    const dir = mkdtempSync(path.join(tmpdir(), 'letter-'));
    writeFileSync(path.join(dir, 'letter.pdf'), pdf);
    const images = execFileSync('pdfimages', ['-list', path.join(dir, 'letter.pdf')], {
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true });
    // The header lines, then one line per picture: the signature (with its transparency as a mask).
    expect(images.split('\n').filter((line) => /^\s*1\s/.test(line)).length).toBeGreaterThanOrEqual(
      1,
    );
    inOrder(rawText(pdf), ['Mit freundlichen Grüßen', 'Marie Schäfer', 'Anlagen']);
    expect((await inspectPdf(pdf)).tagged).toBe(true);
  });

  it('puts the address 27 mm from the top in form A', async () => {
    const cookie = await owner();
    const { id } = await letter(cookie, { ...GERMAN, settings: { ...GERMAN.settings, form: 'A' } });
    const pdf = (await get(cookie, `/letters/${id}/pdf`)).rawPayload;
    const first = words(pdf).find((w) => w.text === 'Beispiel')!;
    expect(first.y / MM).toBeGreaterThanOrEqual(27);
    expect(first.y / MM).toBeLessThan(45 + 5);
  });
});

describe('an English letter and the bundle', { timeout: 60_000 }, () => {
  it('sets an English block letter on US Letter in another design, with the salutation proposed', async () => {
    const cookie = await owner();
    const { id } = await letter(cookie, {
      name: 'Acme',
      settings: { lang: 'en', design: 'modern', paper: 'letter' },
      content: {
        recipient: {
          company: 'Acme Inc.',
          contactName: 'Jane Doe',
          contactForm: 'ms',
          city: 'Boston',
        },
        subject: 'Platform engineer',
        body: 'I would love to help Acme Inc. grow.',
        date: '2026-11-27',
      },
    });
    const res = await get(cookie, `/letters/${id}/pdf`);
    expect(res.headers['content-disposition']).toContain('Marie-Sch%C3%A4fer-Cover-Letter.pdf');
    const facts = await inspectPdf(res.rawPayload);
    expect(facts).toMatchObject({ language: 'en', tagged: true });
    expect(facts.pageSizes[0]).toEqual({ width: 612, height: 792 });
    inOrder(rawText(res.rawPayload), [
      'Marie Schäfer',
      'Acme Inc.',
      'Ms Jane Doe',
      'November 27, 2026',
      'Platform engineer',
      'Dear Ms Doe,',
      'I would love',
      'Kind regards',
    ]);
  });

  it('bundles the letter and its CV in one tagged PDF, letter first, with an outline', async () => {
    const cookie = await owner();
    const cv = await createCv(app, cookie, 'CV', { lang: 'de', design: 'modern' });
    const { id } = await letter(cookie, { ...GERMAN, cvId: cv.id });
    const res = await get(cookie, `/letters/${id}/bundle`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Anschreiben.pdf');
    const facts = await inspectPdf(res.rawPayload);
    expect(facts.pages).toBeGreaterThanOrEqual(2);
    expect(facts.outline).toEqual(['Anschreiben', 'Lebenslauf']);
    expect(facts).toMatchObject({ language: 'de', tagged: true });
    expect(facts.pageTexts[0]).toContain('Sehr geehrte Frau Dr. Schmidt');
    expect(facts.pageTexts[1]).toContain('Ingenieurin');
    // One structure tree, one Document: the letter's tags, then the CV's.
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'bundle.pdf'), res.rawPayload);
    const tree = execFileSync('pdfinfo', ['-struct-text', path.join(dir, 'bundle.pdf')], {
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true });
    expect(tree.match(/^\s*Document\b/gm)).toHaveLength(1);
    inOrder(tree, [
      'Sehr geehrte Frau Dr. Schmidt,',
      'Mit freundlichen Grüßen',
      'Ingenieurin',
      'Kontakt',
    ]);
    // The CV's pages keep their tags in the one structure tree.
    const document = await openPdf(res.rawPayload);
    const pageTree = (await (await document.getPage(2)).getStructTree()) as {
      children?: unknown[];
    } | null;
    expect(pageTree?.children?.length ?? 0).toBeGreaterThan(0);
    await document.destroy();
  });

  it('previews every page as SVG with the checks', async () => {
    const cookie = await owner();
    const { id } = await letter(cookie, {
      name: 'Checks',
      content: {
        recipient: { company: 'Globex' },
        subject: 'x'.repeat(120),
        body: 'Dear [Company], I apply.',
      },
    });
    const res = await get(cookie, `/letters/${id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = letterPreviewSchema.parse(res.json());
    expect(preview.pages).toHaveLength(1);
    expect(preview.pages[0]).toContain('<svg');
    expect(preview.checks.map((c) => c.code).sort()).toEqual([
      'companyMissing',
      'longSubject',
      'noSalutation',
      'placeholder',
    ]);
  });
});
