import { expect, it } from 'vitest';
import { describeMigration, expectEmptyTables, sql } from '../../test/migrations';

describeMigration('0006_two_factor_passkeys', (database) => {
  it('keeps every account and session; nobody has a second factor or a passkey yet', async () => {
    await database.query(sql`
      insert into accounts (username, email, status, first_name, password_hash, locale)
      values ('kim', 'kim@example.com', 'VERIFIED', 'Kim', 'hash', 'de')`);
    await database.query(sql`
      insert into sessions (account_id, user_agent)
      select id, 'Firefox' from accounts where username = 'kim'`);

    await database.migrateAll();

    const accounts = await database.query<{
      username: string;
      password_hash: string;
      locale: string;
    }>(sql`select username, password_hash, locale from accounts`);
    expect(accounts).toEqual([{ username: 'kim', password_hash: 'hash', locale: 'de' }]);
    const sessions = await database.query<{ user_agent: string }>(
      sql`select user_agent from sessions`,
    );
    expect(sessions).toEqual([{ user_agent: 'Firefox' }]);
    await expectEmptyTables(database, ['totp_credentials', 'recovery_codes', 'passkeys']);
  });
});
