import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { signingKeys } from './schema';

/** Secrets of each purpose, newest first: the first signs, all verify. */
export interface Secrets {
  jwt: string[];
  cookie: string[];
}

type Purpose = keyof Secrets;

/** Any fixed number that only this code takes (as for migrations). */
const SIGNING_KEYS_LOCK = 7_418_230_912;

export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The signing secrets: the environment's when given (a comma-separated list,
 * newest first), else the database's, created once by whichever instance
 * starts first, under an advisory lock, so that every instance signs and
 * verifies with the same keys. An install that kept its generated secrets in
 * DATA_DIR/secrets.json carries them over, so that its sessions stay valid.
 */
export async function resolveSecrets(
  db: Database,
  env: { JWT_SECRET?: string[] | undefined; COOKIE_SECRET?: string[] | undefined },
  legacyFile: string,
): Promise<Secrets> {
  const given = { jwt: env.JWT_SECRET, cookie: env.COOKIE_SECRET };
  const missing = (Object.keys(given) as Purpose[]).filter((p) => !given[p]?.length);
  const stored = missing.length ? await storedSecrets(db, missing, legacyFile) : undefined;
  return {
    jwt: given.jwt?.length ? given.jwt : (stored?.jwt ?? []),
    cookie: given.cookie?.length ? given.cookie : (stored?.cookie ?? []),
  };
}

async function storedSecrets(
  db: Database,
  purposes: Purpose[],
  legacyFile: string,
): Promise<Partial<Secrets>> {
  const read = async (tx: Database) => {
    const result: Partial<Secrets> = {};
    for (const purpose of purposes) {
      const rows = await tx
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.purpose, purpose))
        .orderBy(desc(signingKeys.createdAt));
      if (rows.length) result[purpose] = rows.map((r) => r.secret);
    }
    return result;
  };
  const found = await read(db);
  if (purposes.every((p) => found[p]?.length)) return found;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEYS_LOCK})`);
    const again = await read(tx);
    const legacy = legacySecrets(legacyFile);
    for (const purpose of purposes) {
      if (again[purpose]?.length) continue;
      const secret = legacy[purpose] ?? newSecret();
      await tx.insert(signingKeys).values({ purpose, secret });
      again[purpose] = [secret];
    }
    return again;
  });
}

function legacySecrets(file: string): Partial<Record<Purpose, string>> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      jwtSecret?: unknown;
      cookieSecret?: unknown;
    };
    const valid = (v: unknown) => (typeof v === 'string' && v.length >= 32 ? v : undefined);
    const result: Partial<Record<Purpose, string>> = {};
    const jwt = valid(stored.jwtSecret);
    const cookie = valid(stored.cookieSecret);
    if (jwt) result.jwt = jwt;
    if (cookie) result.cookie = cookie;
    return result;
  } catch {
    return {};
  }
}

/** Adds a new newest key of each purpose (key rotation); older keys keep verifying. */
export async function rotateSecrets(db: Database): Promise<void> {
  await db.insert(signingKeys).values([
    { purpose: 'jwt', secret: newSecret() },
    { purpose: 'cookie', secret: newSecret() },
  ]);
}
