import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { buildAccount, TEST_PASSWORD } from '../../test/factories';
import { logIn } from '../../test/http';
import { describeMigration, sql } from '../../test/migrations';
import { accessKeys, signAccessToken, verifyAccessToken } from '../security/session-tokens';
import { signingKeys } from './schema';
import { resolveSecrets, rotateSecrets } from './signing-keys';

const noFile = path.join(os.tmpdir(), 'cv-no-such-secrets.json');

describe('signing secrets shared through the database', () => {
  it('are created once when several instances start together, and every one gets the same', async () => {
    const database = await createTestDatabase();
    try {
      const all = await Promise.all([1, 2, 3].map(() => resolveSecrets(database.db, {}, noFile)));
      expect(new Set(all.map((s) => JSON.stringify(s))).size).toBe(1);
      expect(all[0]?.jwt).toHaveLength(1);
      expect(all[0]?.jwt[0]).not.toBe(all[0]?.cookie[0]);
      const rows = await database.db.select().from(signingKeys);
      expect(rows.map((r) => r.purpose).sort()).toEqual(['cookie', 'jwt']);
    } finally {
      await database.dispose();
    }
  });

  it('give way to secrets from the environment', async () => {
    const database = await createTestDatabase();
    try {
      const fromEnv = ['e'.repeat(32), 'f'.repeat(32)];
      const secrets = await resolveSecrets(database.db, { JWT_SECRET: fromEnv }, noFile);
      expect(secrets.jwt).toEqual(fromEnv);
      expect(secrets.cookie).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });

  it('rotate: the new key signs, tokens of the old one still verify', async () => {
    const database = await createTestDatabase();
    try {
      const before = await resolveSecrets(database.db, {}, noFile);
      const oldToken = await signAccessToken(accessKeys(before.jwt), { accountId: 'a' });
      await rotateSecrets(database.db);
      const after = await resolveSecrets(database.db, {}, noFile);
      expect(after.jwt).toHaveLength(2);
      expect(after.jwt[1]).toBe(before.jwt[0]);
      expect(await verifyAccessToken(accessKeys(after.jwt), oldToken)).toMatchObject({
        accountId: 'a',
      });
      const newToken = await signAccessToken(accessKeys(after.jwt), { accountId: 'b' });
      expect(await verifyAccessToken(accessKeys(before.jwt), newToken)).toBeNull();
      // Dropping the old key (after the refresh lifetime) ends its tokens.
      expect(await verifyAccessToken(accessKeys(after.jwt.slice(0, 1)), oldToken)).toBeNull();
    } finally {
      await database.dispose();
    }
  });

  it('let a session from one instance work on another', async () => {
    const database = await createTestDatabase();
    const one = await buildTestApp({}, { database });
    const two = await buildTestApp({}, { database });
    const account = await buildAccount(one.app, { password: TEST_PASSWORD });
    const { cookie } = await logIn(one.app, `${account.username}`);
    const res = await two.app.inject({ url: '/api/account', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describeMigration('0002_signing_keys', (database) => {
  it('keeps the accounts and carries the secrets an install kept in DATA_DIR over', async () => {
    await database.query(sql`
      insert into accounts (username, email, password_hash, status)
      values ('ada', 'ada@example.com', 'hash', 'VERIFIED')`);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-legacy-'));
    const file = path.join(dir, 'secrets.json');
    const legacy = { jwtSecret: 'j'.repeat(43), cookieSecret: 'c'.repeat(43) };
    await writeFile(file, JSON.stringify(legacy));
    const issuedBefore = await signAccessToken(accessKeys([legacy.jwtSecret]), { accountId: 'x' });

    await database.migrateAll();

    const secrets = await resolveSecrets(database.db, {}, file);
    expect(secrets).toEqual({ jwt: [legacy.jwtSecret], cookie: [legacy.cookieSecret] });
    expect(await verifyAccessToken(accessKeys(secrets.jwt), issuedBefore)).not.toBeNull();
    const [kept] = await database.query<{ email: string }>(
      sql`select email from accounts where username = 'ada'`,
    );
    expect(kept?.email).toBe('ada@example.com');
  });
});
