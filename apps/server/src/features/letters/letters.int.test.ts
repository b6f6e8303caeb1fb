import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  LETTER_LIMITS,
  defaultLetterSettings,
  letterListSchema,
  letterParagraphSchema,
  letterSchema,
} from '@cv/shared';
import { letterParagraphs, letters } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { documentRoutes } from '../../../test/document-routes';
import { loggedInAccount } from '../../../test/factories';
import { apiCall, expectAnswer, expectError } from '../../../test/http';
import { putSignature } from '../../../test/letter-signature';

const { app } = await buildTestApp();

const call = apiCall(app);
const letterRoutes = documentRoutes(app, '/letters', letterSchema, 'letter_not_found');
const { created } = letterRoutes;

describe('letters: create, list, change, copy, delete', () => {
  it("creates a letter with the defaults in the request's language, or the layout of its CV", async () => {
    const { cookie } = await loggedInAccount(app);
    const letter = await created(cookie, { name: 'Acme' }, 'de');
    expect(letter.settings).toEqual(defaultLetterSettings('de'));
    expect(letter.content).toMatchObject({ recipient: {}, signature: 'typed' });
    expect(letter.cvId).toBeNull();
    expect(letterListSchema.parse((await call(cookie, 'GET', '/letters')).json())).toEqual([
      letter,
    ]);

    const cv = (
      await call(cookie, 'POST', '/cvs', {
        name: 'CV',
        settings: { design: 'modern', paper: 'letter', lang: 'en' },
      })
    ).json() as { id: string };
    const withCv = await created(cookie, { name: 'With CV', cvId: cv.id });
    expect(withCv.cvId).toBe(cv.id);
    expect(withCv.settings).toMatchObject({ design: 'modern', paper: 'letter', lang: 'en' });
  });

  it('merges changes (the recipient field by field), clears a text with null or blank, and copies', async () => {
    const { cookie } = await loggedInAccount(app);
    const letter = await created(cookie, {
      name: 'One',
      content: { recipient: { company: 'Acme GmbH', city: 'Berlin' }, subject: 'Application' },
    });
    await call(cookie, 'PATCH', `/letters/${letter.id}`, {
      content: { recipient: { contactName: 'Dr. Anna Schmidt', contactForm: 'ms' } },
    });
    const res = await call(cookie, 'PATCH', `/letters/${letter.id}`, {
      name: 'Two',
      content: { subject: '  ', body: 'Hello **Acme**', recipient: { city: null } },
      settings: { design: 'elegant', form: 'A' },
    });
    const changed = expectAnswer(res, 200, letterSchema);
    expect(changed.name).toBe('Two');
    expect(changed.content.recipient).toEqual({
      company: 'Acme GmbH',
      contactName: 'Dr. Anna Schmidt',
      contactForm: 'ms',
    });
    expect(changed.content.subject).toBeUndefined();
    expect(changed.content.body).toBe('Hello **Acme**');
    expect(changed.settings).toMatchObject({ design: 'elegant', form: 'A' });

    const copy = await created(cookie, { name: 'Copy', copyOf: letter.id });
    expect(copy.content).toEqual(changed.content);
    expect(copy.settings).toEqual(changed.settings);
    await call(cookie, 'PATCH', `/letters/${copy.id}`, { content: { body: 'Other' } });
    expect((await letterRoutes.read(cookie, letter.id)).content.body).toBe('Hello **Acme**');
  });

  it('fixes the date when marked sent, and clears the CV when that CV is deleted', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = (await call(cookie, 'POST', '/cvs', { name: 'CV' })).json() as { id: string };
    const letter = await created(cookie, { name: 'Sent', cvId: cv.id });
    const sent = letterSchema.parse(
      (await call(cookie, 'PATCH', `/letters/${letter.id}`, { sent: true })).json(),
    );
    expect(sent.sentAt).not.toBeNull();
    expect(sent.content.date).toBe(new Date().toISOString().slice(0, 10));
    await call(cookie, 'DELETE', `/cvs/${cv.id}`);
    expect((await letterRoutes.read(cookie, letter.id)).cvId).toBeNull();
  });

  it('records changes as versions, and brings a deleted letter back from the bin under its id', async () => {
    const { cookie } = await loggedInAccount(app);
    const letter = await created(cookie, { name: 'Kept', content: { subject: 'First' } });
    await call(cookie, 'PATCH', `/letters/${letter.id}`, { content: { subject: 'Second' } });
    const versions = (
      await call(cookie, 'GET', `/history/versions?type=letter&id=${letter.id}`)
    ).json() as {
      versions: { id: string }[];
    };
    expect(versions.versions.length).toBeGreaterThanOrEqual(1);

    expect((await call(cookie, 'DELETE', `/letters/${letter.id}`)).statusCode).toBe(204);
    const { items } = (await call(cookie, 'GET', '/bin')).json() as {
      items: { id: string; kind: string; label: string }[];
    };
    const item = items.find((i) => i.kind === 'letter');
    expect(item?.label).toBe('Kept');
    expect((await call(cookie, 'POST', `/bin/${item!.id}/restore`)).statusCode).toBe(200);
    const back = await letterRoutes.read(cookie, letter.id);
    expect(back.content.subject).toBe('Second');
  });

  it('deletes a letter: 204, then 404', async () => {
    const { cookie } = await loggedInAccount(app);
    const letter = await created(cookie, { name: 'Gone' });
    await letterRoutes.expectDeleted(cookie, letter.id);
  });

  it('reads stored content field by field: a broken value falls back alone', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const [row] = await app.db
      .insert(letters)
      .values({
        accountId: account.id,
        name: 'Old',
        content: { subject: 'Kept', signature: 'scribble', recipient: { company: 7 } },
        settings: { design: 'bold', form: 'C' },
      })
      .returning();
    const letter = await letterRoutes.read(cookie, row!.id);
    expect(letter.content).toMatchObject({ subject: 'Kept', signature: 'typed', recipient: {} });
    expect(letter.settings).toEqual({ ...defaultLetterSettings(), design: 'bold' });
  });
});

