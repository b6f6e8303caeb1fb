import { asc, eq, sql } from 'drizzle-orm';
import { lockAccount } from '../../db/account-lock';
import {
  countAccountRowsLocked,
  deleteKeeping,
  findOwnRow,
  insertBelowLimit,
  ownRow,
} from '../../db/account-rows';
import type { Database } from '../../db/client';
import { cvs, letterParagraphs, letterSignatures, letters } from '../../db/schema';

/** The only place of the letters room that touches Drizzle. */

export type LetterRow = typeof letters.$inferSelect;
export type ParagraphRow = typeof letterParagraphs.$inferSelect;

/** A letter's own data, as a version or the bin keeps it. */
export interface LetterSnapshotValues {
  name: string;
  cvId: string | null;
  content: Record<string, unknown>;
  settings: Record<string, unknown>;
}

export interface LetterChange {
  name?: string | undefined;
  cvId?: string | null | undefined;
  content?: Record<string, unknown> | undefined;
  settings?: Record<string, unknown> | undefined;
  sentAt?: Date | null | undefined;
}

export class LettersRepository {
  constructor(private readonly db: Database) {}

  list(accountId: string): Promise<LetterRow[]> {
    return this.db
      .select()
      .from(letters)
      .where(eq(letters.accountId, accountId))
      .orderBy(asc(letters.createdAt), asc(letters.id));
  }

  find(accountId: string, id: string): Promise<LetterRow | null> {
    return findOwnRow(this.db, letters, accountId, id);
  }

  /** Whether `cvId` is one of the account's CVs. */
  async ownsCv(accountId: string, cvId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: cvs.id })
      .from(cvs)
      .where(ownRow(cvs, accountId, cvId));
    return Boolean(row);
  }

  /**
   * Inserts a letter unless the account already has `max`; the account row is
   * locked for the count. Null when the limit is reached.
   */
  insertBelowLimit(
    accountId: string,
    values: {
      name: string;
      cvId: string | null;
      content: Record<string, unknown>;
      settings: Record<string, unknown>;
    },
    max: number,
  ): Promise<LetterRow | null> {
    return insertBelowLimit(this.db, letters, accountId, { accountId, ...values }, max);
  }

  /**
   * Changes what is given; content and settings are merged into the stored
   * JSON in one statement (the recipient one level deeper), so two tabs
   * saving different fields both keep theirs.
   */
  async update(accountId: string, id: string, change: LetterChange): Promise<LetterRow | null> {
    const { recipient, ...content } = change.content ?? {};
    const [row] = await this.db
      .update(letters)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.cvId !== undefined ? { cvId: change.cvId } : {}),
        ...(change.sentAt !== undefined ? { sentAt: change.sentAt } : {}),
        ...(change.content
          ? {
              content: recipient
                ? sql`(${letters.content} || ${JSON.stringify(content)}::jsonb) || jsonb_build_object('recipient', coalesce(${letters.content} -> 'recipient', '{}'::jsonb) || ${JSON.stringify(recipient)}::jsonb)`
                : sql`${letters.content} || ${JSON.stringify(content)}::jsonb`,
            }
          : {}),
        ...(change.settings
          ? { settings: sql`${letters.settings} || ${JSON.stringify(change.settings)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(ownRow(letters, accountId, id))
      .returning();
    return row ?? null;
  }

  /** Deletes a letter; `keep` runs in the same transaction with the deleted row (the bin). */
  async delete(
    accountId: string,
    id: string,
    keep: (tx: Database, row: LetterRow) => Promise<void> = async () => {},
  ): Promise<boolean> {
    return deleteKeeping(this.db, letters, ownRow(letters, accountId, id), keep);
  }

  /**
   * How many letters the account keeps, locking the account's row for the
   * count; only on a repository over a transaction's handle.
   */
  countLocked(accountId: string): Promise<number> {
    return countAccountRowsLocked(this.db, letters, accountId);
  }

  /**
   * Writes a letter under its id (a version restored, a letter brought back
   * from the bin). A CV it named that is gone by now is left out.
   */
  async put(accountId: string, id: string, values: LetterSnapshotValues): Promise<void> {
    const cvId = values.cvId && (await this.ownsCv(accountId, values.cvId)) ? values.cvId : null;
    const row = { ...values, cvId };
    await this.db
      .insert(letters)
      .values({ id, accountId, ...row })
      .onConflictDoUpdate({
        target: letters.id,
        set: { ...row, updatedAt: new Date() },
        setWhere: eq(letters.accountId, accountId),
      });
  }

  listParagraphs(accountId: string): Promise<ParagraphRow[]> {
    return this.db
      .select()
      .from(letterParagraphs)
      .where(eq(letterParagraphs.accountId, accountId))
      .orderBy(asc(letterParagraphs.title), asc(letterParagraphs.id));
  }

  insertParagraphBelowLimit(
    accountId: string,
    values: { title: string; body: string },
    max: number,
  ): Promise<ParagraphRow | null> {
    return insertBelowLimit(this.db, letterParagraphs, accountId, { accountId, ...values }, max);
  }

  async updateParagraph(
    accountId: string,
    id: string,
    values: { title: string; body: string },
  ): Promise<ParagraphRow | null> {
    const [row] = await this.db
      .update(letterParagraphs)
      .set({ ...values, updatedAt: new Date() })
      .where(ownRow(letterParagraphs, accountId, id))
      .returning();
    return row ?? null;
  }

  async deleteParagraph(accountId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(letterParagraphs)
      .where(ownRow(letterParagraphs, accountId, id))
      .returning({ id: letterParagraphs.id });
    return rows.length > 0;
  }

  async signatureKey(accountId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ key: letterSignatures.imageKey })
      .from(letterSignatures)
      .where(eq(letterSignatures.accountId, accountId));
    return row?.key ?? null;
  }

  /** Stores the new key; answers the one it replaced, if any. */
  async setSignatureKey(accountId: string, key: string | null): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const [old] = await tx
        .select({ key: letterSignatures.imageKey })
        .from(letterSignatures)
        .where(eq(letterSignatures.accountId, accountId));
      if (key === null) {
        await tx.delete(letterSignatures).where(eq(letterSignatures.accountId, accountId));
      } else {
        await tx
          .insert(letterSignatures)
          .values({ accountId, imageKey: key })
          .onConflictDoUpdate({
            target: letterSignatures.accountId,
            set: { imageKey: key, updatedAt: new Date() },
          });
      }
      return old?.key ?? null;
    });
  }
}
