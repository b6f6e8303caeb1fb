import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { MediaStorage } from './storage';

/** An object's bytes, whole; null when there is none under the key. */
export type ReadMediaBytes = (key: string) => Promise<Buffer | null>;

/** Enough for a few hundred profile pictures (a stored one is at most a few hundred KiB). */
const MEDIA_BYTES_CACHE = 32 * 1024 * 1024;

/**
 * What renders read, kept in memory: every CV preview and PDF prints its
 * owner's photo, and the live preview renders on every pause in typing. An
 * object never changes under its key (a new upload gets a new key), so a
 * cached copy cannot go stale; one whose key the profile no longer names is
 * simply never asked for again and ages out. Concurrent reads of one key
 * share one load; a missing object is not remembered.
 */
export function cachedMediaBytes(
  storage: Pick<MediaStorage, 'get'>,
  maxBytes = MEDIA_BYTES_CACHE,
): ReadMediaBytes {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    fetchMethod: async (key) => {
      const stored = await storage.get(key);
      return stored ? buffer(stored.body) : undefined;
    },
  });
  return async (key) => (await cache.fetch(key)) ?? null;
}