describe('letters: reusable paragraphs and the signature picture', () => {
  it('keeps, changes, lists and deletes paragraphs', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await call(cookie, 'POST', '/letters/paragraphs', {
      title: 'Motivation',
      body: 'I like **building** things.',
    });
    const paragraph = expectAnswer(res, 201, letterParagraphSchema);
    const put = await call(cookie, 'PUT', `/letters/paragraphs/${paragraph.id}`, {
      title: 'Availability',
      body: 'From May.',
    });
    expect(put.json()).toMatchObject({ title: 'Availability', body: 'From May.' });
    expect((await call(cookie, 'GET', '/letters/paragraphs')).json()).toHaveLength(1);
    expect((await call(cookie, 'DELETE', `/letters/paragraphs/${paragraph.id}`)).statusCode).toBe(
      204,
    );
    expectError(
      await call(cookie, 'DELETE', `/letters/paragraphs/${paragraph.id}`),
      404,
      'letter_paragraph_not_found',
    );
  });

  it('keeps an uploaded signature as PNG without metadata, with its transparency', async () => {
    const { cookie } = await loggedInAccount(app);
    const upload = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 80, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="100"><path d="M10 80 C 80 10, 150 10, 290 60" stroke="#002" stroke-width="6" fill="none"/></svg>',
          ),
        },
      ])
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .png()
      .toBuffer();
    const put = await putSignature(app, cookie, upload);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call(cookie, 'GET', '/letters/signature')).json()).toEqual({ hasImage: true });
    const image = await call(cookie, 'GET', '/letters/signature/image');
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes('secret-gps')).toBe(false);

    expectError(
      await putSignature(app, cookie, Buffer.from('not a picture')),
      400,
      'letter_signature_invalid',
    );
    expect((await call(cookie, 'DELETE', '/letters/signature')).statusCode).toBe(204);
    expectError(
      await call(cookie, 'DELETE', '/letters/signature'),
      404,
      'letter_signature_not_found',
    );
    expectError(
      await call(cookie, 'GET', '/letters/signature/image'),
      404,
      'letter_signature_not_found',
    );
  });

  it('refuses a signature over the size limit with 413 and another type with 415', async () => {
    const { cookie } = await loggedInAccount(app);
    const big = Buffer.alloc(LETTER_LIMITS.signatureBytesMax + 10);
    const res = await putSignature(app, cookie, big);
    expectError(res, 413, 'payload_too_large');
    const gif = await putSignature(app, cookie, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
  });
});

