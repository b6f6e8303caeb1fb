import { describe, expect, it } from 'vitest';
import {
  expectEmptyTables,
  migrateAllKeeping,
  seedKimAccount,
  seedKimCv,
  seedKimPublicProfile,
  sql,
  upgradeDatabaseFrom,
} from '../../test/migrations';

describe('migration 0011_letters on a database with data', async () => {
  const database = await upgradeDatabaseFrom('0010_share_links_and_views');

  it('keeps every account, profile and CV as it was; no letters yet, and a CV can be named by a letter', async () => {
    await seedKimAccount(database);
    await seedKimPublicProfile(database);
    await seedKimCv(database);
    const tables = [
      sql`select * from accounts`,
      sql`select * from profiles`,
      sql`select * from cvs`,
    ];
    await migrateAllKeeping(database, tables);
    await expectEmptyTables(database, ['letters', 'letter_paragraphs', 'letter_signatures']);
    await database.query(sql`
      insert into letters (account_id, cv_id, name, content, settings)
      values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1',
        'Anschreiben', '{}', '{}')`);
    await database.query(sql`delete from cvs`);
    const [letter] = await database.query<{ cv_id: string | null }>(sql`select cv_id from letters`);
    expect(letter?.cv_id).toBeNull();
  });
});
