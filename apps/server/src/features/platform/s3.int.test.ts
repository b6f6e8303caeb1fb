import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { jpegWithGps, png } from '../../../test/images';
import { picturePart, postProfile } from '../../../test/profile-helpers';
import { startS3 } from '../../../test/s3';
import { createMediaStorage, MEDIA_CACHE_CONTROL, S3MediaStorage } from './storage';

/** The S3 adapter against a real S3-protocol server (s3rver) on loopback. */
const s3 = await startS3();
const { app } = await buildTestApp(s3.env);
const { app: publicApp } = await buildTestApp({
  ...s3.env,
  S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
});

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3MediaStorage', () => {
  const storage = new S3MediaStorage({ client: s3.client, bucket: s3.bucket });

  it('puts an object with its content type and cache header, and gets it back', async () => {
    const key = `${randomUUID()}/picture-${randomUUID()}.jpg`;
    const bytes = Buffer.from('not really a jpeg');
    await storage.put(key, bytes, 'image/jpeg');

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.CacheControl).toBe(MEDIA_CACHE_CONTROL);

    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.size).toBe(bytes.length);
    expect(await buffer(got!.body)).toEqual(bytes);
  });

  it('answers null for a missing or invalid key', async () => {
    expect(await storage.get(`${randomUUID()}/nothing.jpg`)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
  });

  it('deletes one object; deleting a missing one is fine', async () => {
    const key = `${randomUUID()}/a.jpg`;
    await storage.put(key, Buffer.from('a'), 'image/jpeg');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("deletes everything under an account's prefix, and nothing of a longer one", async () => {
    const account = randomUUID();
    const keys = [`${account}/a.jpg`, `${account}/b.jpg`, `${account}/deep/c.jpg`];
    // Same start, other account: must survive `${account}/`.
    const neighbour = `${account}x/keep.jpg`;
    for (const key of [...keys, neighbour]) await storage.put(key, Buffer.from(key), 'image/jpeg');

    await storage.deletePrefix(`${account}/`);
    expect(await keysUnder(`${account}/`)).toEqual([]);
    expect(await keysUnder(`${account}x/`)).toEqual([neighbour]);
    await expect(storage.deletePrefix(`${account}/`)).resolves.toBeUndefined();
  });

  it('refuses a prefix without the trailing slash', async () => {
    await expect(storage.deletePrefix(randomUUID())).rejects.toThrow(/invalid media prefix/);
  });

  it('answers app URLs without a public bucket URL, bucket URLs with one', () => {
    expect(storage.url('a/b.jpg')).toBe('/api/media/a/b.jpg');
    const pub = new S3MediaStorage({
      client: s3.client,
      bucket: s3.bucket,
      publicUrl: 'https://cdn.example.com/media/',
    });
    expect(pub.url('a/b.jpg')).toBe('https://cdn.example.com/media/a/b.jpg');
  });
});

describe('the profile picture with STORAGE=s3', () => {
  it('stores the processed files in the bucket, serves them via /api/media, and removes replaced ones', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const first = await postProfile(app, cookie, {
      data: { displayName: 'Ada' },
      profilePicture: picturePart(await jpegWithGps()),
    });
    expect(first.statusCode, first.body).toBe(201);
    const { pictureUrl, thumbnailUrl } = first.json();
    const firstKeys = await keysUnder(`${account.id}/`);
    expect(firstKeys).toEqual(
      [pictureUrl, thumbnailUrl].map((u: string) => u.replace('/api/media/', '')).sort(),
    );

    // Without S3_PUBLIC_URL the app proxies the bucket.
    const served = await app.inject({ url: pictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = await postProfile(app, cookie, {
      data: {},
      profilePicture: picturePart(await png(), 'me.png', 'image/png'),
    });
    expect(second.statusCode).toBe(200);
    const secondKeys = await keysUnder(`${account.id}/`);
    expect(secondKeys).toHaveLength(2);
    expect(secondKeys.some((k) => firstKeys.includes(k))).toBe(false);
    expect((await app.inject({ url: pictureUrl })).statusCode).toBe(404);

    // What the accounts feature calls when an account is deleted.
    await createMediaStorage(app.config).deletePrefix(`${account.id}/`);
    expect(await keysUnder(`${account.id}/`)).toEqual([]);
  });

  it('answers bucket URLs when S3_PUBLIC_URL is set', async () => {
    const { account, cookie } = await loggedInAccount(publicApp);
    const res = await postProfile(publicApp, cookie, {
      data: {},
      profilePicture: picturePart(await png()),
    });
    expect(res.statusCode).toBe(201);
    const { pictureUrl } = res.json();
    expect(pictureUrl).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/${account.id}/`));
    // The bucket answers that URL itself (s3rver serves path-style objects to anyone here).
    const fetched = await fetch(pictureUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
  });
});
