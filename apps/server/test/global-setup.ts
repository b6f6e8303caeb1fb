import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase, pgPool } from '../src/db/client';
import { adminUrl, templateDbName } from './db-names';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteTemplate: string;
    pgliteBlank: string;
    postgresTemplateUrl: string;
    postgresTemplateDb: string;
  }
}

/**
 * Prepares one migrated template database per run; each test file then gets
 * its own copy cheaply (PGlite: a dumped data directory loaded in memory;
 * PostgreSQL: CREATE DATABASE ... TEMPLATE). initdb runs once, not per file:
 * on PGlite the blank database before the migrations is dumped too, for the
 * upgrade tests (test/migrations.ts), as initdb in WebAssembly takes 1.6 s
 * and a load 0.4 s.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.provide.dbKind;
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-pglite-'));
    const dumpTo = async (client: PGlite, name: string) => {
      const file = path.join(dir, name);
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const client = await PGlite.create();
    project.provide('pgliteBlank', await dumpTo(client, 'blank.tar'));
    const handle = createDatabase({ kind: 'pglite', client });
    await handle.migrate();
    await expectNoRows(client);
    project.provide('pgliteTemplate', await dumpTo(client, 'template.tar'));
    await handle.close();
    return;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // One template per run, so that runs on one server (two engineers, CI) never collide.
  const name = templateDbName();
  const admin = pgPool(url);
  await admin.query(`CREATE DATABASE ${name}`);
  const template = createDatabase({ kind: 'postgres', pool: pgPool(adminUrl(url, name)) });
  await template.migrate();
  await template.close();
  project.provide('postgresTemplateUrl', url);
  project.provide('postgresTemplateDb', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

/**
 * Test files get databases emptied with TRUNCATE (test/db.ts), which equals
 * the template only while the migrations leave every table without rows.
 */
async function expectNoRows(client: PGlite) {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    if (rows[0]?.n)
      throw new Error(`the migrated template has rows in ${name}: test/db.ts must copy them`);
  }
}
