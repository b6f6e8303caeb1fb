import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { refreshTokens, sessions } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * The sessions and refresh_tokens tables: a session is a refresh token
 * family. Tokens are addressed by their hash only.
 */
export class RefreshTokenRepository {
  constructor(private readonly db: Database) {}

  async insertSession(values: {
    id: string;
    accountId: string;
    userAgent: string | null;
    authenticatedAt: Date;
  }): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /** Notes that the user of a live session proved who they are (re-authentication). */
  async markAuthenticated(accountId: string, sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ authenticatedAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.accountId, accountId),
          isNull(sessions.revokedAt),
        ),
      );
  }

  /** Notes activity of a session (at each refresh). */
  async touchSession(sessionId: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }

  /** The account's sessions that are not revoked, most recently used first. */
  async liveSessions(accountId: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.lastUsedAt));
  }

  async insert(values: {
    accountId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(refreshTokens).values(values);
  }

  /**
   * Marks a live token as rotated and returns it; null when the token is
   * unknown, rotated, revoked or expired. One conditional UPDATE, so of two
   * concurrent refreshes with the same token exactly one wins.
   */
  async claim(tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    return findRow(this.db, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
  }

  /** Revokes the session and its refresh tokens; false when it is no live session of the account. */
  async revokeFamily(accountId: string, familyId: string, now: Date): Promise<boolean> {
    const revoked = await this.revokeSessions(now, accountId, eq(sessions.id, familyId));
    await this.revokeTokens(now, accountId, eq(refreshTokens.familyId, familyId));
    return revoked.length > 0;
  }

  /** Revokes every session of the account except `keepFamilyId`'s. */
  async revokeAccount(accountId: string, now: Date, keepFamilyId?: string): Promise<void> {
    const revoked = await this.revokeSessions(
      now,
      accountId,
      keepFamilyId ? ne(sessions.id, keepFamilyId) : undefined,
    );
    if (revoked.length === 0) return;
    await this.revokeTokens(
      now,
      accountId,
      inArray(
        refreshTokens.familyId,
        revoked.map((r) => r.id),
      ),
    );
  }

  /** Revokes the account's live sessions that `which` picks; answers their ids. */
  private revokeSessions(now: Date, accountId: string, which: SQL | undefined) {
    return this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.accountId, accountId), which, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
  }

  /** Revokes the account's live refresh tokens that `which` picks. */
  private async revokeTokens(now: Date, accountId: string, which: SQL): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.accountId, accountId), which, isNull(refreshTokens.revokedAt)));
  }

  /**
   * Drops the account's tokens that no longer matter (expired or long
   * revoked), and sessions revoked or without a live token.
   */
  async prune(accountId: string, now: Date): Promise<void> {
    await this.db
      .delete(refreshTokens)
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, now)),
        ),
      );
    await this.db.delete(sessions).where(
      and(
        eq(sessions.accountId, accountId),
        or(
          lt(sessions.revokedAt, now),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(refreshTokens)
              .where(eq(refreshTokens.familyId, sessions.id)),
          ),
        ),
      ),
    );
  }

  transaction<T>(work: (repository: RefreshTokenRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RefreshTokenRepository(tx)));
  }
}
