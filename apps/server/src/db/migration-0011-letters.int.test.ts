import { expect, it } from 'vitest';
import { describeMigration, migrateAllKeeping, seedKim, sql } from '../../test/migrations';

describeMigration('0011_letters', (database) => {
  it('keeps every account, profile and CV as it was; no letters yet, and a CV can be named by a letter', async () => {
    await seedKim(database, { publicProfile: true, cv: true });
    await migrateAllKeeping(database, {
      kept: ['accounts', 'profiles', 'cvs'],
      added: ['letters', 'letter_paragraphs', 'letter_signatures'],
    });
    await database.query(sql`
      insert into letters (account_id, cv_id, name, content, settings)
      values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1',
        'Anschreiben', '{}', '{}')`);
    await database.query(sql`delete from cvs`);
    const [letter] = await database.query<{ cv_id: string | null }>(sql`select cv_id from letters`);
    expect(letter?.cv_id).toBeNull();
  });
});
