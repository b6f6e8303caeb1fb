import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { countAccountRowsLocked, deleteOwnRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { uniqueViolation } from '../../db/errors';
import { passkeys } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;

/** Why a passkey was not stored. */
export type InsertRefusal = 'limit' | 'duplicate';

/** The passkeys table. Credential ids and public keys are base64url text. */
export class PasskeyRepository {
  constructor(private readonly db: Database) {}

  /** The account's passkeys, newest first. */
  async listByAccount(accountId: string): Promise<PasskeyRow[]> {
    return this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.accountId, accountId))
      .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  }

  findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
    return findRow(this.db, passkeys, eq(passkeys.credentialId, credentialId));
  }

  /**
   * Stores the passkey unless the account has `max` already or the credential
   * is registered (to any account). Counting and inserting hold the account's
   * row lock, so two concurrent registrations cannot both take the last place.
   */
  async insertWithinLimit(values: NewPasskey, max: number): Promise<PasskeyRow | InsertRefusal> {
    try {
      return await this.db.transaction(async (tx) => {
        const held = await countAccountRowsLocked(tx, passkeys, values.accountId);
        if (held >= max) return 'limit' as const;
        const [row] = await tx.insert(passkeys).values(values).returning();
        if (!row) throw new Error('passkey insert returned no row');
        return row;
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) return 'duplicate';
      throw err;
    }
  }

  /**
   * Records a use of the passkey (a login or re-authentication), unless it
   * was used at or after `challengeIssuedAt`: a challenge issued before the
   * last use has been answered already, or raced a concurrent answer. One
   * conditional UPDATE, so of two answers to one challenge exactly one wins,
   * whichever instance receives them. Null when refused or gone.
   */
  async recordUse(
    id: string,
    use: { counter: number; backedUp: boolean; usedAt: Date; challengeIssuedAt: Date },
  ): Promise<PasskeyRow | null> {
    const [row] = await this.db
      .update(passkeys)
      .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.usedAt })
      .where(
        and(
          eq(passkeys.id, id),
          or(isNull(passkeys.lastUsedAt), lt(passkeys.lastUsedAt, use.challengeIssuedAt)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Deletes one passkey of the account; false when the account has no such passkey. */
  delete(accountId: string, id: string): Promise<boolean> {
    return deleteOwnRow(this.db, passkeys, accountId, id);
  }
}
