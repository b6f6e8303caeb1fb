import { asc, eq, sql } from 'drizzle-orm';
import { lockAccount } from '../../db/account-lock';
import { AccountDocuments } from '../../db/account-documents';
import { deleteOwnRow, findOwnRow, insertBelowLimit, ownRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { findRow, updateRow } from '../../db/rows';
import { cvs, letterParagraphs, letterSignatures, letters } from '../../db/schema';

/** The only place of the letters room that touches Drizzle. */

export type LetterRow = typeof letters.$inferSelect;
export type ParagraphRow = typeof letterParagraphs.$inferSelect;

/** A letter's own data, as a version or the bin keeps it. */
export type LetterSnapshotValues = {
  name: string;
  cvId: string | null;
  content: Record<string, unknown>;
  settings: Record<string, unknown>;
};

export interface LetterChange {
  name?: string | undefined;
  cvId?: string | null | undefined;
  content?: Record<string, unknown> | undefined;
  settings?: Record<string, unknown> | undefined;
  sentAt?: Date | null | undefined;
}

export class LettersRepository extends AccountDocuments<typeof letters> {
  constructor(db: Database) {
    super(db, letters);
  }

  /** Whether `cvId` is one of the account's CVs. */
  async ownsCv(accountId: string, cvId: string): Promise<boolean> {
    return (await findOwnRow(this.db, cvs, accountId, cvId)) !== null;
  }

  /**
   * Changes what is given; content and settings are merged into the stored
   * JSON in one statement (the recipient one level deeper), so two tabs
   * saving different fields both keep theirs.
   */
  update(accountId: string, id: string, change: LetterChange): Promise<LetterRow | null> {
    const { recipient, ...content } = change.content ?? {};
    return this.updateOwn(accountId, id, {
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
    });
  }

  /**
   * Writes a letter under its id (a version restored, a letter brought back
   * from the bin). A CV it named that is gone by now is left out.
   */
  override async put(accountId: string, id: string, values: LetterSnapshotValues): Promise<void> {
    const cvId = values.cvId && (await this.ownsCv(accountId, values.cvId)) ? values.cvId : null;
    await super.put(accountId, id, { ...values, cvId });
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

  updateParagraph(
    accountId: string,
    id: string,
    values: { title: string; body: string },
  ): Promise<ParagraphRow | null> {
    return updateRow(this.db, letterParagraphs, ownRow(letterParagraphs, accountId, id), {
      ...values,
      updatedAt: new Date(),
    });
  }

  deleteParagraph(accountId: string, id: string): Promise<boolean> {
    return deleteOwnRow(this.db, letterParagraphs, accountId, id);
  }

  async signatureKey(accountId: string): Promise<string | null> {
    const row = await findRow(this.db, letterSignatures, eq(letterSignatures.accountId, accountId));
    return row?.imageKey ?? null;
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
