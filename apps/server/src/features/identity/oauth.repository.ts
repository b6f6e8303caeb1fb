import { and, asc, eq } from 'drizzle-orm';
import type { OAuthProviderId } from '@cv/shared';
import type { Database } from '../../db/client';
import { findRow } from '../../db/rows';
import { uniqueViolation } from '../../db/errors';
import { accounts, externalIdentities } from '../../db/schema';
import { AccountRepository, TakenError, type AccountRow } from './account.repository';
import type { ExternalProfile } from './provider';

export type IdentityRow = typeof externalIdentities.$inferSelect;

/** The columns an external signup fills in when it is finished. */
export interface CompletedAccount {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: 'UNVERIFIED' | 'VERIFIED';
}

const identityValues = (
  accountId: string,
  provider: OAuthProviderId,
  profile: ExternalProfile,
) => ({
  accountId,
  provider,
  subject: profile.subject,
  email: profile.email,
  emailVerified: profile.emailVerified,
});

/** The external_identities table, and the accounts it creates and completes. */
export class OAuthRepository {
  private readonly accounts: AccountRepository;

  constructor(private readonly db: Database) {
    this.accounts = new AccountRepository(db);
  }

  findIdentity(provider: OAuthProviderId, subject: string): Promise<IdentityRow | null> {
    return findRow(
      this.db,
      externalIdentities,
      and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)),
    );
  }

  /** The account's identities, oldest first. */
  async identitiesOf(accountId: string): Promise<IdentityRow[]> {
    return this.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.accountId, accountId))
      .orderBy(asc(externalIdentities.createdAt));
  }

  /**
   * A new account for a first external login: INCOMPLETE, without username,
   * e-mail or password (those come with the signup form), and its identity.
   * Null when a concurrent callback created the identity first.
   */
  async createIncompleteAccount(
    provider: OAuthProviderId,
    profile: ExternalProfile,
  ): Promise<AccountRow | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            status: 'INCOMPLETE',
            firstName: profile.firstName,
            lastName: profile.lastName,
          })
          .returning();
        if (!account) throw new Error('account insert returned no row');
        await tx.insert(externalIdentities).values(identityValues(account.id, provider, profile));
        return account;
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) return null;
      throw err;
    }
  }

  /** Stores what the provider says about the identity now. */
  async updateIdentity(provider: OAuthProviderId, profile: ExternalProfile): Promise<void> {
    await this.db
      .update(externalIdentities)
      .set({ email: profile.email, emailVerified: profile.emailVerified })
      .where(
        and(
          eq(externalIdentities.provider, provider),
          eq(externalIdentities.subject, profile.subject),
        ),
      );
  }

  /** Attaches the identity to the account; false when it is linked already (to any account). */
  async link(
    accountId: string,
    provider: OAuthProviderId,
    profile: ExternalProfile,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(externalIdentities)
      .values(identityValues(accountId, provider, profile))
      .onConflictDoNothing()
      .returning({ subject: externalIdentities.subject });
    return inserted.length > 0;
  }

  /**
   * Finishes an INCOMPLETE account. Null when the account is gone or no
   * longer INCOMPLETE (a second submit); TakenError when the username or
   * e-mail belongs to another account.
   */
  async completeAccount(id: string, values: CompletedAccount): Promise<AccountRow | null> {
    try {
      const [row] = await this.db
        .update(accounts)
        .set(values)
        .where(and(eq(accounts.id, id), eq(accounts.status, 'INCOMPLETE')))
        .returning();
      return row ?? null;
    } catch (err) {
      if (uniqueViolation(err) === null) throw err;
      const taken = await this.accounts.takenFields(values, id);
      throw new TakenError(taken.length > 0 ? taken : ['username']);
    }
  }

  /**
   * Runs `work` in a transaction that holds the account's row lock, so that
   * two concurrent unlinks cannot both see "another way to log in is left".
   * `work` gets whether the account has a password; null when it is gone.
   */
  async withAccountLocked<T>(
    accountId: string,
    work: (repository: OAuthRepository, account: { hasPassword: boolean } | null) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      return work(new OAuthRepository(tx), row ? { hasPassword: row.passwordHash !== null } : null);
    });
  }

  async unlink(accountId: string, provider: OAuthProviderId): Promise<boolean> {
    const deleted = await this.db
      .delete(externalIdentities)
      .where(
        and(eq(externalIdentities.accountId, accountId), eq(externalIdentities.provider, provider)),
      )
      .returning({ subject: externalIdentities.subject });
    return deleted.length > 0;
  }
}
