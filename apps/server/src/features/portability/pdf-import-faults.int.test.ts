import { deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorBodySchema, IMPORT_LIMITS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { zipOf } from '../../../test/fixtures/import/zip';
import { accountWithProfile } from '../../../test/profile-helpers';

/**
 * PDF and Word files that are not CVs, or not what they claim: each answers
 * a 4xx that says why, in the request's language, quickly, and the profile
 * stays as it was.
 */

const { app } = await buildTestApp();

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function pdfWithPages(pages: number, text = 'Jane Doe'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage().drawText(text, { x: 50, y: 700, font, size: 12 });
  return Buffer.from(await doc.save());
}

/** A scan: one page holding a picture and no text. */
async function scannedPdf(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 400, height: 560, channels: 3, background: '#f4f4f4' },
  })
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  doc.addPage().drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await doc.save());
}

async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfWithPages(1));
  doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
  return Buffer.from(await doc.save());
}

/** A page whose content stream inflates to 64 MB of spaces: a decompression bomb. */
function inflatingPdf(): Buffer {
  const stream = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${table}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const WORD_TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const WORD_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const wordDocument = (body: string, doctype = '') =>
  `<?xml version="1.0"?>${doctype}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

function docxOf(document: string | Buffer): Promise<Buffer> {
  return zipOf({
    '[Content_Types].xml': WORD_TYPES,
    '_rels/.rels': WORD_RELS,
    'word/document.xml': document,
  });
}

/** A ZIP whose document.xml declares its small size but inflates to 40 MB. */
function zipBomb(): Buffer {
  const name = Buffer.from('word/document.xml');
  const data = deflateRawSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1000, 22); // lies about the size
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

function upload(cookie: string, file: Buffer, type: string, lang: 'en' | 'de', mode = 'replace') {
  return app.inject({
    method: 'POST',
    url: `/api/import?mode=${mode}`,
    headers: { cookie, 'content-type': type, 'accept-language': lang },
    payload: file,
  });
}

const profileOf = async (cookie: string) =>
  (await app.inject({ url: '/api/profile', headers: { cookie } })).body;

const CASES: [string, () => Buffer | Promise<Buffer>, string, number][] = [
  ['an empty file', () => Buffer.alloc(0), PDF, 400],
  ['a broken PDF', () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), PDF, 400],
  ['an encrypted PDF', encryptedPdf, PDF, 400],
  ['a PDF of 200 pages', () => pdfWithPages(200), PDF, 400],
  [
    'a file of 6 MB',
    () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 << 20)]),
    PDF,
    413,
  ],
  ['a scanned PDF (a picture, no text)', scannedPdf, PDF, 422],
  ['a PDF whose content inflates to 64 MB', inflatingPdf, PDF, 422],
  ['a Word file that is a zip bomb', zipBomb, DOCX, 400],
  ['a Word file without text', () => docxOf(wordDocument('<w:p/>')), DOCX, 422],
];

// A few files are read to the reader's time limit, twice each.
describe('PDF and Word files that cannot be imported', { timeout: 60_000 }, () => {
  it.each(CASES)(
    '%s: a clear 4xx in both languages, the profile unchanged',
    async (_, make, type, status) => {
      const { cookie } = await accountWithProfile(app, { displayName: 'Ada Lovelace' });
      const before = await profileOf(cookie);
      const file = await make();
      const messages: string[] = [];
      for (const lang of ['en', 'de'] as const) {
        // Bounded by the reader's limits (5 s, 256 MB; see import-bounds.int.test.ts), not timed here.
        const res = await upload(cookie, file, type, lang);
        expect(res.statusCode, res.body).toBe(status);
        messages.push(errorBodySchema.parse(res.json()).message);
      }
      expect(messages[0]).not.toBe(messages[1]);
      expect(await profileOf(cookie)).toBe(before);
    },
  );

  it('says plainly that a scanned PDF holds no text', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await upload(cookie, await scannedPdf(), PDF, 'en');
    expect(errorBodySchema.parse(res.json()).message).toMatch(/scan/);
  });

  it('resolves no external entity of a Word file', async () => {
    const { cookie } = await accountWithProfile(app);
    const doctype = '<!DOCTYPE w:document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>';
    const body =
      '<w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p><w:p><w:r><w:t>&secret;</w:t></w:r></w:p>';
    const res = await app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers: { cookie, 'content-type': DOCX },
      payload: await docxOf(wordDocument(body, doctype)),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toMatch(/root:/);
  });

  it('keeps the size limit of every import', () => {
    expect(IMPORT_LIMITS.fileMaxBytes).toBeLessThan(6 << 20);
  });
});
