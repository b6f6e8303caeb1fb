import { expect, it } from 'vitest';
import { readSettings } from '../features/cvs/cv-documents.service';
import { describeMigration, migrateAllKeeping, seedKim, sql } from '../../test/migrations';

describeMigration('0010_share_links_and_views', (database) => {
  it('keeps every profile and CV as it was; no links or views yet, CVs without a QR code', async () => {
    await seedKim(database, { publicProfile: true });
    await database.query(sql`
      insert into cvs (account_id, name, settings)
      values ('00000000-0000-4000-8000-000000000001', 'Lebenslauf',
        '{"design": "lebenslauf", "lang": "de", "photo": false}')`);
    await migrateAllKeeping(database, {
      kept: ['profiles', 'cvs'],
      added: ['share_links', 'profile_view_days', 'profile_view_visitors', 'profile_view_salts'],
    });
    const [cv] = await database.query<{ settings: Record<string, unknown> }>(
      sql`select settings from cvs`,
    );
    expect(readSettings(cv!.settings)).toMatchObject({
      design: 'lebenslauf',
      photo: false,
      qrCode: false,
    });
  });
});
