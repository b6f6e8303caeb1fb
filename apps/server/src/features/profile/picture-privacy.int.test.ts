import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { jpeg } from '../../../test/images';
import {
  accountWithProfile,
  picturePart,
  postProfile,
  ownProfile,
} from '../../../test/profile-helpers';

const { app } = await buildTestApp();

const fetchMedia = (url: string) => app.inject({ url });

describe('pictures of a profile that goes private', () => {
  it('are no longer served at the address they had while public', async () => {
    const { cookie } = await accountWithProfile(app, { publicAccess: true });
    const data = { displayName: 'Ada', publicAccess: true };
    const saved = await postProfile(app, cookie, {
      data,
      profilePicture: picturePart(await jpeg()),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await ownProfile(app, cookie);
    expect((await fetchMedia(before.pictureUrl!)).statusCode).toBe(200);
    expect((await fetchMedia(before.thumbnailUrl!)).statusCode).toBe(200);

    await postProfile(app, cookie, { data: { ...data, publicAccess: false } });
    const after = await ownProfile(app, cookie);
    // The old addresses are gone; the picture itself is kept, under new ones.
    expect((await fetchMedia(before.pictureUrl!)).statusCode).toBe(404);
    expect((await fetchMedia(before.thumbnailUrl!)).statusCode).toBe(404);
    expect(after.pictureUrl).not.toBe(before.pictureUrl);
    const moved = await fetchMedia(after.pictureUrl!);
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.equals((await fetchMedia(after.pictureUrl!)).rawPayload)).toBe(true);
    expect((await fetchMedia(after.thumbnailUrl!)).statusCode).toBe(200);

    // Staying private moves nothing.
    await postProfile(app, cookie, {
      data: { ...data, publicAccess: false, displayName: 'Ada L.' },
    });
    expect((await ownProfile(app, cookie)).pictureUrl).toBe(after.pictureUrl);
  });
});
