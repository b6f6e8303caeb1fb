import { expect, it } from 'vitest';
import { describeMigration, sql } from '../../test/migrations';

describeMigration('0007_profile_entries', (database) => {
  it('moves every entry of the four kinds with its id, order, dates and texts', async () => {
    await database.query(sql`
      insert into accounts (id, username, email, status)
      values ('00000000-0000-4000-8000-000000000001', 'kim', 'kim@example.com', 'VERIFIED')`);
    await database.query(sql`
      insert into profiles (account_id, job_title, bio, public_access)
      values ('00000000-0000-4000-8000-000000000001', 'Engineer', 'Hello', true)`);
    await database.query(sql`
      insert into work_experiences (id, account_id, position, job_title, company, location, position_start, position_end, description, created_at)
      values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 2, 'Lead', 'Acme', null, '2020-03-01', null, 'Line one
- bullet', '2024-01-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 1, 'Dev', 'Beta', 'Köln', '2015-01-01', '2019-12-01', null, '2024-01-02T10:00:00Z')`);
    await database.query(sql`
      insert into educations (id, account_id, institution, degree_name, level, education_start, education_end)
      values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', 'TU', 'Informatik', 'Master', '2010-10-01', '2014-09-30')`);
    await database.query(sql`
      insert into skills (id, account_id, position, name, type, level)
      values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 3, 'Go', 'Languages', 4)`);
    await database.query(sql`
      insert into projects (id, account_id, name, role, project_start, url, links)
      values ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-000000000001', 'CV', null, null, 'https://e.com', '[{"label":"Code","url":"https://git.e.com"}]')`);

    await database.migrateAll();

    const rows = await database.query<{
      id: string;
      kind: string;
      position: number;
      sort_date: string | null;
      data: Record<string, unknown>;
    }>(sql`select id, kind, position, sort_date::text, data from profile_entries order by id`);
    expect(rows).toEqual([
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        kind: 'work-experience',
        position: 2,
        sort_date: '2020-03-01',
        data: {
          jobTitle: 'Lead',
          company: 'Acme',
          positionStart: '2020-03-01',
          description: 'Line one\n- bullet',
        },
      },
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        kind: 'work-experience',
        position: 1,
        sort_date: '2015-01-01',
        data: {
          jobTitle: 'Dev',
          company: 'Beta',
          location: 'Köln',
          positionStart: '2015-01-01',
          positionEnd: '2019-12-01',
        },
      },
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        kind: 'education',
        position: 0,
        sort_date: '2010-10-01',
        data: {
          institution: 'TU',
          degreeName: 'Informatik',
          level: 'Master',
          educationStart: '2010-10-01',
          educationEnd: '2014-09-30',
        },
      },
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        kind: 'skill',
        position: 3,
        sort_date: null,
        data: { name: 'Go', type: 'Languages', level: 4 },
      },
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        kind: 'project',
        position: 0,
        sort_date: null,
        data: {
          name: 'CV',
          url: 'https://e.com',
          links: [{ label: 'Code', url: 'https://git.e.com' }],
        },
      },
    ]);
    const [created] = await database.query<{ created_at: string }>(
      sql`select created_at::text from profile_entries where id = '00000000-0000-4000-8000-0000000000a2'`,
    );
    expect(new Date(created!.created_at).toISOString()).toBe('2024-01-02T10:00:00.000Z');
    const [profile] = await database.query<{ website: string | null; section_settings: object }>(
      sql`select website, section_settings from profiles`,
    );
    expect(profile).toEqual({ website: null, section_settings: {} });
    const old = await database.query<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_name in ('work_experiences', 'educations', 'skills', 'projects')`,
    );
    expect(old).toEqual([]);
  });
});
