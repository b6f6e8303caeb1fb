import { and, asc, count, desc, eq, gt, gte, isNull, or } from 'drizzle-orm';
import { ownRow } from '../../db/account-rows';
import { lockAccount } from '../../db/account-lock';
import type { Database } from '../../db/client';
import { shareLinks } from '../../db/schema';

/** The only place of the share links feature that touches Drizzle. */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export type InsertOutcome =
  { row: ShareLinkRow } | { refused: 'live' } | { refused: 'perDay'; retryAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Not revoked and not past its last day. */
const live = (today: string) =>
  and(
    isNull(shareLinks.revokedAt),
    or(isNull(shareLinks.expiresAt), gte(shareLinks.expiresAt, today)),
  );

export class ShareLinkRepository {
  constructor(private readonly db: Database) {}

  /** The account's links, leaving out those revoked before `revokedSince`. */
  list(accountId: string, revokedSince: Date): Promise<ShareLinkRow[]> {
    return this.db
      .select()
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.accountId, accountId),
          or(isNull(shareLinks.revokedAt), gt(shareLinks.revokedAt, revokedSince)),
        ),
      )
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
   * Inserts a link created at `now` unless the account created `limits.perDay`
   * links in the day before (revoked ones too), or holds `limits.live` live
   * ones. The account row is locked for the counts, so concurrent creates
   * cannot both pass them. A refusal by the daily limit says when the next
   * link may be created.
   */
  async insertWithinLimits(
    accountId: string,
    values: { tokenHash: string; label: string | null; expiresAt: string | null },
    limits: { live: number; perDay: number },
    now: Date,
    today: string,
  ): Promise<InsertOutcome> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const dayAgo = new Date(now.getTime() - DAY_MS);
      // The newest `perDay` creations of the last day: when all are there, the oldest of them
      // has to leave the day before another may come.
      const recent = await tx
        .select({ createdAt: shareLinks.createdAt })
        .from(shareLinks)
        .where(and(eq(shareLinks.accountId, accountId), gt(shareLinks.createdAt, dayAgo)))
        .orderBy(desc(shareLinks.createdAt))
        .limit(limits.perDay);
      if (recent.length >= limits.perDay) {
        const oldest = recent[recent.length - 1]!.createdAt;
        return { refused: 'perDay', retryAt: new Date(oldest.getTime() + DAY_MS) };
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(shareLinks)
        .where(and(eq(shareLinks.accountId, accountId), live(today)));
      if (n >= limits.live) return { refused: 'live' };
      const [row] = await tx
        .insert(shareLinks)
        .values({ accountId, ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('share link insert returned nothing');
      return { row };
    });
  }

  /** Revokes the account's link (a second revoke keeps the first time); false for a foreign id. */
  async revoke(accountId: string, id: string): Promise<ShareLinkRow | null> {
    const own = ownRow(shareLinks, accountId, id);
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
