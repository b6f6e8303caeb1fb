import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import type { WorkerPools } from '../src/composition/platform';
import { CvRenderPool } from '../src/features/cv-engine/cv-render-pool';
import { ImportReaderPool } from '../src/features/portability/import-reader-pool';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './db';

export const fixtureWebDist = path.join(import.meta.dirname, 'fixtures/web');

/**
 * The worker pools of every app this worker builds: the test files of a
 * worker share one module graph (vitest `isolate: false`), and starting a
 * pool's workers costs CPU seconds per file (the render threads warm their
 * compilers, a reader process loads the parsers). Each starts with its first
 * job and lets the worker exit when idle.
 */
let sharedPools: WorkerPools | undefined;

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
  sharedPools ??= { render: new CvRenderPool(), importReader: new ImportReaderPool() };
  const app = await buildApp(config, {
    database: db,
    pools: sharedPools,
    logger: options.logger ?? false,
  });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });
  return { app, db, dataDir };
}
