import { eq, or, sql } from 'drizzle-orm';
import type { AccountStatus } from '@cv/shared';
import type { Database } from '../../db/client';
import { deleteRows, findRow } from '../../db/rows';
import { uniqueViolation } from '../../db/errors';
import { accounts } from '../../db/schema';
import { RefreshTokenRepository } from './refresh-token.repository';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
/** The columns a user edits on the account page. */
export type AccountChanges = Pick<
  NewAccount,
  | 'email'
  | 'phone'
  | 'firstName'
  | 'lastName'
  | 'birthday'
  | 'street'
  | 'houseNumber'
  | 'postcode'
  | 'city'
  | 'country'
  | 'status'
>;

export type UniqueField = 'username' | 'email';

/** Names of the case-insensitive unique indexes (schema.ts), by the field they guard. */
const UNIQUE_INDEXES: Record<string, UniqueField> = {
  accounts_username_lower_idx: 'username',
  accounts_email_lower_idx: 'email',
};

/** A username or e-mail that another account holds already. */
export class TakenError extends Error {
  constructor(readonly fields: UniqueField[]) {
    super(`taken: ${fields.join(', ')}`);
    this.name = 'TakenError';
  }
}

const lower = (value: string) => sql`lower(${value})`;

/** The accounts table. Usernames and e-mails are compared case-insensitively. */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  findById(id: string): Promise<AccountRow | null> {
    return findRow(this.db, accounts, eq(accounts.id, id));
  }

  /** The account whose username or e-mail is `identifier`, ignoring case. */
  async findByLogin(identifier: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(
        or(
          eq(sql`lower(${accounts.username})`, lower(identifier)),
          eq(sql`lower(${accounts.email})`, lower(identifier)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The account with this e-mail address, ignoring case. */
  async findByEmail(email: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, lower(email)))
      .limit(1);
    return row ?? null;
  }

  /** Which of the given values other accounts already hold (for a 409 naming every field). */
  async takenFields(
    values: { username?: string | null | undefined; email?: string | null | undefined },
    exceptId?: string,
  ): Promise<UniqueField[]> {
    const taken: UniqueField[] = [];
    const rows = await this.db
      .select({ id: accounts.id, username: accounts.username, email: accounts.email })
      .from(accounts)
      .where(
        or(
          values.username
            ? eq(sql`lower(${accounts.username})`, lower(values.username))
            : undefined,
          values.email ? eq(sql`lower(${accounts.email})`, lower(values.email)) : undefined,
        ),
      );
    for (const row of rows) {
      if (row.id === exceptId) continue;
      if (values.username && row.username?.toLowerCase() === values.username.toLowerCase()) {
        taken.push('username');
      }
      if (values.email && row.email?.toLowerCase() === values.email.toLowerCase()) {
        taken.push('email');
      }
    }
    return [...new Set(taken)];
  }

  /**
   * The database decides uniqueness (its case-insensitive unique indexes), so
   * that of concurrent writes with the same name exactly one succeeds. Its
   * violation becomes a TakenError naming every taken field.
   */
  private async asTakenError(
    error: unknown,
    values: { username?: string | null; email?: string | null },
    exceptId?: string,
  ): Promise<unknown> {
    const index = uniqueViolation(error);
    if (index === null) return error;
    const taken = await this.takenFields(values, exceptId);
    return new TakenError(taken.length > 0 ? taken : [UNIQUE_INDEXES[index] ?? 'username']);
  }

  /** Throws TakenError when the username or e-mail is taken. */
  async insert(values: NewAccount): Promise<AccountRow> {
    try {
      const [row] = await this.db.insert(accounts).values(values).returning();
      if (!row) throw new Error('account insert returned no row');
      return row;
    } catch (err) {
      throw await this.asTakenError(err, values);
    }
  }

  /** Throws TakenError when a changed e-mail is taken; null when the account is gone. */
  async update(id: string, changes: Partial<AccountChanges>): Promise<AccountRow | null> {
    try {
      const [row] = await this.db
        .update(accounts)
        .set(changes)
        .where(eq(accounts.id, id))
        .returning();
      return row ?? null;
    } catch (err) {
      throw await this.asTakenError(err, changes, id);
    }
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
  }

  async setLocale(id: string, locale: string): Promise<void> {
    await this.db.update(accounts).set({ locale }).where(eq(accounts.id, id));
  }

  async setStatus(id: string, status: AccountStatus): Promise<void> {
    await this.db.update(accounts).set({ status }).where(eq(accounts.id, id));
  }

  /** Runs `work` in one transaction, with this repository and the session store bound to it. */
  transaction<T>(
    work: (accounts: AccountRepository, sessions: RefreshTokenRepository) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction((tx) =>
      work(new AccountRepository(tx), new RefreshTokenRepository(tx)),
    );
  }

  /** Deletes the account; every row that references it goes with it (ON DELETE CASCADE). */
  delete(id: string): Promise<boolean> {
    return deleteRows(this.db, accounts, eq(accounts.id, id));
  }
}
