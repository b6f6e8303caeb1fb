import { describe, expect, it } from 'vitest';
import type { EntryKind } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  accountWithProfile,
  newCustomSection,
  orderEntries,
  postToProfile,
} from '../../../test/profile-helpers';
import { profileEntries } from '../../db/schema';

const { app } = await buildTestApp();

const save = async (cookie: string, kind: EntryKind, payload: object) => {
  const res = await postToProfile(app, cookie, kind, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string; position: number };
};

const order = (cookie: string, kind: EntryKind, ids: string[]) =>
  orderEntries(app, cookie, kind, ids);

const profileOf = async (cookie: string) =>
  (await app.inject({ url: '/api/profile', headers: { cookie } })).json();

const job = (jobTitle: string, positionStart: string, positionEnd?: string) => ({
  jobTitle,
  company: 'C',
  positionStart,
  ...(positionEnd ? { positionEnd } : {}),
});

const jobTitles = async (cookie: string) =>
  ((await profileOf(cookie)).workExperiences as { jobTitle: string }[]).map((e) => e.jobTitle);

describe('where the server puts a new entry', () => {
  it('puts a new job at its date’s place, whatever order they are added in', async () => {
    const { cookie } = await accountWithProfile(app);
    await save(cookie, 'work-experience', job('2012–2015', '2012-01-01', '2015-01-01'));
    await save(cookie, 'work-experience', job('current', '2022-01-01'));
    await save(cookie, 'work-experience', job('2016–2021', '2016-01-01', '2021-12-01'));
    await save(cookie, 'work-experience', job('2000–2003', '2000-01-01', '2003-01-01'));
    expect(await jobTitles(cookie)).toEqual(['current', '2016–2021', '2012–2015', '2000–2003']);
    // Positions say the same order, so every reader of the list agrees with it.
    const positions = (await profileOf(cookie)).workExperiences.map(
      (e: { position: number }) => e.position,
    );
    expect(positions).toEqual([1, 2, 3, 4]);
  });

  it('keeps the owner’s arrangement and places a new job by it', async () => {
    const { cookie } = await accountWithProfile(app);
    const current = await save(cookie, 'work-experience', job('current', '2022-01-01'));
    const older = await save(
      cookie,
      'work-experience',
      job('2012–2015', '2012-01-01', '2015-01-01'),
    );
    // The owner puts the old job first.
    expect((await order(cookie, 'work-experience', [older.id, current.id])).statusCode).toBe(200);

    // Newer than the first entry: it goes first; the others keep their order.
    await save(cookie, 'work-experience', job('2016–2018', '2016-01-01', '2018-01-01'));
    expect(await jobTitles(cookie)).toEqual(['2016–2018', '2012–2015', 'current']);
    // Older than all: at the end.
    await save(cookie, 'work-experience', job('1999', '1999-01-01', '1999-06-01'));
    expect(await jobTitles(cookie)).toEqual(['2016–2018', '2012–2015', 'current', '1999']);
  });

  it('adds skills, languages and undated projects at the end', async () => {
    const { cookie } = await accountWithProfile(app);
    for (const name of ['first', 'second', 'third']) {
      await save(cookie, 'skill', { name, type: 'T', level: 3 });
    }
    for (const language of ['de', 'en']) {
      await save(cookie, 'language', { language, level: 'C1' });
    }
    await save(cookie, 'project', { name: 'undated' });
    await save(cookie, 'project', { name: 'dated', projectStart: '2010-01-01' });
    await save(cookie, 'project', { name: 'undated later' });
    const profile = await profileOf(cookie);
    expect(profile.skills.map((s: { name: string }) => s.name)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(profile.languages.map((l: { language: string }) => l.language)).toEqual(['de', 'en']);
    expect(profile.projects.map((p: { name: string }) => p.name)).toEqual([
      'dated',
      'undated',
      'undated later',
    ]);
  });

  it('places an entry of a custom section among that section’s entries only', async () => {
    const { cookie } = await accountWithProfile(app);
    const section = (title: string) => newCustomSection(app, cookie, title);
    const teaching = await section('Teaching');
    const talks = await section('Talks');
    const entry = (sectionId: string, title: string, start: string) =>
      save(cookie, 'custom-entry', { sectionId, title, start });
    await entry(teaching.id, 'teaching 2015', '2015-01-01');
    await entry(talks.id, 'talk 2020', '2020-01-01');
    await entry(teaching.id, 'teaching 2019', '2019-01-01');
    await entry(talks.id, 'talk 2010', '2010-01-01');
    const sections = (await profileOf(cookie)).customSections as {
      title: string;
      entries: { title: string; position: number }[];
    }[];
    const of = (title: string) => sections.find((s) => s.title === title)!.entries;
    expect(of('Teaching').map((e) => [e.title, e.position])).toEqual([
      ['teaching 2019', 1],
      ['teaching 2015', 2],
    ]);
    expect(of('Talks').map((e) => [e.title, e.position])).toEqual([
      ['talk 2020', 1],
      ['talk 2010', 2],
    ]);
  });

  it('places an entry moved into another custom section by the same rule', async () => {
    const { cookie } = await accountWithProfile(app);
    const section = (title: string) => newCustomSection(app, cookie, title);
    const teaching = await section('Teaching');
    const talks = await section('Talks');
    for (const [title, start] of [
      ['talk 2021', '2021-01-01'],
      ['talk 2010', '2010-01-01'],
    ] as const) {
      await save(cookie, 'custom-entry', { sectionId: talks.id, title, start });
    }
    const moved = await save(cookie, 'custom-entry', {
      sectionId: teaching.id,
      title: 'moved 2015',
      start: '2015-01-01',
    });
    await save(cookie, 'custom-entry', {
      id: moved.id,
      sectionId: talks.id,
      title: 'moved 2015',
      start: '2015-01-01',
    });
    const sections = (await profileOf(cookie)).customSections as {
      title: string;
      entries: { title: string; position: number }[];
    }[];
    const talksNow = sections.find((s) => s.title === 'Talks')!.entries;
    expect(talksNow.map((e) => [e.title, e.position])).toEqual([
      ['talk 2021', 1],
      ['moved 2015', 2],
      ['talk 2010', 3],
    ]);
  });

  it('keeps the order of a list saved before positions were numbered', async () => {
    const { account, cookie } = await accountWithProfile(app);
    // Lists the owner never ordered hold position 0 throughout; they read newest first.
    const rows = await app.db
      .insert(profileEntries)
      .values(
        ['2018-01-01', '2021-01-01'].map((start) => ({
          accountId: account.id,
          kind: 'work-experience',
          position: 0,
          sortDate: start,
          sectionId: null,
          data: { jobTitle: start, company: 'C', positionStart: start, positionEnd: '2022-01-01' },
        })),
      )
      .returning({ id: profileEntries.id });
    expect(rows).toHaveLength(2);
    await save(cookie, 'work-experience', job('current', '2023-01-01'));
    expect(await jobTitles(cookie)).toEqual(['current', '2021-01-01', '2018-01-01']);
    const positions = (await profileOf(cookie)).workExperiences.map(
      (e: { position: number }) => e.position,
    );
    expect(positions).toEqual([1, 2, 3]);
  });

  it('stores a position sent with a new entry as it is', async () => {
    const { cookie } = await accountWithProfile(app);
    await save(cookie, 'skill', { name: 'a', type: 'T', level: 3 });
    await save(cookie, 'skill', { name: 'b', type: 'T', level: 3 });
    const top = await save(cookie, 'skill', { name: 'top', type: 'T', level: 3, position: 0 });
    expect(top.position).toBe(0);
    const skills = (await profileOf(cookie)).skills as { name: string; position: number }[];
    expect(skills.map((s) => [s.name, s.position])).toEqual([
      ['top', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });
});
