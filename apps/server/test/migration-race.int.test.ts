import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { adminUrl } from './db-names';
import { startServerProcess, type ServerProcess } from './server-process';

/** Several instances started at once on an empty PostgreSQL database. */
describe.runIf(inject('dbKind') === 'postgres')('migrations with several instances', () => {
  const database = `cv_race_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: inject('postgresTemplateUrl'), max: 1 });
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('runs every migration exactly once and every instance starts', async () => {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = adminUrl(inject('postgresTemplateUrl'), database);
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startServerProcess({ DATABASE_URL: url })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);

    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    const { rows } = await direct.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await direct.end();
    expect(rows[0]?.n).toBe(journal.entries.length);
  }, 120_000);
});
