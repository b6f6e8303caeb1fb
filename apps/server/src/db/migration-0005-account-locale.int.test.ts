import { expect, it } from 'vitest';
import { describeMigration, sql } from '../../test/migrations';

describeMigration('0005_account_locale', (database) => {
  it('keeps every account; their language is unknown (mails in English) until the next login', async () => {
    await database.query(sql`
      insert into accounts (username, email, status, first_name)
      values ('kim', 'kim@example.com', 'VERIFIED', 'Kim')`);

    await database.migrateAll();

    const rows = await database.query<{
      username: string;
      first_name: string;
      locale: string | null;
    }>(sql`select username, first_name, locale from accounts`);
    expect(rows).toEqual([{ username: 'kim', first_name: 'Kim', locale: null }]);
  });
});
