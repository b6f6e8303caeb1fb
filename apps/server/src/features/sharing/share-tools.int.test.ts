import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { buildAccount, sessionCookie, testIp } from '../../../test/factories';
import { inspectPdf } from '../../../test/pdf-inspect';
import { buildProfile } from '../../../test/profile-factories';
import { createCv } from '../../../test/profile-helpers';
import * as profileQr from '../platform/profile-qr';

const { app } = await buildTestApp();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const profileUrl = (username: string) => `${app.config.PUBLIC_URL}/ui/profile/${username}`;

async function owner(publicAccess = true) {
  const account = await buildAccount(app);
  await buildProfile(app, account.id, { publicAccess });
  return { account, cookie: await sessionCookie(app, account.id) };
}

describe('GET /api/account/qr.svg and qr.png', () => {
  it('answers the QR code of the public profile address, privately cached', async () => {
    const { cookie } = await owner();
    const svg = await app.inject({ url: '/api/account/qr.svg', headers: { cookie } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('private, max-age=300');
    expect(svg.body).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);

    const png = await app.inject({ url: '/api/account/qr.png', headers: { cookie } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, max-age=300');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
  });

  it('needs a login', async () => {
    expect((await app.inject({ url: '/api/account/qr.svg' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/account/qr.png' })).statusCode).toBe(401);
  });

  it('is for verified accounts, like the profile it links', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const cookie = await sessionCookie(app, account.id);
    for (const format of ['svg', 'png']) {
      const res = await app.inject({ url: `/api/account/qr.${format}`, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'status_forbidden' });
    }
  });

  it('draws a burst once, from the cache after, while other requests go on', async () => {
    const { cookie } = await owner();
    const visitor = await owner();
    const renders = () => (profileQr as { qrRenders?: () => number }).qrRenders?.();
    const before = renders();
    const started = performance.now();
    let burstDone = 0;
    const burst = Array.from({ length: 20 }, () =>
      app.inject({ url: '/api/account/qr.png', headers: { cookie } }).then((res) => {
        burstDone = performance.now();
        return res;
      }),
    );
    const page = await app.inject({ url: `/ui/profile/${visitor.account.username}` });
    const pageDone = performance.now();
    const answers = await Promise.all(burst);
    console.log(
      `QR burst of 20: another user's public page answered after ${(pageDone - started).toFixed(0)} ms, the burst after ${(burstDone - started).toFixed(0)} ms`,
    );

    expect(page.statusCode).toBe(200);
    expect(pageDone).toBeLessThan(burstDone);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const [first] = answers;
    for (const res of answers) expect(res.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(renders()).toBe(before! + 1);

    const etag = first!.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/api/account/qr.png', headers: { cookie } });
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first!.rawPayload)).toBe(true);
    const unchanged = await app.inject({
      url: '/api/account/qr.png',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(renders()).toBe(before! + 1);
  });

  it('limits the QR images per account', async () => {
    const { cookie } = await owner();
    const { cookie: otherCookie } = await owner();
    const limit = 30;
    const answers = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        app.inject({ url: `/api/account/qr.${i % 2 ? 'svg' : 'png'}`, headers: { cookie } }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const refused = await app.inject({ url: '/api/account/qr.png', headers: { cookie } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await app.inject({
      url: '/api/account/qr.png',
      headers: { cookie: otherCookie },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/public/profile/{username}/og.png', () => {
  const og = (username: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/public/profile/${username}/og.png`, headers });

  it('draws a public profile as a 1200 × 630 PNG, once per version', async () => {
    const { account } = await owner();
    const first = await og(account.username!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await og(account.username!);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await og(account.username!, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('limits the preview pictures per address', async () => {
    const { account } = await owner();
    const remoteAddress = testIp();
    const limit = 60;
    const fetchOg = () =>
      app.inject({ url: `/api/public/profile/${account.username}/og.png`, remoteAddress });
    expect((await fetchOg()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: limit - 1 }, fetchOg));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const refused = await fetchOg();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const elsewhere = await app.inject({
      url: `/api/public/profile/${account.username}/og.png`,
      remoteAddress: testIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers a private profile exactly like an unknown user', async () => {
    const { account } = await owner(false);
    const hidden = await og(account.username!);
    const unknown = await og('nobody-here');
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.headers['cache-control']).toBe(unknown.headers['cache-control']);
  });
});

describe('the QR code on a CV document', () => {
  /** Figures in the PDF's structure tree: the photo, and the QR code when printed. */
  const figures = (pdf: Buffer) => pdf.toString('latin1').match(/\/S \/Figure\b/g)?.length ?? 0;

  async function pdfOf(cookie: string, qrCode: boolean) {
    const created = await createCv(app, cookie, `QR ${qrCode}`, { qrCode, photo: false });
    expect(created.settings.qrCode).toBe(qrCode);
    const res = await app.inject({ url: `/api/cvs/${created.id}/pdf`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  }

  it('prints one more figure, linked to the public profile, with its caption', async () => {
    const { account, cookie } = await owner();
    const without = await pdfOf(cookie, false);
    const withQr = await pdfOf(cookie, true);
    expect(figures(withQr)).toBe(figures(without) + 1);

    const url = profileUrl(account.username!);
    const facts = await inspectPdf(withQr);
    expect(facts.links).toContain(url);
    expect(facts.pageTexts[0]).toContain('Online profile');
    expect((await inspectPdf(without)).links).not.toContain(url);
  });
});
