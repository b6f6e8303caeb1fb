import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  publicProfileSchema,
  SHARE_LINK_LIMITS,
  shareLinkCreatedSchema,
  shareLinkListSchema,
} from '@cv/shared';
import { accounts, shareLinks } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { buildAccount, loggedInAccount, sessionCookie } from '../../../test/factories';
import { client, expectAnswer, expectError } from '../../../test/http';
import { buildProfile } from '../../../test/profile-factories';

const { app } = await buildTestApp();
const http = client(app);

/** A VERIFIED owner with a profile whose public page is switched off. */
async function privateOwner(profile: Parameters<typeof buildProfile>[2] = {}) {
  const { account, cookie } = await loggedInAccount(app, { phone: '+44 20 1234' });
  await buildProfile(app, account.id, { publicAccess: false, ...profile });
  return { account, cookie };
}

async function createLink(cookie: string, body: Record<string, unknown> = {}) {
  const res = await http.post('/api/account/share-links', body, { cookie });
  return expectAnswer(res, 201, shareLinkCreatedSchema);
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('owner API /api/account/share-links', () => {
  it('creates a link with its URL once and lists it without the token', async () => {
    const { cookie } = await privateOwner();
    const created = await createLink(cookie, {
      label: '  ACME application ',
      expiresAt: '2999-12-31',
    });
    expect(created.url).toMatch(/^http:\/\/localhost:8080\/ui\/s\/[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      label: 'ACME application',
      expiresAt: '2999-12-31',
      revokedAt: null,
      views: 0,
    });

    const list = await http.get('/api/account/share-links', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const links = shareLinkListSchema.parse(list.json());
    expect(links.map((l) => l.id)).toEqual([created.id]);
    expect(list.body).not.toContain(tokenOf(created.url));
    expect(list.body).not.toContain('"url"');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { cookie } = await privateOwner();
    const created = await createLink(cookie);
    const [row] = await app.db.select().from(shareLinks).where(eq(shareLinks.id, created.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(tokenOf(created.url));
  });

  it('refuses an expiry in the past, bad input and unverified or anonymous callers', async () => {
    const { cookie } = await privateOwner();
    const past = await http.post(
      '/api/account/share-links',
      { expiresAt: '2001-01-01' },
      { cookie },
    );
    expect(expectError(past, 400, 'validation').fieldErrors?.expiresAt).toBeDefined();
    expectError(
      await http.post('/api/account/share-links', { expiresAt: 'soon' }, { cookie }),
      400,
    );
    expectError(
      await http.post('/api/account/share-links', { label: 'x'.repeat(101) }, { cookie }),
      400,
    );
    expectError(await http.post('/api/account/share-links', {}), 401);
    const unverified = await buildAccount(app, { status: 'UNVERIFIED' });
    const unverifiedCookie = await sessionCookie(app, unverified.id);
    expectError(await http.get('/api/account/share-links', { cookie: unverifiedCookie }), 403);
  });

  it('answers malformed, hostile and oversize bodies with a 4xx in the reader’s language, creating nothing', async () => {
    const { cookie } = await privateOwner();
    const send = (payload: string, lang: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/share-links',
        remoteAddress: http.ip,
        headers: { cookie, 'content-type': 'application/json', 'accept-language': lang },
        payload,
      });
    expectError(await send('{"label": ', 'en'), 400);
    const nul = expectError(await send(JSON.stringify({ label: 'ACME\u0000' }), 'en'), 400);
    expect(nul.fieldErrors?.label).toBeDefined();
    const past = expectError(await send(JSON.stringify({ expiresAt: '2001-01-01' }), 'de'), 400);
    expect(past.fieldErrors?.expiresAt?.[0]).toBe('Das Ablaufdatum muss heute oder später sein');
    const huge = await send(JSON.stringify({ label: 'x'.repeat(300 * 1024) }), 'de');
    expect(expectError(huge, 413, 'payload_too_large').message).toBe('Die Anfrage ist zu groß');
    const list = await http.get('/api/account/share-links', { cookie });
    expect(list.json()).toEqual([]);
  });

  it(`allows ${SHARE_LINK_LIMITS.linksMax} live links; a revoked one frees its place`, async () => {
    const { cookie } = await privateOwner();
    const links = [];
    for (let i = 0; i < SHARE_LINK_LIMITS.linksMax; i++) links.push(await createLink(cookie));
    const over = await http.post('/api/account/share-links', {}, { cookie });
    expectError(over, 409, 'share_link_limit');
    expect(over.json().message).toContain(String(SHARE_LINK_LIMITS.linksMax));
    const revoke = await http.delete(`/api/account/share-links/${links[0]!.id}`, { cookie });
    expect(revoke.statusCode).toBe(204);
    await createLink(cookie);
  });

  it("revokes the owner's link; another account's id and an unknown id are the same 404", async () => {
    const owner = await privateOwner();
    const other = await privateOwner();
    const link = await createLink(owner.cookie);
    const foreign = await http.delete(`/api/account/share-links/${link.id}`, {
      cookie: other.cookie,
    });
    const unknown = await http.delete(
      '/api/account/share-links/00000000-0000-4000-8000-000000000000',
      {
        cookie: other.cookie,
      },
    );
    expect(expectError(foreign, 404, 'share_link_not_found')).toEqual(expectError(unknown, 404));
    expect((await http.get(`/api/public/share/${tokenOf(link.url)}`)).statusCode).toBe(200);

    expect(
      (await http.delete(`/api/account/share-links/${link.id}`, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(204);
    const [listed] = shareLinkListSchema.parse(
      (await http.get('/api/account/share-links', { cookie: owner.cookie })).json(),
    );
    expect(listed?.revokedAt).not.toBeNull();
  });
});

describe('churn: links created and revoked', () => {
  const day = 24 * 60 * 60 * 1000;
  const list = async (cookie: string) =>
    shareLinkListSchema.parse((await http.get('/api/account/share-links', { cookie })).json());

  it('lists a revoked link for a day, then leaves it out (its statistics keep it)', async () => {
    const { cookie } = await privateOwner();
    await createLink(cookie, { label: 'kept' });
    const recent = await createLink(cookie, { label: 'revoked today' });
    const old = await createLink(cookie, { label: 'revoked long ago' });
    for (const link of [recent, old]) {
      await http.delete(`/api/account/share-links/${link.id}`, { cookie });
    }
    await app.db
      .update(shareLinks)
      .set({ revokedAt: new Date(Date.now() - day - 60_000) })
      .where(eq(shareLinks.id, old.id));

    expect((await list(cookie)).map((l) => l.label)).toEqual(['kept', 'revoked today']);
    const stats = await http.get('/api/account/stats', { cookie });
    expect(stats.statusCode, stats.body).toBe(200);
    expect((stats.json().shareLinks as { id: string }[]).map((l) => l.id)).toContain(old.id);
  });

  it.each([
    ['en', `You can create at most ${SHARE_LINK_LIMITS.createdPerDay} share links a day`],
    ['de', `Sie können höchstens ${SHARE_LINK_LIMITS.createdPerDay} Teilen-Links am Tag erstellen`],
  ])(
    `refuses link number ${SHARE_LINK_LIMITS.createdPerDay + 1} within a day with 429, however many were revoked (%s)`,
    async (lang, text) => {
      const { account, cookie } = await privateOwner();
      const started = Date.now();
      for (let i = 0; i < SHARE_LINK_LIMITS.createdPerDay; i++) {
        const link = await createLink(cookie);
        const revoked = await http.delete(`/api/account/share-links/${link.id}`, { cookie });
        expect(revoked.statusCode).toBe(204);
      }
      console.log(
        `${SHARE_LINK_LIMITS.createdPerDay} links created and revoked in ${Date.now() - started} ms`,
      );
      const over = await http.post('/api/account/share-links', {}, { cookie, lang });
      const body = expectError(over, 429, 'rate_limited');
      expect(body.message).toContain(text);
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(day / 1000);
      const rows = await app.db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.accountId, account.id));
      expect(rows).toHaveLength(SHARE_LINK_LIMITS.createdPerDay);

      // A day after the first of them, one more may be created.
      const [first] = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      await app.db
        .update(shareLinks)
        .set({ createdAt: new Date(Date.now() - day - 60_000) })
        .where(eq(shareLinks.id, first!.id));
      await createLink(cookie);
      expectError(await http.post('/api/account/share-links', {}, { cookie }), 429);
    },
    60_000,
  );

  it('lets concurrent creates past the daily limit by none', async () => {
    const { account, cookie } = await privateOwner();
    const before = SHARE_LINK_LIMITS.createdPerDay - 3;
    await app.db.insert(shareLinks).values(
      Array.from({ length: before }, (_, i) => ({
        accountId: account.id,
        tokenHash: `churn-${account.id}-${i}`,
        revokedAt: new Date(),
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post('/api/account/share-links', {}, { cookie })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
  });
});

describe('a visitor with the link', () => {
  it('sees the public view while the public page is off, and nothing the flags hide', async () => {
    const { account, cookie } = await privateOwner({ showEmail: false, showPhone: true });
    const { url } = await createLink(cookie);
    expect((await http.get(`/api/public/profile/${account.username}`)).statusCode).toBe(404);

    const res = await http.get(`/api/public/share/${tokenOf(url)}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = publicProfileSchema.parse(res.json());
    expect(profile.displayName).toBe('Ada Lovelace');
    expect(profile.phone).toBe('+44 20 1234');
    expect(profile.email).toBeUndefined();
    expect(res.body).not.toContain(account.email!);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gets the server-rendered page, kept out of search engines, with its beacon and PDF link', async () => {
    const { cookie } = await privateOwner();
    const link = await createLink(cookie);
    const token = tokenOf(link.url);
    const res = await http.get(`/ui/s/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Ada Lovelace');
    expect(res.body).toContain(`/api/public/share/${token}/pdf`);
    expect(res.body).toContain(link.id);
    expect(res.body).toMatch(/<meta[^>]+name="robots"[^>]+noindex/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('shows nothing of an account that is not verified', async () => {
    const { account, cookie } = await privateOwner();
    const { url } = await createLink(cookie);
    await app.db.update(accounts).set({ status: 'UNVERIFIED' }).where(eq(accounts.id, account.id));
    expectError(await http.get(`/api/public/share/${tokenOf(url)}`), 404, 'share_link_not_found');
  });

  it('gets one identical 404 for a revoked, an expired and a wrong token, as JSON, page and PDF', async () => {
    const { cookie } = await privateOwner();
    const revoked = await createLink(cookie);
    await http.delete(`/api/account/share-links/${revoked.id}`, { cookie });
    const expired = await createLink(cookie);
    await app.db
      .update(shareLinks)
      .set({ expiresAt: '2000-01-01' })
      .where(eq(shareLinks.id, expired.id));
    const tokens = [tokenOf(revoked.url), tokenOf(expired.url), 'A'.repeat(43), 'not-a-token'];
    for (const path of ['/api/public/share/{t}', '/ui/s/{t}', '/api/public/share/{t}/pdf']) {
      const answers = await Promise.all(
        tokens.map((t) => http.get(path.replace('{t}', t), { lang: 'en' })),
      );
      for (const res of answers) {
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toContain('noindex');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
      const bodies = new Set(answers.map((res) => res.body));
      expect(bodies.size, path).toBe(1);
    }
    expectError(
      await http.get(`/api/public/share/${tokenOf(revoked.url)}`),
      404,
      'share_link_not_found',
    );
  });

  it('keeps working on its last day', async () => {
    const { cookie } = await privateOwner();
    const today = new Date().toISOString().slice(0, 10);
    const { url } = await createLink(cookie, { expiresAt: today });
    expect((await http.get(`/api/public/share/${tokenOf(url)}`)).statusCode).toBe(200);
  });
});
