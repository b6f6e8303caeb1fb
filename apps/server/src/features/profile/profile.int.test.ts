import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, LIMITS, profileSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { buildAccount, loggedInAccount, sessionCookie } from '../../../test/factories';
import {
  encode,
  hasGpsIfd,
  jpeg,
  jpegWithGps,
  png,
  pngBomb,
  pngOfSize,
  svgFile,
  textFile,
} from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { emptySections, NEW_PROFILE_SWITCHES } from '../../../test/profile-factories';
import { expectError, expectFieldErrors } from '../../../test/http';
import {
  accountWithProfile,
  picturePart,
  postProfile,
  postToProfile,
} from '../../../test/profile-helpers';
import { PICTURE } from '../platform/picture';
import { PROFILE_SAVES_PER_MINUTE } from './profile.routes';

const { app, dataDir } = await buildTestApp();
const mediaRoot = path.join(dataDir, 'media');

const getProfile = (cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/profile', headers: { cookie, ...headers } });

/** The files of an account on disk, by name. */
async function mediaFiles(accountId: string): Promise<string[]> {
  try {
    return (await readdir(path.join(mediaRoot, accountId))).sort();
  } catch {
    return [];
  }
}

/** The stored file behind a `/api/media/...` URL. */
const fileOf = (url: string) => readFile(path.join(mediaRoot, url.replace('/api/media/', '')));

describe('access to /api/profile', () => {
  it('refuses a request without login with 401', async () => {
    expectError(await app.inject({ url: '/api/profile' }), 401, 'unauthorized');
    const form = await multipart({ data: '{}' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: form.headers,
      payload: form.payload,
    });
    expectError(res, 401, 'unauthorized');
  });

  it('refuses an account that is not VERIFIED with 403', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const cookie = await sessionCookie(app, account.id);
    expectError(await getProfile(cookie), 403, 'status_forbidden');
    const res = await postToProfile(app, cookie, 'skill', {
      name: 'TypeScript',
      type: 'Programming Languages',
      level: 4,
    });
    expectError(res, 403, 'status_forbidden');
  });
});

describe('GET /api/profile', () => {
  it.each([
    ['en', 'We could not find the profile you are looking for.'],
    ['de', 'Wir konnten das gesuchte Profil nicht finden.'],
  ])('answers 404 profile_not_found before the profile is created (%s)', async (lang, message) => {
    const { cookie } = await loggedInAccount(app);
    const res = await getProfile(cookie, { 'accept-language': lang });
    expect(expectError(res, 404, 'profile_not_found').message).toBe(message);
  });

  it('answers the whole profile with the default theme and empty lists', async () => {
    const { cookie } = await accountWithProfile(app, { bio: 'Counts things.' });
    const res = await getProfile(cookie);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual({
      displayName: 'Ada Lovelace',
      jobTitle: 'Engineer',
      location: null,
      bio: 'Counts things.',
      website: null,
      ...NEW_PROFILE_SWITCHES,
      theme: DEFAULT_THEME,
      // A new profile's texts are in the request's language, untranslated.
      contentLanguage: 'en',
      translations: {},
      ...emptySections(),
      sectionSettings: expect.objectContaining({
        'work-experience': { public: true, print: true },
        reference: { public: false, print: false },
      }),
    });
  });
});

