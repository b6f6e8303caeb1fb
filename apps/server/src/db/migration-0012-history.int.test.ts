import { it } from 'vitest';
import {
  describeMigration,
  expectEmptyTables,
  migrateAllKeeping,
  seedKim,
  sql,
} from '../../test/migrations';

describeMigration('0012_history', (database) => {
  it('keeps every account, profile, entry and CV as it was; history starts empty and goes with its account', async () => {
    await seedKim(database, { cv: true });
    await database.query(sql`
      insert into profiles (account_id, job_title, bio)
      values ('00000000-0000-4000-8000-000000000001', 'Ingenieurin', 'Ausfallzeiten halbiert')`);
    await database.query(sql`
      insert into profile_entries (account_id, kind, data)
      values ('00000000-0000-4000-8000-000000000001', 'skill', '{"name": "Typst"}')`);
    await migrateAllKeeping(database, {
      kept: ['accounts', 'profiles', 'profile_entries', 'cvs'],
      added: ['versions', 'bin_items', 'job_runs'],
    });
    await database.query(sql`
      insert into versions (account_id, doc_type, doc_id, reason, snapshot)
      values ('00000000-0000-4000-8000-000000000001', 'cv', '00000000-0000-4000-8000-0000000000c1',
        'edit', '{"name": "Lebenslauf"}')`);
    await database.query(sql`
      insert into bin_items (account_id, kind, item_id, label, payload)
      values ('00000000-0000-4000-8000-000000000001', 'cv', '00000000-0000-4000-8000-0000000000c1',
        'Lebenslauf', '{}')`);
    await database.query(sql`delete from accounts`);
    await expectEmptyTables(database, ['versions', 'bin_items']);
  });
});
