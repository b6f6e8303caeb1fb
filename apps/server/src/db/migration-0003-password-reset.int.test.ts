import { expect, it } from 'vitest';
import { describeMigration, seedPasswordAccount, sql } from '../../test/migrations';

describeMigration('0003_password_reset', (database) => {
  it('adds the reset-link table and keeps accounts and sessions', async () => {
    const accountId = await seedPasswordAccount(database, 'grace');
    await database.query(
      sql`insert into sessions (account_id, user_agent) values (${accountId}, 'UA')`,
    );

    await database.migrateAll();

    const sessions = await database.query<{ user_agent: string }>(
      sql`select user_agent from sessions where account_id = ${accountId}`,
    );
    expect(sessions).toEqual([{ user_agent: 'UA' }]);
    await database.query(sql`
      insert into password_reset_tokens (account_id, token_hash, expires_at)
      values (${accountId}, 'h', now() + interval '1 hour')`);
    await database.query(sql`delete from accounts where id = ${accountId}`);
    expect(await database.query(sql`select id from password_reset_tokens`)).toEqual([]);
  });
});
