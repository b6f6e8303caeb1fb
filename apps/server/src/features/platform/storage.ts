import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';

/** A stored object, opened for reading. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  /** Bytes, when the store tells (S3 may not). */
  size?: number | undefined;
}

/**
 * Where uploaded media (profile pictures and their thumbnails) live. Keys are
 * namespaced `${accountId}/...` so that deleting an account can remove all of
 * its media with one `deletePrefix(`${accountId}/`)`.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes one object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end in '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** The URL a browser loads the object from (relative to the app when served by it). */
  url(key: string): string;
}

/** Objects never change under a key (new uploads get new keys), so they cache for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Path of the app's own media route; the local adapter's URLs point at it. */
export const MEDIA_ROUTE_PREFIX = '/api/media/';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are a few '/'-separated segments of safe characters. Besides keeping
 * keys portable between disk and S3, this is the traversal guard: no empty,
 * '.', '..' or absolute segment can pass (a segment must start with an
 * alphanumeric character).
 */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

function assertPrefix(prefix: string): void {
  // Without the trailing slash 'abc' would also match 'abcdef/...' of another account.
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) {
    throw new Error(`invalid media prefix: ${JSON.stringify(prefix)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** The content type the local adapter serves, from the key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const appUrl = (key: string) => `${MEDIA_ROUTE_PREFIX}${key}`;

/** Files below `root` (DATA_DIR/media), served by GET /api/media/{key}. */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so that a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isValidKey(key)) return null;
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    await rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  url(key: string): string {
    return appUrl(key);
  }
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Public base URL of the bucket; without it the app proxies objects via /api/media. */
  publicUrl?: string | undefined;
}

/** Any S3-compatible object store (AWS, MinIO, Garage, R2, ...). */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | undefined;

  constructor(options: S3StorageOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? contentTypeOf(key),
        size: out.ContentLength,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  url(key: string): string {
    return this.publicUrl ? `${this.publicUrl}/${key}` : appUrl(key);
  }
}

/** The adapter the configuration asks for (STORAGE=local|s3). */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.STORAGE === 'local') {
    return new LocalMediaStorage(path.join(config.DATA_DIR, 'media'));
  }
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const client = new S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Checksums only where S3 demands them: several S3-compatible stores
    // (older MinIO, R2, Garage) refuse the SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
  return new S3MediaStorage({ client, bucket: config.S3_BUCKET, publicUrl: config.S3_PUBLIC_URL });
}
