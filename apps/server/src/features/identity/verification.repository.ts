import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { accounts, verificationTokens } from '../../db/schema';

export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

/** The verification_tokens table; tokens are addressed by account and hash. */
export class VerificationRepository {
  constructor(private readonly db: Database) {}

  async insert(values: {
    accountId: string;
    email: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(verificationTokens).values(values);
  }

  find(accountId: string, tokenHash: string): Promise<VerificationTokenRow | null> {
    return findRow(
      this.db,
      verificationTokens,
      and(eq(verificationTokens.accountId, accountId), eq(verificationTokens.tokenHash, tokenHash)),
    );
  }

  /**
   * Uses the token and marks the account VERIFIED, in one transaction; false
   * when the token was used already. The conditional update makes a token
   * work exactly once, even for concurrent requests. The account's other
   * open tokens are used up too: one verified address needs no second link.
   */
  async verify(accountId: string, tokenId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(verificationTokens)
        .set({ usedAt: now })
        .where(and(eq(verificationTokens.id, tokenId), isNull(verificationTokens.usedAt)))
        .returning({ id: verificationTokens.id });
      if (used.length === 0) return false;
      await tx
        .update(verificationTokens)
        .set({ usedAt: now })
        .where(and(eq(verificationTokens.accountId, accountId), isNull(verificationTokens.usedAt)));
      await tx.update(accounts).set({ status: 'VERIFIED' }).where(eq(accounts.id, accountId));
      return true;
    });
  }
}
