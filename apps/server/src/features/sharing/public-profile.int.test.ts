import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@cv/shared';
import { accounts, profiles } from '../../db/schema';
import { parsePage } from '../../../test/page-dom';
import { PUBLIC_CACHE_CONTROL } from './public-profile.routes';
import { buildTestApp } from '../../../test/app';
import { buildAccount } from '../../../test/factories';
import { buildProfile } from '../../../test/profile-factories';

const { app } = await buildTestApp();

async function publicAccount(
  profile: Parameters<typeof buildProfile>[2] = {},
  account: Parameters<typeof buildAccount>[1] = {},
) {
  const row = await buildAccount(app, {
    phone: '+44 20 1234',
    street: 'St James Square',
    houseNumber: '12',
    postcode: 'SW1',
    city: 'London',
    country: 'GB',
    ...account,
  });
  await buildProfile(app, row.id, profile);
  return row;
}

const get = (username: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/public/profile/${username}`, headers });

const flags = [false, true];
const combinations = flags.flatMap((showEmail) =>
  flags.flatMap((showPhone) =>
    flags.flatMap((showAddress) =>
      flags.map((hideDescriptions) => ({ showEmail, showPhone, showAddress, hideDescriptions })),
    ),
  ),
);

describe('GET /api/public/profile/{username}', () => {
  it.each(combinations)('shows exactly the allowed fields for %o', async (visibility) => {
    const account = await publicAccount(visibility);
    const res = await get(account.username!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(publicProfileSchema.parse(body)).toBeTruthy();
    expect('email' in body).toBe(visibility.showEmail);
    expect('phone' in body).toBe(visibility.showPhone);
    expect('address' in body).toBe(visibility.showAddress);
    if (visibility.showEmail) expect(body.email).toBe(account.email);
    if (visibility.showAddress) {
      expect(body.address).toMatchObject({
        street: 'St James Square',
        city: 'London',
        country: 'GB',
      });
    }
    for (const list of ['workExperiences', 'educations', 'projects'] as const) {
      expect(body[list]).toHaveLength(1);
      expect('description' in body[list][0]).toBe(!visibility.hideDescriptions);
    }
    expect(body.skills).toEqual([{ name: 'Mathematics', type: 'Science', level: 5, keywords: [] }]);
    expect(body.theme).toEqual({ backgroundColor: '#112233', surfaceColor: '#445566' });
  });

  it('never exposes ids, status, tokens or password data', async () => {
    const account = await publicAccount(
      { showEmail: true, showPhone: true, showAddress: true },
      { passwordHash: '$argon2id$secret-hash' },
    );
    const res = await get(account.username!);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(account.id);
    expect(res.body).not.toContain('secret-hash');
    expect(res.body).not.toMatch(/"(id|accountId|status|passwordHash|position)"/);
    expect(res.body).not.toContain('VERIFIED');
  });

  it('leaves blank fields out rather than sending null', async () => {
    const account = await publicAccount({ jobTitle: null, bio: null, location: null });
    const body = (await get(account.username!)).json();
    expect(body).not.toHaveProperty('jobTitle');
    expect(body).not.toHaveProperty('bio');
    expect(JSON.stringify(body)).not.toContain('null');
  });

  it('finds the profile whatever the case of the username', async () => {
    const account = await publicAccount({}, { username: `Mixed.Case-${Date.now()}` });
    const res = await get(account.username!.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(account.username);
  });

  it.each([
    ['en', 'We could not find the profile you are looking for.'],
    ['de', 'Wir konnten das gesuchte Profil nicht finden.'],
  ])('answers 404 for a profile without public access (%s)', async (lang, message) => {
    const account = await publicAccount({ publicAccess: false });
    const res = await get(account.username!, { 'accept-language': lang });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'profile_not_found', message });
  });

  it('answers 404 for an account that is not verified', async () => {
    const account = await publicAccount({}, { status: 'UNVERIFIED' });
    const res = await get(account.username!);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(account.email!);
  });

  it('answers 404 for an account without a profile and for an unknown user', async () => {
    const account = await buildAccount(app);
    expect((await get(account.username!)).statusCode).toBe(404);
    expect((await get('nobody-here')).statusCode).toBe(404);
  });

  it('names the country in the reader’s language', async () => {
    const account = await publicAccount({ showAddress: true }, { country: 'DE' });
    expect((await get(account.username!)).json().address.countryName).toBe('Germany');
    const de = await get(account.username!, { 'accept-language': 'de' });
    expect(de.json().address.countryName).toBe('Deutschland');
  });

  it('answers a repeat visit with 304 until the profile changes', async () => {
    const account = await publicAccount();
    const first = await get(account.username!);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const repeat = await get(account.username!, { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');

    await app.db
      .update(profiles)
      .set({ jobTitle: 'Countess' })
      .where(eq(profiles.accountId, account.id));
    const changed = await get(account.username!, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().jobTitle).toBe('Countess');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 304 to a browser too, whose answers come compressed', async () => {
    // Long enough to be compressed.
    const account = await publicAccount({ bio: 'Wrote the first program. '.repeat(60) });
    const browser = { 'accept-encoding': 'gzip, br' };
    const first = await get(account.username!, browser);
    expect(first.headers['content-encoding']).toBeDefined();

    const repeat = await get(account.username!, {
      ...browser,
      'if-none-match': first.headers.etag as string,
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers 304 to a cache that names several stored versions, or the weak form', async () => {
    const account = await publicAccount();
    const etag = (await get(account.username!)).headers.etag as string;
    const several = await get(account.username!, { 'if-none-match': `"older", ${etag}` });
    expect(several.statusCode).toBe(304);
    expect((await get(account.username!, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get(account.username!, { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });
});

describe('GET /ui/profile/{username}', () => {
  it.each(combinations)('shows exactly the allowed fields for %o', async (visibility) => {
    const account = await publicAccount(visibility);
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.statusCode).toBe(200);
    // The page's whole text and every attribute value: nothing hidden may be anywhere in it.
    const page = parsePage(res.body);
    const text = page.visibleText();
    const everything = res.body;
    expect(text.includes(account.email!)).toBe(visibility.showEmail);
    expect(everything.includes(account.email!)).toBe(visibility.showEmail);
    expect(everything.includes('+44 20 1234')).toBe(visibility.showPhone);
    expect(everything.includes('St James Square')).toBe(visibility.showAddress);
    for (const description of [
      'Wrote the first program.',
      'Taught by De Morgan.',
      'Bernoulli numbers.',
    ]) {
      expect(text.includes(description), description).toBe(!visibility.hideDescriptions);
    }
    expect(text).toContain('Programmer');
    expect(text).toContain('Mathematics');
    expect(text).toContain('Note G');
  });

  it('renders the page with Open Graph and Twitter-card tags for a public profile', async () => {
    const account = await publicAccount({
      displayName: 'Ada "<b>" Lovelace',
      jobTitle: 'Analyst & Poet',
      bio: 'Wrote <script>alert(1)</script> notes.',
      thumbnailKey: 'x/thumb.webp',
    });
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<meta property="og:title" content="Ada &quot;&lt;b&gt;&quot; Lovelace – Analyst &amp; Poet">',
    );
    expect(res.body).toContain('content="Wrote &lt;script&gt;alert(1)&lt;/script&gt; notes."');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    // The link preview is the generated card, not the bare thumbnail.
    expect(res.body).toContain(
      `<meta property="og:image" content="http://localhost:8080/api/public/profile/${account.username}/og.png">`,
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain('<title>Ada &quot;&lt;b&gt;&quot; Lovelace – Analyst &amp; Poet');
  });

  it('revalidates the page with a 304 that keeps its script allowed, until the profile changes', async () => {
    const account = await publicAccount({ jobTitle: 'Analyst' });
    const url = `/ui/profile/${account.username}`;
    const first = await app.inject({ url });
    const csp = String(first.headers['content-security-policy']);
    // The page's one inline script is allowed by its hash, nothing else inline.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    const etag = String(first.headers.etag);

    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A 304's headers replace the cached page's: a CSP without the hash would block its script.
    expect(again.headers['content-security-policy']).toBe(csp);

    await app.db
      .update(profiles)
      .set({ jobTitle: 'Engineer' })
      .where(eq(profiles.accountId, account.id));
    // A write outside the API (no cache drop): the view's lifetime is 0 in tests.
    const changed = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Engineer');
  });

  it('answers a private profile with the not-found page, noindex, revealing nothing of it', async () => {
    const account = await publicAccount({ publicAccess: false, jobTitle: 'Secret Agent' });
    await app.db.update(accounts).set({ firstName: 'Hidden' }).where(eq(accounts.id, account.id));
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('Secret Agent');
    expect(res.body).not.toContain('Hidden');
    expect(res.body).not.toContain('og:title');
  });
});
