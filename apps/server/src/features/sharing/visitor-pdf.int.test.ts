import { describe, expect, it } from 'vitest';
import { importPreviewSchema, shareLinkCreatedSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount, testIp } from '../../../test/factories';
import { client, expectError } from '../../../test/http';
import { openPdf, pdfText } from '../../../test/pdf-inspect';
import { buildProfile } from '../../../test/profile-factories';

/**
 * The visitor's PDF through the whole app (the app's own render pool), read
 * back with pdftotext: it holds what the public page shows and nothing more.
 */
const { app } = await buildTestApp();
const http = client(app);

/** An owner whose e-mail, phone and address are private, and whose education section is too. */
async function owner(publicAccess: boolean) {
  const { account, cookie } = await loggedInAccount(app, {
    email: `private-${Math.random().toString(36).slice(2)}@secret.example`,
    phone: '+49 30 9999999',
    street: 'Geheimweg',
    city: 'Hiddenburg',
    birthday: '1990-04-01',
  });
  await buildProfile(app, account.id, {
    publicAccess,
    showEmail: false,
    showPhone: false,
    showAddress: false,
    hideDescriptions: true,
    sectionSettings: { education: { public: false, print: true } },
  });
  return { account, cookie };
}

function expectOnlyPublic(text: string, account: { email: string | null }) {
  expect(text).toContain('Ada Lovelace');
  expect(text).toContain('Analytical Engine Ltd');
  expect(text).not.toContain(account.email!);
  expect(text).not.toContain('9999999');
  expect(text).not.toContain('Geheimweg');
  expect(text).not.toContain('Hiddenburg');
  expect(text).not.toContain('1990');
  // Hidden descriptions and a section that is not public stay out too.
  expect(text).not.toContain('Wrote the first program');
  expect(text).not.toContain('Home schooling');
}

describe('GET /api/public/profile/{username}/pdf', () => {
  it('is the public view only, as a PDF download', async () => {
    const { account } = await owner(true);
    const res = await http.get(`/api/public/profile/${account.username}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Ada-Lovelace-CV.pdf');
    expectOnlyPublic(pdfText(res.rawPayload), account);
  });

  it('carries the public view it prints as data, which imports back', async () => {
    const { account } = await owner(true);
    const pdf = (await http.get(`/api/public/profile/${account.username}/pdf?lang=en`)).rawPayload;
    const document = await openPdf(pdf);
    const attachments = (await document.getAttachments()) as Record<
      string,
      { content: Uint8Array }
    >;
    await document.destroy();
    // One language: the visitor's; no translations travel.
    expect(Object.keys(attachments)).toEqual(['resume.json']);
    const carried = new TextDecoder().decode(attachments['resume.json']!.content);
    expect(JSON.parse(carried)).toMatchObject({
      basics: { name: 'Ada Lovelace' },
      work: [expect.objectContaining({ name: 'Analytical Engine Ltd' })],
      education: [],
    });
    // What the page hides is not in the file either.
    expectOnlyPublic(carried, account);

    // A visitor who keeps the PDF can bring it into an account of their own.
    const { cookie } = await loggedInAccount(app);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers: { cookie, 'content-type': 'application/pdf', 'accept-language': 'en' },
      payload: pdf,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = importPreviewSchema.parse(preview.json());
    expect(read.general.displayName).toBe('Ada Lovelace');
    expect(read.sections.find((s) => s.kind === 'work-experience')?.entries[0]).toMatchObject({
      subtitle: 'Analytical Engine Ltd',
    });
  });

  it('prints the headings in ?lang=', async () => {
    const { account } = await owner(true);
    const en = pdfText(
      (await http.get(`/api/public/profile/${account.username}/pdf?lang=en`)).rawPayload,
    );
    const de = pdfText(
      (await http.get(`/api/public/profile/${account.username}/pdf?lang=de`)).rawPayload,
    );
    expect(en).toMatch(/Work experience|Experience/i);
    expect(de).toMatch(/Berufserfahrung/i);
  });

  it('is a 404 for a private profile and an unknown name', async () => {
    const { account } = await owner(false);
    expectError(
      await http.get(`/api/public/profile/${account.username}/pdf`),
      404,
      'profile_not_found',
    );
    expectError(await http.get('/api/public/profile/nobody-here/pdf'), 404, 'profile_not_found');
  });

  it('is limited per address', async () => {
    const ip = testIp();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await http.get('/api/public/profile/nobody-here/pdf', { ip })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/public/share/{token}/pdf', () => {
  it('is the public view only, also while the public page is off', async () => {
    const { account, cookie } = await owner(false);
    const created = await http.post('/api/account/share-links', {}, { cookie });
    const { url } = shareLinkCreatedSchema.parse(created.json());
    const res = await http.get(`/api/public/share/${url.slice(url.lastIndexOf('/') + 1)}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expectOnlyPublic(pdfText(res.rawPayload), account);
  });
});
