import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/**
 * A real S3-protocol server (s3rver) on loopback with a temporary directory,
 * for the S3 adapter's tests. Stopped after the file's tests.
 */
export async function startS3(bucket = 'media') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cv-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its fixed development key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  afterAll(async () => {
    client.destroy();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    bucket,
    endpoint,
    client,
    /** The environment that makes the app use this server. */
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
