import { defaultCvSettings } from '@cv/shared';
import { expect, it } from 'vitest';
import { readSettings } from '../features/cvs/cv-documents.service';
import { describeMigration, seedKim, sql } from '../../test/migrations';

describeMigration('0008_cv_documents', (database) => {
  it("gives every account one CV with today's defaults in its language, and changes no profile", async () => {
    await seedKim(database);
    await database.query(sql`
      insert into accounts (id, username, email, status, locale)
      values ('00000000-0000-4000-8000-000000000002', 'lee', 'lee@example.com', 'UNVERIFIED', null)`);
    await database.query(sql`
      insert into profiles (account_id, job_title, bio, public_access)
      values ('00000000-0000-4000-8000-000000000001', 'Ingenieurin', 'Hallo', true)`);
    // The columns this migration knows; later ones add columns of their own.
    const profileColumns = sql`select account_id, job_title, bio, public_access, updated_at from profiles`;
    const profilesBefore = await database.query(profileColumns);

    await database.migrateAll();

    const cvs = await database.query<{ account_id: string; name: string; settings: unknown }>(
      sql`select account_id, name, settings from cvs order by account_id`,
    );
    expect(cvs.map((c) => [c.account_id.slice(-1), c.name])).toEqual([
      ['1', 'Lebenslauf'],
      ['2', 'CV'],
    ]);
    // Read as the app reads them (settings added later take their defaults), they are what a
    // new CV gets from the shared defaults.
    expect(readSettings(cvs[0]?.settings as Record<string, unknown>)).toEqual(
      defaultCvSettings('de'),
    );
    expect(readSettings(cvs[1]?.settings as Record<string, unknown>)).toEqual(
      defaultCvSettings('en'),
    );
    expect(await database.query(profileColumns)).toEqual(profilesBefore);
  });
});
