import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

/** The rows of `table` that belong to the account, read straight from the database. */
export function rowsOfAccount<T extends PgTable & { accountId: PgColumn }>(
  app: FastifyInstance,
  table: T,
  accountId: string,
): Promise<T['$inferSelect'][]> {
  return app.db
    .select()
    .from(table as PgTable)
    .where(eq(table.accountId, accountId));
}
