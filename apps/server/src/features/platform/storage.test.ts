import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, isValidKey, LocalMediaStorage } from './storage';

describe('isValidKey', () => {
  it.each([
    'a/b.jpg',
    '0b1c2d3e-0000-4000-8000-000000000000/picture-1.jpg',
    'acc/deep/er/thumb_1.webp',
  ])('takes %s', (key) => expect(isValidKey(key)).toBe(true));

  it.each([
    '',
    '/etc/passwd',
    '../secrets.json',
    'a/../b.jpg',
    'a/./b.jpg',
    'a//b.jpg',
    'a/b.jpg/',
    '.hidden',
    'a\\b.jpg',
    'a/b c.jpg',
    'a/b\u0000.jpg',
    'a/%2e%2e/b.jpg',
    `a/${'x'.repeat(200)}.jpg`,
  ])('refuses %j', (key) => expect(isValidKey(key)).toBe(false));
});

describe('contentTypeOf', () => {
  it('names image types by extension, anything else as a download', () => {
    expect(contentTypeOf('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.WEBP')).toBe('image/webp');
    expect(contentTypeOf('a/b.html')).toBe('application/octet-stream');
  });
});

describe('LocalMediaStorage', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cv-media-'));
  const storage = new LocalMediaStorage(root);

  it('puts, gets and deletes a file below its root', async () => {
    await storage.put('acc/pic.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await readFile(path.join(root, 'acc', 'pic.jpg'), 'utf8')).toBe('jpeg');
    const got = await storage.get('acc/pic.jpg');
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.size).toBe(4);
    expect((await buffer(got!.body)).toString()).toBe('jpeg');
    // No temporary files left behind by the atomic write.
    expect(await readdir(path.join(root, 'acc'))).toEqual(['pic.jpg']);

    await storage.delete('acc/pic.jpg');
    expect(await storage.get('acc/pic.jpg')).toBeNull();
    await expect(storage.delete('acc/pic.jpg')).resolves.toBeUndefined();
  });

  it('deletes a prefix, and nothing of a longer one', async () => {
    await storage.put('abc/1.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('abc/deep/2.jpg', Buffer.from('2'), 'image/jpeg');
    await storage.put('abcdef/3.jpg', Buffer.from('3'), 'image/jpeg');
    await storage.deletePrefix('abc/');
    expect(await storage.get('abc/1.jpg')).toBeNull();
    expect(await storage.get('abc/deep/2.jpg')).toBeNull();
    expect(await storage.get('abcdef/3.jpg')).not.toBeNull();
    await expect(storage.deletePrefix('abc/')).resolves.toBeUndefined();
  });

  it('refuses invalid keys and prefixes instead of touching other paths', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(storage.delete('/etc/passwd')).rejects.toThrow();
    await expect(storage.deletePrefix('abc')).rejects.toThrow();
    await expect(storage.deletePrefix('../')).rejects.toThrow();
    await expect(storage.deletePrefix('/')).rejects.toThrow();
    expect(await storage.get('../escape.jpg')).toBeNull();
  });

  it('answers app-relative URLs', () => {
    expect(storage.url('acc/pic.jpg')).toBe('/api/media/acc/pic.jpg');
  });
});