describe('POST /api/profile', () => {
  it('creates the profile (201), then updates it (200), replacing the general data', async () => {
    const { cookie } = await loggedInAccount(app);
    const created = await postProfile(app, cookie, {
      data: {
        displayName: '  Ada  ',
        jobTitle: 'Engineer',
        location: 'London',
        bio: 'Poet of numbers',
        publicAccess: true,
        showEmail: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      displayName: 'Ada',
      location: 'London',
      publicAccess: true,
      showEmail: true,
      showPhone: false,
    });

    const updated = await postProfile(app, cookie, {
      data: { displayName: 'Ada L.', hideDescriptions: true, location: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      displayName: 'Ada L.',
      jobTitle: null,
      location: null,
      bio: null,
      publicAccess: false,
      showEmail: false,
      hideDescriptions: true,
    });
    expect((await getProfile(cookie)).json()).toEqual(updated.json());
  });

  it('takes the data part as a JSON file part too (a Blob in FormData)', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: {
        bytes: Buffer.from(JSON.stringify({ jobTitle: 'Analyst' })),
        filename: 'blob',
        type: 'application/json',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().jobTitle).toBe('Analyst');
  });

  it.each([
    ['en', 'Display name must be at most 100 characters', 'Bio is not valid'],
    ['de', 'Anzeigename darf höchstens 100 Zeichen lang sein', 'Über mich ist ungültig'],
  ])('answers invalid data with localized field errors (%s)', async (lang, tooLong, bio) => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(
      app,
      cookie,
      { data: { displayName: 'x'.repeat(LIMITS.nameMax + 1), bio: 42 as never } },
      { 'accept-language': lang },
    );
    const body = expectError(res, 400, 'validation');
    expect(body.fieldErrors?.displayName).toEqual([tooLong]);
    expect(body.fieldErrors?.bio).toEqual([bio]);
  });

  it('answers flags of the wrong type with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, { data: { publicAccess: 'yes' as never } });
    const body = expectError(res, 400, 'validation');
    expect(body.fieldErrors?.publicAccess).toEqual(['Public profile is not valid']);
  });

  it.each([
    ['a text field', '{"displayName": "Ada",'],
    ['a JSON field', { bytes: Buffer.from('{oops'), type: 'application/json' }],
  ])('answers malformed JSON in the data part (%s) with 400', async (_, data) => {
    const { cookie } = await loggedInAccount(app);
    const form = await multipart({ data: data as never });
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    expectError(res, 400, 'malformed_json');
  });

  it('answers JSON that is not an object with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    expectError(await postProfile(app, cookie, { data: '[1,2]' }), 400, 'validation');
    expectError(await postProfile(app, cookie, { data: 'null' }), 400, 'validation');
  });

  it('answers a form without the data part with 400 on the data field', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, { profilePicture: picturePart(await jpeg()) });
    expectFieldErrors(res, { data: ['Profile data must not be blank'] });
  });

  it('answers an unexpected part with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, { data: {}, avatar: 'x' });
    expect(expectError(res, 400, 'validation').message).toContain('"avatar"');
  });

  it('answers a data part over 64 KiB with 413', async () => {
    const { cookie } = await loggedInAccount(app);
    const huge = JSON.stringify({ bio: 'x'.repeat(70 * 1024) });
    expectError(await postProfile(app, cookie, { data: huge }), 413, 'payload_too_large');
  });

  it('answers a JSON body (not multipart) with 415', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie },
      payload: { displayName: 'Ada' },
    });
    expectError(res, 415, 'unsupported_media_type');
  });

  it('limits saves per account and minute with 429 and Retry-After', async () => {
    const { cookie } = await loggedInAccount(app);
    for (let i = 0; i < PROFILE_SAVES_PER_MINUTE; i++) {
      expect((await postProfile(app, cookie, { data: {} })).statusCode).toBeLessThan(300);
    }
    const limited = await postProfile(app, cookie, { data: {} });
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await loggedInAccount(app);
    expect((await postProfile(app, other.cookie, { data: {} })).statusCode).toBe(201);
  });

  it('treats an empty file input as no picture', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: {},
      profilePicture: { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pictureUrl).toBeNull();
  });
});

