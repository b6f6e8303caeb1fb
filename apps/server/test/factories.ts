import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../src/db/schema';
import { ACCESS_COOKIE, signAccessToken } from '../src/features/auth/session';

export type AccountRow = typeof accounts.$inferSelect;

/** A unique suffix so that factories never collide within one database. */
export const unique = () => randomBytes(4).toString('hex');

/** Inserts an account straight into the database (default: VERIFIED, no password). */
export async function buildAccount(
  app: FastifyInstance,
  overrides: Partial<typeof accounts.$inferInsert> = {},
): Promise<AccountRow> {
  const id = unique();
  const [row] = await app.db
    .insert(accounts)
    .values({
      username: `user-${id}`,
      email: `user-${id}@example.com`,
      status: 'VERIFIED',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/** The Cookie header of a logged-in session for the account. */
export async function sessionCookie(app: FastifyInstance, accountId: string): Promise<string> {
  return `${ACCESS_COOKIE}=${await signAccessToken(app.accessKey, { accountId })}`;
}

/** An account plus the Cookie header that logs it in. */
export async function loggedInAccount(
  app: FastifyInstance,
  overrides: Partial<typeof accounts.$inferInsert> = {},
) {
  const account = await buildAccount(app, overrides);
  return { account, cookie: await sessionCookie(app, account.id) };
}
