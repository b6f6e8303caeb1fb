import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows have an id each and belong to one account. */
interface AccountRowTable {
  id: PgColumn;
  accountId: PgColumn;
}

/**
 * The condition that picks the row `id` of `table` only when it is the
 * account's: another account's id finds nothing, as an unknown one does.
 */
export function ownRow(table: AccountRowTable, accountId: string, id: string): SQL | undefined {
  return and(eq(table.id, id), eq(table.accountId, accountId));
}
