import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { passwordResetTokens } from '../../db/schema';
import { AccountRepository } from './account.repository';
import { RefreshTokenRepository } from './refresh-token.repository';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The password_reset_tokens table; tokens are addressed by their hash only. */
export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { accountId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(values);
  }

  findByHash(tokenHash: string): Promise<PasswordResetTokenRow | null> {
    return findRow(this.db, passwordResetTokens, eq(passwordResetTokens.tokenHash, tokenHash));
  }

  /**
   * Marks every open link of the account used, provided `tokenHash` is one of
   * them; false when it is not (used meanwhile). One UPDATE per call, so of
   * two concurrent uses of one link exactly one wins.
   */
  async useAll(accountId: string, tokenHash: string, now: Date): Promise<boolean> {
    const [claimed] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) return false;
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
    return true;
  }

  /** Runs `work` in one transaction over the reset links, the accounts and the sessions. */
  transaction<T>(
    work: (
      resets: PasswordResetRepository,
      accounts: AccountRepository,
      sessions: RefreshTokenRepository,
    ) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction((tx) =>
      work(
        new PasswordResetRepository(tx),
        new AccountRepository(tx),
        new RefreshTokenRepository(tx),
      ),
    );
  }
}
