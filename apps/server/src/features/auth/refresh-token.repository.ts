import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The refresh_tokens table; tokens are addressed by their hash only. */
export class RefreshTokenRepository {
  constructor(private readonly db: Database) {}

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

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  async revokeFamily(accountId: string, familyId: string, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /** Revokes every session of the account except `keepFamilyId`'s. */
  async revokeAccount(accountId: string, now: Date, keepFamilyId?: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          isNull(refreshTokens.revokedAt),
          keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
        ),
      );
  }

  /** Drops the account's tokens that no longer matter: expired or long revoked. */
  async prune(accountId: string, now: Date): Promise<void> {
    await this.db
      .delete(refreshTokens)
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, now)),
        ),
      );
  }

  transaction<T>(work: (repository: RefreshTokenRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RefreshTokenRepository(tx)));
  }
}
