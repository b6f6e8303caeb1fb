import { describe, expect, it } from 'vitest';
import { readSettings } from '../features/cvs/cv-documents.service';
import {
  expectEmptyTables,
  seedKimAccount,
  seedKimPublicProfile,
  sql,
  upgradeDatabaseFrom,
} from '../../test/migrations';

describe('migration 0010_share_links_and_views on a database with data', async () => {
  const database = await upgradeDatabaseFrom('0009_content_languages');

  it('keeps every profile and CV as it was; no links or views yet, CVs without a QR code', async () => {
    await seedKimAccount(database);
    await seedKimPublicProfile(database);
    await database.query(sql`
      insert into cvs (account_id, name, settings)
      values ('00000000-0000-4000-8000-000000000001', 'Lebenslauf',
        '{"design": "lebenslauf", "lang": "de", "photo": false}')`);
    const profiles = sql`select * from profiles`;
    const cvs = sql`select * from cvs`;
    const profilesBefore = await database.query(profiles);
    const cvsBefore = await database.query(cvs);

    await database.migrateAll();

    expect(await database.query(profiles)).toEqual(profilesBefore);
    const cvsAfter = await database.query<{ settings: Record<string, unknown> }>(cvs);
    expect(cvsAfter).toEqual(cvsBefore);
    expect(readSettings(cvsAfter[0]!.settings)).toMatchObject({
      design: 'lebenslauf',
      photo: false,
      qrCode: false,
    });
    await expectEmptyTables(database, [
      'share_links',
      'profile_view_days',
      'profile_view_visitors',
      'profile_view_salts',
    ]);
  });
});
