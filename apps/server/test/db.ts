import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDatabase, pgPool, PGLITE_OPTIONS, type DatabaseHandle } from '../src/db/client';
import { adminUrl } from './db-names';

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * PGlite databases of this worker that a finished test file handed back,
 * emptied: loading one from the template costs about a second, emptying its
 * tables a few milliseconds. The test files of a worker share one module
 * graph (vitest `isolate: false`), so this list outlives each file.
 */
const idlePglites: PGlite[] = [];
/** The dumps the global setup wrote, read once per worker. */
const pgliteDumps = new Map<'pgliteTemplate' | 'pgliteBlank', Blob>();

/**
 * A new PGlite from a dump of the global setup: the migrated template, or the
 * blank database before any migration (the upgrade tests).
 */
export async function pgliteFromDump(dump: 'pgliteTemplate' | 'pgliteBlank'): Promise<PGlite> {
  let data = pgliteDumps.get(dump);
  if (!data) pgliteDumps.set(dump, (data = new Blob([await readFile(inject(dump))])));
  return PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: data });
}

async function freshPglite(): Promise<PGlite> {
  for (let client = idlePglites.pop(); client; client = idlePglites.pop()) {
    if (!client.closed) return client;
  }
  return pgliteFromDump('pgliteTemplate');
}

/** Empties every table (the template has no rows) and keeps the database for the next file. */
async function recyclePglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    const { rows } = await client.query<{ tables: string | null }>(
      `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
         from pg_tables where schemaname = 'public'`,
    );
    if (rows[0]?.tables) await client.exec(`truncate ${rows[0].tables} restart identity cascade`);
    idlePglites.push(client);
  } catch {
    await client.close();
  }
}

/** A fresh, migrated database of the kind this test project runs on. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'pglite') {
    const client = await freshPglite();
    const handle = createDatabase({ kind: 'pglite', client });
    return { ...handle, dispose: () => recyclePglite(client) };
  }
  const url = inject('postgresTemplateUrl');
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  const admin = pgPool(url);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDb')}`);
  const pool = pgPool(adminUrl(url, name));
  // A connection the DROP below terminates reports 57P01 on an idle client;
  // that is the intended end of this database, not a test failure.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  const handle = createDatabase({ kind: 'postgres', pool });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      // pg-pool's end() resolves before its sockets are gone: wait for them.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
