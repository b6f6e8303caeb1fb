import { asc, eq, sql } from 'drizzle-orm';
import {
  countAccountRowsLocked,
  deleteKeeping,
  findOwnRow,
  insertBelowLimit,
  ownRow,
} from '../../db/account-rows';
import type { Database } from '../../db/client';
import { cvs } from '../../db/schema';

/** The only place of the CV documents feature that touches Drizzle. */

export type CvRow = typeof cvs.$inferSelect;

export class CvDocumentRepository {
  constructor(private readonly db: Database) {}

  list(accountId: string): Promise<CvRow[]> {
    return this.db
      .select()
      .from(cvs)
      .where(eq(cvs.accountId, accountId))
      .orderBy(asc(cvs.createdAt), asc(cvs.id));
  }

  find(accountId: string, id: string): Promise<CvRow | null> {
    return findOwnRow(this.db, cvs, accountId, id);
  }

  /**
   * Inserts a CV unless the account already has `max`. The account row is
   * locked for the count, so two concurrent creates cannot both pass it.
   * Null when the limit is reached.
   */
  async insertBelowLimit(
    accountId: string,
    values: { name: string; settings: Record<string, unknown> },
    max: number,
  ): Promise<CvRow | null> {
    return insertBelowLimit(this.db, cvs, accountId, { accountId, ...values }, max);
  }

  /**
   * Changes the name and merges the given settings into the stored ones in
   * one statement, so two tabs saving different settings both keep theirs.
   */
  async update(
    accountId: string,
    id: string,
    change: { name?: string | undefined; settings?: Record<string, unknown> | undefined },
  ): Promise<CvRow | null> {
    const [row] = await this.db
      .update(cvs)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.settings
          ? { settings: sql`${cvs.settings} || ${JSON.stringify(change.settings)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(ownRow(cvs, accountId, id))
      .returning();
    return row ?? null;
  }

  /**
   * Deletes a CV; `keep` gets the row inside the deleting transaction (the
   * bin takes it there). False when it is not the account's.
   */
  async delete(
    accountId: string,
    id: string,
    keep: (tx: Database, row: CvRow) => Promise<void> = async () => {},
  ): Promise<boolean> {
    return deleteKeeping(this.db, cvs, ownRow(cvs, accountId, id), keep);
  }

  /**
   * How many CVs the account keeps, locking the account's row for the count;
   * only on a repository over a transaction's handle.
   */
  countLocked(accountId: string): Promise<number> {
    return countAccountRowsLocked(this.db, cvs, accountId);
  }

  /** Writes a CV under its id (a version restored, a CV brought back from the bin). */
  async put(
    accountId: string,
    id: string,
    values: { name: string; settings: Record<string, unknown> },
  ): Promise<void> {
    await this.db
      .insert(cvs)
      .values({ id, accountId, ...values })
      .onConflictDoUpdate({
        target: cvs.id,
        set: { ...values, updatedAt: new Date() },
        setWhere: eq(cvs.accountId, accountId),
      });
  }
}
