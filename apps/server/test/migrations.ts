import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject } from 'vitest';
import { migrationsFolder, pgPool, type Database } from '../src/db/client';
import { adminUrl } from './db-names';
import { pgliteFromDump } from './db';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJournal = async () =>
  JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder holding the migrations up to and including `tag`. */
async function migrationsUpTo(tag: string): Promise<string> {
  const journal = await readJournal();
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries) {
    await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** The migration released just before `tag`. */
async function tagBefore(tag: string): Promise<string> {
  const { entries } = await readJournal();
  const previous = entries[entries.findIndex((e) => e.tag === tag) - 1];
  if (!previous) throw new Error(`no migration before ${tag}`);
  return previous.tag;
}

/** A new, empty database of one kind: how to migrate it to a folder's migrations, and to close it. */
interface BlankDatabase {
  db: { execute(query: SQL): Promise<{ rows: unknown[] }> };
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function blankPglite(): Promise<BlankDatabase> {
  const client = await pgliteFromDump('pgliteBlank');
  const db = drizzlePglite({ client });
  return {
    db,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function blankPostgres(): Promise<BlankDatabase> {
  const url = inject('postgresTemplateUrl');
  const name = `cv_test_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = pgPool(url);
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = pgPool(adminUrl(url, name));
  const db = drizzlePg({ client: pool });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A new, empty database of this test project's kind, migrated only up to
 * `tag`: seed it as a database of that release, then `migrateAll()` and check
 * that the data survived the upgrade.
 */
export async function databaseAt(tag: string) {
  const folder = await migrationsUpTo(tag);
  const { db, migrate, close } =
    inject('dbKind') === 'pglite' ? await blankPglite() : await blankPostgres();
  await migrate(folder);
  return {
    db: db as unknown as Database,
    query: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    migrateAll: () => migrate(migrationsFolder),
    dispose: async () => {
      await close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export { sql };

type MigratedDatabase = Awaited<ReturnType<typeof databaseAt>>;

/**
 * The upgrade tests of migration `tag`: `tests` declares them on a database
 * of the release before it (disposed once they are done).
 */
export function describeMigration(tag: string, tests: (database: MigratedDatabase) => void) {
  describe(`migration ${tag} on a database with data`, async () => {
    const database = await databaseAt(await tagBefore(tag));
    afterAll(() => database.dispose());
    tests(database);
  });
}

/** Seeds a verified account `username` with a password (columns every release has); answers its id. */
export async function seedPasswordAccount(
  database: MigratedDatabase,
  username: string,
): Promise<string> {
  const [account] = await database.query<{ id: string }>(sql`
    insert into accounts (username, email, password_hash, status)
    values (${username}, ${`${username}@example.com`}, 'hash', 'VERIFIED') returning id`);
  return account?.id ?? '';
}

/**
 * Seeds kim, the verified German account of the later upgrade tests (`locale` is there from 0005
 * on), with her public profile and her German CV (id …c1, the `cvs` table is there from 0008 on)
 * when asked.
 */
export async function seedKim(
  database: MigratedDatabase,
  { publicProfile = false, cv = false }: { publicProfile?: boolean; cv?: boolean } = {},
) {
  await database.query(sql`
    insert into accounts (id, username, email, status, locale)
    values ('00000000-0000-4000-8000-000000000001', 'kim', 'kim@example.com', 'VERIFIED', 'de')`);
  if (publicProfile) {
    await database.query(sql`
      insert into profiles (account_id, job_title, bio, public_access)
      values ('00000000-0000-4000-8000-000000000001', 'Ingenieurin', 'Ausfallzeiten halbiert', true)`);
  }
  if (cv) {
    await database.query(sql`
      insert into cvs (id, account_id, name, settings)
      values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001',
        'Lebenslauf', '{"design": "lebenslauf", "lang": "de"}')`);
  }
}

/**
 * Migrates to the newest schema and checks the upgrade: each `kept` table holds the same rows as
 * before, each table the migrations `added` holds none.
 */
export async function migrateAllKeeping(
  database: MigratedDatabase,
  { kept, added }: { kept: string[]; added: string[] },
) {
  const queries = kept.map((table) => sql.raw(`select * from ${table}`));
  const before = await Promise.all(queries.map((query) => database.query(query)));
  await database.migrateAll();
  expect(await Promise.all(queries.map((query) => database.query(query)))).toEqual(before);
  await expectEmptyTables(database, added);
}

/** Checks that the tables a migration added hold no rows. */
export async function expectEmptyTables(database: MigratedDatabase, tables: string[]) {
  for (const table of tables) {
    const [row] = await database.query<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    expect(row?.n, table).toBe(0);
  }
}
