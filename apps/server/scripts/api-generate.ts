// Writes apps/web/src/api/schema.d.ts from the OpenAPI document of an app
// built in memory (embedded PGlite in a temporary data folder): no running
// server, no database to set up. `npm run api:generate` at the root; `--json`
// prints the document instead.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  API_TYPES_FILE,
  API_TYPES_PATH,
  committedApiTypes,
  openApiDocument,
  renderApiTypes,
} from './api-types';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(import.meta.dirname, '../test/fixtures/web'),
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const document = await openApiDocument(app);
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(document, null, 2));
    } else {
      const source = await renderApiTypes(document);
      if (source === (await committedApiTypes())) {
        console.log(`${API_TYPES_PATH} is up to date`);
      } else {
        await writeFile(API_TYPES_FILE, source);
        console.log(`wrote ${API_TYPES_PATH}`);
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
