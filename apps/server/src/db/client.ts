import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bufferView } from '../lib/buffer-view';
import { serverRoot } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query interface both drivers share; repositories depend on this only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** PostgreSQL's type id of `bytea`. */
const BYTEA_OID = 17;

/**
 * How every PGlite of the app is opened. Its own `bytea` conversion goes byte
 * by byte in JavaScript: a frozen 100 KB PDF took 12 ms to write and 8.5 ms
 * to read; Buffer's hex codec does the same in 2.5 and 1 ms.
 */
export const PGLITE_OPTIONS = {
  parsers: { [BYTEA_OID]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
  serializers: {
    [BYTEA_OID]: (bytes: Uint8Array) => `\\x${bufferView(bytes).toString('hex')}`,
  },
} satisfies PGliteOptions;

export type DatabaseSource =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseSource['kind'];
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Connection pool figures for metrics (PostgreSQL only; PGlite has one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A pool that survives its connections dying (server restart,
 * pg_terminate_backend): a client's connection error is reported to `onIdleError`
 * instead of becoming an uncaught exception, the pool drops that client, and
 * the next query connects anew.
 */
export function pgPool(url: string, onIdleError: (err: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', onIdleError);
  // A checked-out client between two queries (inside a transaction) has no
  // pool listener: its connection error would be uncaught. Its next query
  // fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', onIdleError));
  return pool;
}

export function createDatabase(source: DatabaseSource): DatabaseHandle {
  const db = (source.kind === 'pglite'
    ? drizzlePglite({ client: source.client, schema })
    : drizzlePg({ client: source.pool, schema })) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: source.kind,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    poolStats() {
      if (source.kind === 'pglite') return { total: 1, idle: 0, waiting: 0 };
      const { totalCount, idleCount, waitingCount } = source.pool;
      return { total: totalCount, idle: idleCount, waiting: waitingCount };
    },
    async migrate() {
      if (source.kind === 'pglite') {
        await migratePglite(db as never, { migrationsFolder });
      } else {
        await migrateUnderLock(source.pool);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (source.kind === 'pglite') await source.client.close();
      else await source.pool.end();
    },
  };
}

/** Any fixed number: instances of this app agree on it, nothing else takes it. */
const MIGRATION_LOCK_KEY = 7_418_230_911;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock on one
 * connection, so that instances starting together migrate one after the
 * other: the first applies them, the others find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  onIdleError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return createDatabase({ kind: 'postgres', pool: pgPool(config.DATABASE_URL, onIdleError) });
  }
  // PGlite creates its own folder, not the parents: a fresh install has no DATA_DIR yet.
  await mkdir(config.DATA_DIR, { recursive: true });
  const client = await PGlite.create(path.join(config.DATA_DIR, 'db'), PGLITE_OPTIONS);
  return createDatabase({ kind: 'pglite', client });
}
