import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createMediaStorage, MEDIA_CACHE_CONTROL } from './storage';

const { app } = await buildTestApp();
/** The media store the app was configured with. */
const storage = createMediaStorage(app.config);

describe('GET /api/media/{key} (local storage)', () => {
  const key = `${randomUUID()}/picture-${randomUUID()}.jpg`;
  const bytes = Buffer.from('jpeg bytes');

  it('serves a stored file with its type, length and a long immutable cache', async () => {
    await storage.put(key, bytes, 'image/jpeg');
    const res = await app.inject({ url: `/api/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(bytes);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('needs no login: the public profile shows the picture to visitors', async () => {
    await storage.put(key, bytes, 'image/jpeg');
    expect(
      (await app.inject({ url: `/api/media/${key}`, headers: { cookie: '' } })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown key with 404', async () => {
    const res = await app.inject({ url: `/api/media/${randomUUID()}/nothing.jpg` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  // DATA_DIR/secrets.json sits right above DATA_DIR/media: the prize of a traversal.
  it.each([
    '/api/media/../secrets.json',
    '/api/media/..%2fsecrets.json',
    '/api/media/%2e%2e/secrets.json',
    '/api/media/%2E%2E%2Fsecrets.json',
    '/api/media/a/../../secrets.json',
    '/api/media/a/%2e%2e/%2e%2e/secrets.json',
    '/api/media/..%5csecrets.json',
    '/api/media//etc/passwd',
    '/api/media/%2fetc%2fpasswd',
    '/api/media/./secrets.json',
    '/api/media/secrets.json%00.jpg',
    '/api/media/',
  ])('refuses %s without leaking a file', async (url) => {
    const res = await app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('jwtSecret');
    expect(res.body).not.toContain('root:');
  });
});