describe('the profile picture', () => {
  it('is re-encoded: auto-rotated, EXIF/GPS gone, JPEG, plus a square thumbnail', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const upload = await jpegWithGps(400, 300);
    const before = await sharp(upload).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await postProfile(app, cookie, { data: {}, profilePicture: picturePart(upload) });
    expect(res.statusCode, res.body).toBe(201);
    const { pictureUrl, thumbnailUrl } = res.json();
    expect(pictureUrl).toMatch(new RegExp(`^/api/media/${account.id}/picture-[0-9a-f-]+\\.jpg$`));
    expect(thumbnailUrl).toMatch(new RegExp(`^/api/media/${account.id}/`));

    const stored = await fileOf(pictureUrl);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 applied: the landscape upload stands upright.
    expect([meta.width, meta.height]).toEqual([300, 400]);

    const thumb = await sharp(await fileOf(thumbnailUrl)).metadata();
    expect([thumb.width, thumb.height]).toEqual([PICTURE.thumbnailEdge, PICTURE.thumbnailEdge]);
    expect(thumb.exif).toBeUndefined();
  });

  it('is bounded to 1024 px on the longest edge', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await jpeg(2000, 1500)),
    });
    expect(res.statusCode).toBe(201);
    const meta = await sharp(await fileOf(res.json().pictureUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 768]);
  });

  it.each([
    ['PNG', () => png(), 'me.png', 'image/png'],
    ['WebP', () => encode('webp'), 'me.webp', 'image/webp'],
    ['AVIF', () => encode('avif'), 'me.avif', 'image/avif'],
  ])('takes a %s', async (_, make, filename, type) => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await make(), filename, type),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pictureUrl).toMatch(/\.jpg$/);
  });

  it('takes a file of exactly 2 MB', async () => {
    const { cookie } = await loggedInAccount(app);
    const exact = await pngOfSize(LIMITS.pictureMaxBytes);
    expect(exact.length).toBe(2 * 1024 * 1024);
    const res = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(exact, 'big.png', 'image/png'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pictureUrl).not.toBeNull();
  });

  it.each([
    ['en', 'File must be less than 2 MB'],
    ['de', 'Die Datei muss kleiner als 2 MB sein'],
  ])('refuses 2 MB + 1 byte with 413 and the size message (%s)', async (lang, message) => {
    const { account, cookie } = await loggedInAccount(app);
    const res = await postProfile(
      app,
      cookie,
      {
        data: { displayName: 'Too big' },
        profilePicture: picturePart(await pngOfSize(LIMITS.pictureMaxBytes + 1), 'x.png'),
      },
      { 'accept-language': lang },
    );
    const body = expectError(res, 413, 'payload_too_large');
    expect(body.message).toBe(message);
    expect(body.fieldErrors).toEqual({ profilePicture: [message] });
    // Nothing saved: no profile, no files.
    expectError(await getProfile(cookie), 404, 'profile_not_found');
    expect(await mediaFiles(account.id)).toEqual([]);
  });

  it.each([
    ['a text file renamed .png', textFile, 'photo.png', 'image/png'],
    ['an SVG', svgFile, 'photo.svg', 'image/svg+xml'],
    [
      'a truncated JPEG header',
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      'a.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 400 invalid_image', async (_, make, filename, type) => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await make(), filename, type),
    });
    const body = expectError(res, 400, 'invalid_image');
    expect(body.message).toBe('The file is not a supported image (JPEG, PNG, WebP or AVIF)');
    expect(body.fieldErrors?.profilePicture).toEqual([body.message]);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 30000 x 30000 pixels) with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await postProfile(
      app,
      cookie,
      { data: {}, profilePicture: picturePart(bomb, 'bomb.png', 'image/png') },
      { 'accept-language': 'de' },
    );
    expect(expectError(res, 400, 'invalid_image').message).toBe(
      'Das Bild ist zu groß: höchstens 50 Megapixel',
    );
  });

  it('removes the replaced picture’s files, and keeps them when a replacement fails', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const first = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await jpeg()),
    });
    const firstFiles = await mediaFiles(account.id);
    expect(firstFiles).toHaveLength(2);

    // A refused upload changes nothing.
    const refused = await postProfile(app, cookie, {
      data: { displayName: 'Changed?' },
      profilePicture: picturePart(textFile(), 'x.png'),
    });
    expect(refused.statusCode).toBe(400);
    expect(await mediaFiles(account.id)).toEqual(firstFiles);
    expect((await getProfile(cookie)).json().displayName).toBeNull();

    const second = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await png()),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().pictureUrl).not.toBe(first.json().pictureUrl);
    const secondFiles = await mediaFiles(account.id);
    expect(secondFiles).toHaveLength(2);
    expect(secondFiles.some((f) => firstFiles.includes(f))).toBe(false);
    expect((await app.inject({ url: first.json().pictureUrl })).statusCode).toBe(404);
    expect((await app.inject({ url: second.json().pictureUrl })).statusCode).toBe(200);
  });

  it('leaves no orphaned files when two first saves with pictures race', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const [a, b] = await Promise.all([
      postProfile(app, cookie, { data: {}, profilePicture: picturePart(await jpeg()) }),
      postProfile(app, cookie, { data: {}, profilePicture: picturePart(await png()) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const files = await mediaFiles(account.id);
    expect(files).toHaveLength(2);
    const { pictureUrl } = (await getProfile(cookie)).json();
    expect(files).toContain(path.basename(pictureUrl));
  });

  it('keeps the picture when the data is saved without one, removes it with removePicture', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const withPicture = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await jpeg()),
    });
    const kept = await postProfile(app, cookie, { data: { jobTitle: 'Still me' } });
    expect(kept.json().pictureUrl).toBe(withPicture.json().pictureUrl);

    const removed = await postProfile(app, cookie, { data: { removePicture: true } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ pictureUrl: null, thumbnailUrl: null });
    expect(await mediaFiles(account.id)).toEqual([]);
  });
});