describe('letters: bad input', () => {
  it('answers 401 without a login and 403 before the e-mail is verified', async () => {
    await letterRoutes.expectLoginRequired();
    expectError(await call(null, 'GET', '/letters/paragraphs'), 401, 'unauthorized');
  });

  it("answers another account's letter, paragraph and CV with 404 (or 400 for the CV) and changes nothing", async () => {
    const owner = await loggedInAccount(app);
    const letter = await created(owner.cookie, { name: 'Mine' });
    const paragraph = (
      await call(owner.cookie, 'POST', '/letters/paragraphs', { title: 'T', body: 'B' })
    ).json() as { id: string };
    const cv = (await call(owner.cookie, 'POST', '/cvs', { name: 'CV' })).json() as { id: string };
    const { cookie } = await loggedInAccount(app);
    for (const [method, url, payload] of [
      ['GET', `/letters/${letter.id}`],
      ['PATCH', `/letters/${letter.id}`, { name: 'Stolen' }],
      ['DELETE', `/letters/${letter.id}`],
      ['GET', `/letters/${letter.id}/pdf`],
      ['GET', `/letters/${letter.id}/bundle`],
      ['GET', `/letters/${letter.id}/docx`],
      ['GET', `/letters/${letter.id}/markdown`],
      ['GET', `/letters/${letter.id}/preview`],
      ['POST', '/letters', { name: 'Copy', copyOf: letter.id }],
    ] as const) {
      expectError(await call(cookie, method, url, payload), 404, 'letter_not_found');
    }
    expectError(
      await call(cookie, 'PUT', `/letters/paragraphs/${paragraph.id}`, { title: 'x', body: 'y' }),
      404,
      'letter_paragraph_not_found',
    );
    expectError(
      await call(cookie, 'DELETE', `/letters/paragraphs/${paragraph.id}`),
      404,
      'letter_paragraph_not_found',
    );
    expectError(
      await call(cookie, 'POST', '/letters', { name: 'x', cvId: cv.id }),
      400,
      'letter_cv_not_found',
    );
    const own = await created(cookie, { name: 'Own' });
    expectError(
      await call(cookie, 'PATCH', `/letters/${own.id}`, { cvId: cv.id }),
      400,
      'letter_cv_not_found',
    );
    expect((await call(owner.cookie, 'GET', `/letters/${letter.id}`)).json()).toEqual(letter);
  });

  it('refuses malformed JSON, wrong shapes and hostile texts with 400 naming the field', async () => {
    const { cookie } = await loggedInAccount(app);
    await letterRoutes.expectBadCreatesRefused(cookie);
    const letter = await created(cookie, { name: 'Strict' });
    const wrong: [string, unknown][] = [
      ['content.subject', { subject: 'x'.repeat(10_000) }],
      ['content.body', { body: 'x'.repeat(LETTER_LIMITS.bodyMax + 1) }],
      ['content.recipient.company', { recipient: { company: 'a\u0000b' } }],
      ['content.recipient.contactForm', { recipient: { contactForm: 'dr' } }],
      ['content.recipient', { recipient: { unknown: 'x' } }],
      ['content.date', { date: '2026-02-30' }],
      ['content.signature', { signature: 'scribble' }],
      ['content.sender', { sender: { phone: 'yes' } }],
      ['content', { extra: 1 }],
    ];
    for (const [field, content] of wrong) {
      const body = expectError(
        await call(cookie, 'PATCH', `/letters/${letter.id}`, { content }),
        400,
        'validation',
      );
      expect(JSON.stringify(body.fieldErrors ?? {}), field).toContain(field.split('.').at(-1));
    }
    for (const settings of [
      { design: 'fancy' },
      { lang: 'fr' },
      { form: 'C' },
      { paper: 'a3' },
      { accentColor: 'red' },
      { other: 1 },
    ]) {
      expectError(
        await call(cookie, 'PATCH', `/letters/${letter.id}`, { settings }),
        400,
        'validation',
      );
    }
    expectError(await call(cookie, 'GET', '/letters/not-a-uuid'), 400, 'validation');
    expectError(
      await call(cookie, 'POST', '/letters/paragraphs', { title: '', body: 'x' }),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'POST', '/letters/paragraphs', {
        title: 'x',
        body: 'y'.repeat(LETTER_LIMITS.paragraphBodyMax + 1),
      }),
      400,
      'validation',
    );
    expect((await call(cookie, 'GET', `/letters/${letter.id}`)).json()).toEqual(letter);
  });

  it("refuses an oversize body with 413 in the reader's language", async () => {
    const { cookie } = await loggedInAccount(app);
    const de = await call(
      cookie,
      'POST',
      '/letters',
      { name: 'x'.repeat(300 * 1024) },
      { 'accept-language': 'de' },
    );
    expect(expectError(de, 413, 'payload_too_large').message).toBe('Die Anfrage ist zu groß');
  });

  it('answers 409 for a bundle of a letter without a CV', async () => {
    const { cookie } = await loggedInAccount(app);
    const letter = await created(cookie, { name: 'Alone' });
    expectError(await call(cookie, 'GET', `/letters/${letter.id}/bundle`), 409, 'letter_no_cv');
  });

  it('refuses more letters and paragraphs than the limits with 409, also when creates race, with a German message', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const max = LETTER_LIMITS.lettersMax;
    await app.db.insert(letters).values(
      Array.from({ length: max - 2 }, (_, i) => ({
        accountId: account.id,
        name: `L ${i}`,
        content: {},
        settings: {},
      })),
    );
    await letterRoutes.expectCreatesStopAtLimit(
      cookie,
      'letter_limit',
      `Sie können höchstens ${max} Anschreiben behalten. Löschen Sie zuerst eines, das Sie nicht mehr brauchen.`,
    );
    await app.db.insert(letterParagraphs).values(
      Array.from({ length: LETTER_LIMITS.paragraphsMax }, (_, i) => ({
        accountId: account.id,
        title: `P ${i}`,
        body: 'x',
      })),
    );
    expectError(
      await call(cookie, 'POST', '/letters/paragraphs', { title: 'x', body: 'y' }),
      409,
      'letter_paragraph_limit',
    );
  });
});
