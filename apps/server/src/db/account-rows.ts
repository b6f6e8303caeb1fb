import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockAccount } from './account-lock';
import { deleteRows, findRow } from './rows';
import type { Database } from './client';
import type { cvs } from './schema';

/** A table whose rows belong to one account each. */
export type AccountTable = PgTable & { accountId: PgColumn };

/**
 * The condition that picks the row `id` of `table` only when it is the
 * account's: another account's id finds nothing, as an unknown one does.
 */
export function ownRow(
  table: { id: PgColumn; accountId: PgColumn },
  accountId: string,
  id: string,
): SQL | undefined {
  return and(eq(table.id, id), eq(table.accountId, accountId));
}

/** The row `id` of `table` when it is the account's; null otherwise. */
export function findOwnRow<T extends AccountTable & { id: PgColumn }>(
  db: Database,
  table: T,
  accountId: string,
  id: string,
): Promise<T['$inferSelect'] | null> {
  return findRow(db, table, ownRow(table, accountId, id));
}

/** Deletes the row `id` of `table` when it is the account's; false when there is none. */
export function deleteOwnRow(
  db: Database,
  table: AccountTable & { id: PgColumn },
  accountId: string,
  id: string,
): Promise<boolean> {
  return deleteRows(db, table, ownRow(table, accountId, id));
}

/** How many rows of `table` the account holds. */
export async function countAccountRows(
  db: Database,
  table: AccountTable,
  accountId: string,
): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(table)
    .where(eq(table.accountId, accountId));
  return n;
}

/**
 * How many rows of `table` the account holds, locking the account's row for
 * the count; only on a transaction's handle.
 */
export async function countAccountRowsLocked(
  tx: Database,
  table: AccountTable,
  accountId: string,
): Promise<number> {
  await lockAccount(tx as Parameters<typeof lockAccount>[0], accountId);
  return countAccountRows(tx, table, accountId);
}

/**
 * Inserts one row of the account into `table` unless it holds `max` already.
 * The account row is locked for the count, so two concurrent creates cannot
 * both pass it. Null when the limit is reached.
 */
export function insertBelowLimit<T extends AccountTable>(
  db: Database,
  table: T,
  accountId: string,
  values: T['$inferInsert'],
  max: number,
): Promise<T['$inferSelect'] | null> {
  return db.transaction(async (tx) => {
    if ((await countAccountRowsLocked(tx, table, accountId)) >= max) return null;
    // Drizzle's insert types do not follow a generic table: any one stands in for it.
    const [row] = await tx
      .insert(table as unknown as typeof cvs)
      .values(values as typeof cvs.$inferInsert)
      .returning();
    return (row as T['$inferSelect'] | undefined) ?? null;
  });
}

/**
 * Deletes the one row of `table` that `where` picks (an account's row by its
 * id); `keep` gets it inside the deleting transaction (the bin takes it
 * there). False when there was no such row.
 */
export function deleteKeeping<T extends AccountTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  keep: (tx: Database, row: T['$inferSelect']) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .delete(table as unknown as typeof cvs)
      .where(where)
      .returning()) as T['$inferSelect'][];
    if (row) await keep(tx, row);
    return row !== undefined;
  });
}
