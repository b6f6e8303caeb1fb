import { expect, it } from 'vitest';
import { describeMigration, migrateAllKeeping, seedKim, sql } from '../../test/migrations';

describeMigration('0013_applications', (database) => {
  it('keeps every account, CV and letter as it was; applications start empty and point at a CV and a letter', async () => {
    await seedKim(database, { cv: true });
    await database.query(sql`
      insert into letters (id, account_id, cv_id, name, content, settings)
      values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-0000000000c1', 'Anschreiben', '{}', '{}')`);
    await migrateAllKeeping(database, {
      kept: ['accounts', 'cvs', 'letters'],
      added: ['applications'],
    });
    await database.query(sql`
      insert into applications (id, account_id, company, role, cv_id, letter_id)
      values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001',
        'ACME', 'Engineer', '00000000-0000-4000-8000-0000000000c1',
        '00000000-0000-4000-8000-0000000000a1')`);
    await database.query(sql`
      insert into application_stage_changes (application_id, to_stage)
      values ('00000000-0000-4000-8000-0000000000b1', 'saved')`);
    await database.query(sql`delete from letters`);
    await database.query(sql`delete from cvs`);
    const [application] = await database.query<{
      stage: string;
      cv_id: string | null;
      letter_id: string | null;
    }>(sql`select stage, cv_id, letter_id from applications`);
    expect(application).toEqual({ stage: 'saved', cv_id: null, letter_id: null });
    await database.query(sql`delete from accounts`);
    const [changes] = await database.query<{ n: number }>(
      sql`select count(*)::int as n from application_stage_changes`,
    );
    expect(changes?.n).toBe(0);
  });
});
