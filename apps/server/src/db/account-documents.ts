import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  countAccountRowsLocked,
  deleteKeeping,
  findOwnRow,
  insertBelowLimit,
  ownRow,
  type AccountTable,
} from './account-rows';
import type { Database } from './client';
import { updateRow } from './rows';
import type { cvs } from './schema';

/** A table of documents the account owns, each with its id and timestamps. */
type DocumentTable = AccountTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** A document's own values: what a create, a restored version or the bin writes. */
export type DocumentValues<T extends DocumentTable> = Omit<
  T['$inferInsert'],
  'id' | 'accountId' | 'createdAt' | 'updatedAt'
>;

/**
 * What every repository of the account's documents (CVs, letters) does alike:
 * the list, one by id, a create within the account's limit, a change, a
 * delete that hands the row to the bin, and a write under a known id.
 */
export class AccountDocuments<T extends DocumentTable> {
  constructor(
    protected readonly db: Database,
    private readonly table: T,
  ) {}

  /** The account's documents, oldest first. */
  list(accountId: string): Promise<T['$inferSelect'][]> {
    return this.db
      .select()
      .from(this.table as unknown as typeof cvs)
      .where(eq(this.table.accountId, accountId))
      .orderBy(asc(this.table.createdAt), asc(this.table.id)) as Promise<T['$inferSelect'][]>;
  }

  find(accountId: string, id: string): Promise<T['$inferSelect'] | null> {
    return findOwnRow(this.db, this.table, accountId, id);
  }

  /**
   * Inserts a document unless the account already has `max`. The account row
   * is locked for the count, so two concurrent creates cannot both pass it.
   * Null when the limit is reached.
   */
  insertBelowLimit(
    accountId: string,
    values: DocumentValues<T>,
    max: number,
  ): Promise<T['$inferSelect'] | null> {
    return insertBelowLimit(this.db, this.table, accountId, { accountId, ...values }, max);
  }

  /** Deletes a document; `keep` gets the row inside the deleting transaction (the bin). */
  delete(
    accountId: string,
    id: string,
    keep: (tx: Database, row: T['$inferSelect']) => Promise<void> = async () => {},
  ): Promise<boolean> {
    return deleteKeeping(this.db, this.table, ownRow(this.table, accountId, id), keep);
  }

  /**
   * How many documents the account keeps, locking the account's row for the
   * count; only on a repository over a transaction's handle.
   */
  countLocked(accountId: string): Promise<number> {
    return countAccountRowsLocked(this.db, this.table, accountId);
  }

  /** Writes a document under its id (a version restored, a document brought back from the bin). */
  async put(accountId: string, id: string, values: DocumentValues<T>): Promise<void> {
    const table = this.table as unknown as typeof cvs;
    await this.db
      .insert(table)
      .values({ id, accountId, ...values } as typeof cvs.$inferInsert)
      .onConflictDoUpdate({
        target: table.id,
        set: { ...values, updatedAt: new Date() },
        setWhere: eq(table.accountId, accountId),
      });
  }

  /** Changes the account's document `id`: the row as it now is, or null when there is none. */
  protected updateOwn(
    accountId: string,
    id: string,
    set: PgUpdateSetSource<T>,
  ): Promise<T['$inferSelect'] | null> {
    return updateRow(this.db, this.table, ownRow(this.table, accountId, id), {
      ...set,
      updatedAt: new Date(),
    });
  }
}
