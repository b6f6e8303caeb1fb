import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignupInput } from '@cv/shared';
import { createSessions } from '../src/composition/identity';
import { accounts, verificationTokens } from '../src/db/schema';
import { hashPassword } from '../src/security/password';
import { ACCESS_COOKIE } from '../src/security/session-tokens';
import { hashToken, newOpaqueToken } from '../src/security/tokens';

export type AccountRow = typeof accounts.$inferSelect;

/** A unique suffix so that factories never collide within one database. */
export const unique = () => randomBytes(4).toString('hex');

/** A password that meets every rule. */
export const TEST_PASSWORD = 'Correct-h0rse';

export type AccountOverrides = Partial<typeof accounts.$inferInsert> & {
  /** Stored as an argon2id hash, so that the account can log in with it. */
  password?: string;
};

/**
 * One hash per password for the whole run: a stored argon2id hash verifies
 * whichever account holds it, and hashing costs about 10 ms of CPU each time.
 */
const hashes = new Map<string, Promise<string>>();
function storedHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
}

/** Inserts an account straight into the database (default: VERIFIED, no password). */
export async function buildAccount(
  app: FastifyInstance,
  { password, ...overrides }: AccountOverrides = {},
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
      ...(password ? { passwordHash: await storedHash(password) } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/** The Cookie header of a logged-in session (a live one, as after a login) for the account. */
export async function sessionCookie(app: FastifyInstance, accountId: string): Promise<string> {
  const sessions = createSessions(app.db, app.secrets, app.log);
  const { accessToken } = await sessions.start(accountId, { ip: '127.0.0.1' });
  return `${ACCESS_COOKIE}=${accessToken}`;
}

/** An account plus the Cookie header that logs it in. */
export async function loggedInAccount(app: FastifyInstance, overrides: AccountOverrides = {}) {
  const account = await buildAccount(app, overrides);
  return { account, cookie: await sessionCookie(app, account.id) };
}

/** A valid signup body with a fresh username and e-mail. */
export function signupBody(overrides: Partial<SignupInput> = {}): SignupInput {
  const id = unique();
  return {
    username: `new-${id}`,
    email: `new-${id}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: overrides.password ?? TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    ...overrides,
  };
}

/**
 * A client address of its own (for `app.inject({ remoteAddress })`): rate
 * limits count per IP, so tests that share one would limit each other.
 */
export const testIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The cookies a response set, by name. */
export function responseCookies(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c])) as Record<
    string,
    (typeof res.cookies)[number] | undefined
  >;
}

/** A Cookie header carrying every cookie `res` set to a non-empty value. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** Stores a verification token for the account (default: for its e-mail, valid 24 h). */
export async function buildVerificationToken(
  app: FastifyInstance,
  account: AccountRow,
  overrides: Partial<typeof verificationTokens.$inferInsert> = {},
): Promise<string> {
  const token = newOpaqueToken();
  await app.db.insert(verificationTokens).values({
    accountId: account.id,
    email: account.email ?? '',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    ...overrides,
  });
  return token;
}
