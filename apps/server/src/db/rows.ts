import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { cvs } from './schema';

/*
 * The one-statement reads and writes every repository makes the same way.
 * Drizzle's query types do not follow a generic table, so inside these
 * helpers any one table (the CVs) stands in for it; the signatures carry the
 * real table's row types.
 */

type AnyTable = typeof cvs;

/**
 * The row of `table` that `where` picks; null when there is none. With
 * `lock`, the row stays locked until the transaction ends.
 */
export async function findRow<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  lock?: 'update',
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as unknown as AnyTable)
    .where(where);
  const [row] = await (lock ? query.for(lock) : query);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Inserts one row into `table` and answers it as stored. */
export async function insertRow<T extends PgTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as unknown as AnyTable)
    .values(values as AnyTable['$inferInsert'])
    .returning();
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row as T['$inferSelect'];
}

/** Changes the row of `table` that `where` picks; the row as it now is, or null when there was none. */
export async function updateRow<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .update(table as unknown as AnyTable)
    .set(set as PgUpdateSetSource<AnyTable>)
    .where(where)
    .returning();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Deletes the rows of `table` that `where` picks; false when there were none. */
export async function deleteRows(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .delete(table as unknown as AnyTable)
    .where(where)
    .returning({ one: sql`1` });
  return rows.length > 0;
}
