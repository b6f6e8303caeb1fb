import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { accounts } from './schema';

/** A transaction's handle: what `db.transaction` hands its callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Locks the account's row until the transaction ends: per-account limits
 * (CVs, share links, passkeys) count under it, so two concurrent creates
 * cannot both pass the count.
 */
export async function lockAccount(tx: Transaction, accountId: string): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}
