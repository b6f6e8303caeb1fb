import { expect, it } from 'vitest';
import { describeMigration, sql } from '../../test/migrations';

describeMigration('0004_session_authenticated_at', (database) => {
  it('keeps every session; they count as not recently authenticated', async () => {
    const [account] = await database.query<{ id: string }>(sql`
      insert into accounts (username, email, status) values ('lin', 'lin@example.com', 'VERIFIED')
      returning id`);
    await database.query(
      sql`insert into sessions (account_id, user_agent) values (${account?.id}, 'UA')`,
    );

    await database.migrateAll();

    const rows = await database.query<{ user_agent: string; authenticated_at: Date | null }>(
      sql`select user_agent, authenticated_at from sessions`,
    );
    expect(rows).toEqual([{ user_agent: 'UA', authenticated_at: null }]);
  });
});
