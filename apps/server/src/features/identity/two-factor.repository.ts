import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { recoveryCodes, totpCredentials } from '../../db/schema';

export type TotpCredentialRow = typeof totpCredentials.$inferSelect;

/** The totp_credentials and recovery_codes tables. */
export class TwoFactorRepository {
  constructor(private readonly db: Database) {}

  find(accountId: string): Promise<TotpCredentialRow | null> {
    return findRow(this.db, totpCredentials, eq(totpCredentials.accountId, accountId));
  }

  /** Whether a login of the account needs the second step: one indexed lookup. */
  async isEnabled(accountId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ accountId: totpCredentials.accountId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.accountId, accountId), isNotNull(totpCredentials.confirmedAt)));
    return row !== undefined;
  }

  /** Starts (or starts over) an enrolment with a new secret, unless one is confirmed. */
  async startEnrolment(accountId: string, secret: string): Promise<boolean> {
    const rows = await this.db
      .insert(totpCredentials)
      .values({ accountId, secret })
      .onConflictDoUpdate({
        target: totpCredentials.accountId,
        set: { secret, createdAt: new Date(), lastUsedStep: null },
        setWhere: isNull(totpCredentials.confirmedAt),
      })
      .returning({ accountId: totpCredentials.accountId });
    return rows.length > 0;
  }

  /**
   * Confirms the pending enrolment with the step of its first code and
   * stores the recovery codes, in one transaction; false when there was no
   * pending enrolment (confirmed meanwhile, or never started).
   */
  async confirm(accountId: string, step: number, codeHashes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [confirmed] = await tx
        .update(totpCredentials)
        .set({ confirmedAt: new Date(), lastUsedStep: step })
        .where(and(eq(totpCredentials.accountId, accountId), isNull(totpCredentials.confirmedAt)))
        .returning({ accountId: totpCredentials.accountId });
      if (!confirmed) return false;
      await new TwoFactorRepository(tx).replaceRecoveryCodes(accountId, codeHashes);
      return true;
    });
  }

  /**
   * Accepts the time step of a code once: one conditional UPDATE, so of two
   * concurrent logins with the same code exactly one wins, and a code (or an
   * older one) never works again.
   */
  async acceptStep(accountId: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(totpCredentials)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpCredentials.accountId, accountId),
          isNotNull(totpCredentials.confirmedAt),
          or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
        ),
      )
      .returning({ accountId: totpCredentials.accountId });
    return rows.length > 0;
  }

  /** Uses up an unused recovery code of the account; false when there is none with that hash. */
  async useRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.accountId, accountId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  }

  async recoveryCodesLeft(accountId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  }

  /** The old codes stop working as the new ones are stored. */
  async replaceRecoveryCodes(accountId: string, codeHashes: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
      await tx
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
    });
  }

  /** Turns two-factor login off: the secret and every recovery code go. */
  async remove(accountId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(totpCredentials)
        .where(
          and(eq(totpCredentials.accountId, accountId), isNotNull(totpCredentials.confirmedAt)),
        )
        .returning({ accountId: totpCredentials.accountId });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
      return rows.length > 0;
    });
  }
}
