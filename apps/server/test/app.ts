import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './db';

export const fixtureWebDist = path.join(import.meta.dirname, 'fixtures/web');

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  dataDir: string;
}

/**
 * A fresh app on a fresh database for one test file (fastify/demo's build(t)).
 * `env` overrides configuration variables. Closed after the file's tests.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    /** Routes added before the app is ready, e.g. probes of the error handler. */
    beforeReady?: (app: FastifyInstance) => void;
    database?: TestDatabase;
    /** Where the app logs (silent by default). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: fixtureWebDist,
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    // Tests write the database directly and read at once: the public profile cache has tests of its own.
    PUBLIC_PROFILE_CACHE_MS: '0',
    ...env,
  });
  const db = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, { database: db, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });
  return { app, db, dataDir };
}
