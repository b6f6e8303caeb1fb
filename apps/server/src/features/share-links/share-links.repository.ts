import { and, asc, count, eq, gte, isNull, or } from 'drizzle-orm';
import { lockAccount } from '../../db/account-lock';
import type { Database } from '../../db/client';
import { shareLinks } from '../../db/schema';

/** The only place of the share links feature that touches Drizzle. */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** Not revoked and not past its last day. */
const live = (today: string) =>
  and(
    isNull(shareLinks.revokedAt),
    or(isNull(shareLinks.expiresAt), gte(shareLinks.expiresAt, today)),
  );

export class ShareLinkRepository {
  constructor(private readonly db: Database) {}

  list(accountId: string): Promise<ShareLinkRow[]> {
    return this.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.accountId, accountId))
      .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  }

  /** Id and label of every link of the account, revoked ones too. */
  labels(accountId: string): Promise<{ id: string; label: string | null }[]> {
    return this.db
      .select({ id: shareLinks.id, label: shareLinks.label })
      .from(shareLinks)
      .where(eq(shareLinks.accountId, accountId))
      .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  }

  /**
   * Inserts a link unless the account already has `max` live ones. The
   * account row is locked for the count, so two concurrent creates cannot
   * both pass it. Null when the limit is reached.
   */
  async insertBelowLimit(
    accountId: string,
    values: { tokenHash: string; label: string | null; expiresAt: string | null },
    max: number,
    today: string,
  ): Promise<ShareLinkRow | null> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(shareLinks)
        .where(and(eq(shareLinks.accountId, accountId), live(today)));
      if (n >= max) return null;
      const [row] = await tx
        .insert(shareLinks)
        .values({ accountId, ...values })
        .returning();
      return row ?? null;
    });
  }

  /** Revokes the account's link (a second revoke keeps the first time); false for a foreign id. */
  async revoke(accountId: string, id: string): Promise<ShareLinkRow | null> {
    const own = and(eq(shareLinks.id, id), eq(shareLinks.accountId, accountId));
    await this.db
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(and(own, isNull(shareLinks.revokedAt)));
    const [row] = await this.db.select().from(shareLinks).where(own);
    return row ?? null;
  }

  /** The live link whose token has this hash: the one lookup a token causes. */
  async findLiveByHash(
    tokenHash: string,
    today: string,
  ): Promise<{ id: string; accountId: string } | null> {
    const [row] = await this.db
      .select({ id: shareLinks.id, accountId: shareLinks.accountId })
      .from(shareLinks)
      .where(and(eq(shareLinks.tokenHash, tokenHash), live(today)));
    return row ?? null;
  }

  /** The owner of a live link, by its id (the page's view beacon names the link by id). */
  async liveOwner(id: string, today: string): Promise<string | null> {
    const [row] = await this.db
      .select({ accountId: shareLinks.accountId })
      .from(shareLinks)
      .where(and(eq(shareLinks.id, id), live(today)));
    return row?.accountId ?? null;
  }
}
