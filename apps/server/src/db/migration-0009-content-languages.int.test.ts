import { expect, it } from 'vitest';
import { describeMigration, seedKim, sql } from '../../test/migrations';

describeMigration('0009_content_languages', (database) => {
  it("keeps every text and calls it the account's language: German for German accounts, else English", async () => {
    await seedKim(database);
    await database.query(sql`
      insert into accounts (id, username, email, status, locale)
      values
        ('00000000-0000-4000-8000-000000000002', 'lee', 'lee@example.com', 'VERIFIED', 'en'),
        ('00000000-0000-4000-8000-000000000003', 'max', 'max@example.com', 'VERIFIED', null)`);
    await database.query(sql`
      insert into profiles (account_id, job_title, bio, location)
      values
        ('00000000-0000-4000-8000-000000000001', 'Ingenieurin', 'Ausfallzeiten halbiert', 'Köln'),
        ('00000000-0000-4000-8000-000000000002', 'Engineer', 'Halved downtime', 'Leeds'),
        ('00000000-0000-4000-8000-000000000003', 'Tester', null, null)`);
    await database.query(sql`
      insert into profile_entries (account_id, kind, data)
      values ('00000000-0000-4000-8000-000000000001', 'work-experience',
        '{"jobTitle": "Ingenieurin", "company": "Müller", "positionStart": "2020-01-01"}')`);
    await database.query(sql`
      insert into custom_sections (account_id, title)
      values ('00000000-0000-4000-8000-000000000001', 'Lehre')`);
    const texts = sql`select account_id, job_title, bio, location from profiles order by account_id`;
    const before = await database.query(texts);
    const entriesBefore = await database.query(sql`select data from profile_entries`);

    await database.migrateAll();

    expect(await database.query(texts)).toEqual(before);
    expect(await database.query(sql`select data from profile_entries`)).toEqual(entriesBefore);
    const languages = await database.query<{ content_language: string; translations: unknown }>(
      sql`select content_language, translations from profiles order by account_id`,
    );
    expect(languages).toEqual([
      { content_language: 'de', translations: {} },
      { content_language: 'en', translations: {} },
      { content_language: 'en', translations: {} },
    ]);
    const sections = await database.query<{ title: string; translations: unknown }>(
      sql`select title, translations from custom_sections`,
    );
    expect(sections).toEqual([{ title: 'Lehre', translations: {} }]);
  });
});
