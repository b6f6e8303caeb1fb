import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedMediaBytes } from './media-bytes';
import { LocalMediaStorage } from './storage';

describe('cachedMediaBytes', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cv-media-bytes-'));
  const disk = new LocalMediaStorage(root);
  /** The disk storage, counting its reads. */
  function counted() {
    const reads: string[] = [];
    return {
      reads,
      storage: { get: (key: string) => (reads.push(key), disk.get(key)) },
    };
  }

  it('reads an object whole once, then answers from memory', async () => {
    await disk.put('acc/photo-1.jpg', Buffer.from('first photo'), 'image/jpeg');
    const { reads, storage } = counted();
    const bytes = cachedMediaBytes(storage);
    expect((await bytes('acc/photo-1.jpg'))?.toString()).toBe('first photo');
    // Gone from the disk: the copy in memory still answers (keys never change their object).
    await rm(path.join(root, 'acc', 'photo-1.jpg'));
    expect((await bytes('acc/photo-1.jpg'))?.toString()).toBe('first photo');
    expect(reads).toEqual(['acc/photo-1.jpg']);
  });

  it('shares one read among concurrent ones', async () => {
    await disk.put('acc/photo-2.jpg', Buffer.from('second photo'), 'image/jpeg');
    const { reads, storage } = counted();
    const bytes = cachedMediaBytes(storage);
    const answers = await Promise.all([1, 2, 3].map(() => bytes('acc/photo-2.jpg')));
    expect(answers.map((answer) => answer?.toString())).toEqual(Array(3).fill('second photo'));
    expect(reads).toHaveLength(1);
  });

  it('does not remember a missing object', async () => {
    const { reads, storage } = counted();
    const bytes = cachedMediaBytes(storage);
    expect(await bytes('acc/photo-3.jpg')).toBeNull();
    await disk.put('acc/photo-3.jpg', Buffer.from('third photo'), 'image/jpeg');
    expect((await bytes('acc/photo-3.jpg'))?.toString()).toBe('third photo');
    expect(reads).toHaveLength(2);
  });

  it('keeps at most its size in memory, dropping the least recently read', async () => {
    await disk.put('acc/a.jpg', Buffer.alloc(60, 1), 'image/jpeg');
    await disk.put('acc/b.jpg', Buffer.alloc(60, 2), 'image/jpeg');
    const { reads, storage } = counted();
    const bytes = cachedMediaBytes(storage, 100);
    await bytes('acc/a.jpg');
    await bytes('acc/b.jpg');
    await bytes('acc/b.jpg');
    await bytes('acc/a.jpg');
    expect(reads).toEqual(['acc/a.jpg', 'acc/b.jpg', 'acc/a.jpg']);
  });

  it('fails as the storage fails', async () => {
    const bytes = cachedMediaBytes({
      get: () => Promise.reject(new Error('storage unreachable')),
    });
    await expect(bytes('acc/photo-4.jpg')).rejects.toThrow('storage unreachable');
  });
});