describe('GET /api/profile/picture/thumbnail', () => {
  it('answers 404 without a picture, the thumbnail URL with one', async () => {
    const { cookie } = await accountWithProfile(app);
    const none = await app.inject({ url: '/api/profile/picture/thumbnail', headers: { cookie } });
    expectError(none, 404, 'picture_not_found');

    const saved = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await jpeg()),
    });
    const res = await app.inject({ url: '/api/profile/picture/thumbnail', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ thumbnailUrl: saved.json().thumbnailUrl });
  });

  it('answers 404 without a profile', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await app.inject({ url: '/api/profile/picture/thumbnail', headers: { cookie } });
    expectError(res, 404, 'picture_not_found');
  });
});

describe('POST /api/profile/theme', () => {
  const postTheme = (cookie: string, payload: unknown, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/profile/theme',
      headers: { cookie, 'accept-language': lang },
      payload: payload as object,
    });

  it('saves the colours (lower-case) and answers the saved theme', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await postTheme(cookie, { backgroundColor: '#FFEEDD', surfaceColor: '#123abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ backgroundColor: '#ffeedd', surfaceColor: '#123abc' });
    expect((await getProfile(cookie)).json().theme).toEqual(res.json());

    const again = await postTheme(cookie, DEFAULT_THEME);
    expect(again.json()).toEqual(DEFAULT_THEME);
  });

  it.each([
    ['en', 'Background colour must be a colour like #4169e1', 'Header colour must not be blank'],
    [
      'de',
      'Hintergrundfarbe muss eine Farbe wie #4169e1 sein',
      'Kopfzeilenfarbe darf nicht leer sein',
    ],
  ])('refuses colours that are not #rrggbb (%s)', async (lang, color, blank) => {
    const { cookie } = await accountWithProfile(app);
    for (const bad of ['#fff', 'red', '#12345g', 'rgb(0,0,0)', '#1234567']) {
      const res = await postTheme(cookie, { backgroundColor: bad }, lang);
      expectFieldErrors(res, { backgroundColor: [color], surfaceColor: [blank] });
    }
    expect((await getProfile(cookie)).json().theme).toEqual(DEFAULT_THEME);
  });

  it('answers 404 without a profile', async () => {
    const { cookie } = await loggedInAccount(app);
    expectError(await postTheme(cookie, DEFAULT_THEME), 404, 'profile_not_found');
  });
});

describe('OpenAPI', () => {
  it('documents the multipart form of POST /api/profile and the entry routes', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const post = doc.paths['/api/profile'].post;
    const form = post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['data', 'profilePicture']);
    expect(form.properties.profilePicture.format).toBe('binary');
    for (const kind of ['work-experience', 'education', 'skill', 'project']) {
      expect(doc.paths).toHaveProperty([`/api/profile/${kind}`]);
      expect(doc.paths).toHaveProperty([`/api/profile/${kind}/{id}`]);
    }
  });
});
