import { describe, expect, it } from 'vitest';
import { importResultSchema, publicProfileSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  accountWithProfile,
  postProfile,
  postToProfile,
  ownProfile,
} from '../../../test/profile-helpers';

const { app } = await buildTestApp();

/** A German profile with one job, public, and nothing translated yet. */
async function germanProfile() {
  const { account, cookie } = await accountWithProfile(app, {
    displayName: 'Jürgen Weiß',
    jobTitle: 'Entwickler',
    publicAccess: true,
  });
  const saved = await postProfile(app, cookie, {
    data: {
      displayName: 'Jürgen Weiß',
      jobTitle: 'Entwickler',
      publicAccess: true,
      contentLanguage: 'de',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const job = await postToProfile(app, cookie, 'work-experience', {
    jobTitle: 'Plattformingenieur',
    company: 'Müller GmbH',
    positionStart: '2020-01-01',
  });
  expect(job.statusCode, job.body).toBe(201);
  return { account, cookie };
}

/** An English JSON Resume: the known job, and two the profile does not have yet. */
const ENGLISH_FILE = JSON.stringify({
  work: [
    { name: 'Müller GmbH', position: 'Platform engineer', startDate: '2020-01' },
    {
      name: 'Acme Ltd',
      position: 'Consultant',
      location: 'London',
      startDate: '2015-03',
      endDate: '2019-12',
      summary: 'Advised banks.',
      highlights: ['Cut costs by a third'],
    },
  ],
  skills: [{ name: 'Cloud', keywords: ['AWS'] }],
});

const upload = (cookie: string, url: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: ENGLISH_FILE,
  });

describe('importing a file in the profile’s second language', () => {
  it('previews the new entries beside the translations it fills', async () => {
    const { cookie } = await germanProfile();
    const res = await upload(cookie, '/api/import/preview?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as {
      translatesInto: string | null;
      sections: { kind: string; entries: { title: string }[] }[];
      skipped: unknown[];
    };
    expect(preview.translatesInto).toBe('en');
    const titles = preview.sections.flatMap((s) => s.entries.map((e) => e.title));
    expect(titles).toEqual(expect.arrayContaining(['Platform engineer', 'Consultant', 'Cloud']));
    expect(preview.skipped).toEqual([]);
  });

  it('adds the entries it cannot match, in that language, with the primary text left empty', async () => {
    const { cookie } = await germanProfile();
    const res = await upload(cookie, '/api/import?mode=add&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(importResultSchema.parse(res.json())).toMatchObject({ added: 3, skipped: 0 });

    const profile = await ownProfile(app, cookie);
    const known = profile.workExperiences.find((w) => w.company === 'Müller GmbH');
    // The matching entry keeps its German text and gains the English one.
    expect(known?.jobTitle).toBe('Plattformingenieur');
    expect(known?.translations.en?.jobTitle).toBe('Platform engineer');

    const added = profile.workExperiences.find((w) => w.company === 'Acme Ltd');
    // Nothing English is stored as German: the German texts wait to be written.
    expect(added).toMatchObject({
      jobTitle: '',
      location: null,
      description: null,
      highlights: [],
      positionStart: '2015-03-01',
      positionEnd: '2019-12-01',
    });
    expect(added?.translations.en).toEqual({
      jobTitle: 'Consultant',
      location: 'London',
      description: 'Advised banks.',
      highlights: ['Cut costs by a third'],
    });
    expect(profile.skills).toHaveLength(1);
    expect(profile.skills[0]?.name).toBe('');
    expect(profile.skills[0]?.translations.en?.name).toBe('Cloud');
    // Still a German profile.
    expect(profile.contentLanguage).toBe('de');
  });

  it('shows the English text, marked English, where the German one is still empty', async () => {
    const { account, cookie } = await germanProfile();
    await upload(cookie, '/api/import?mode=add&lang=en');
    const res = await app.inject({ url: `/api/public/profile/${account.username}?lang=de` });
    expect(res.statusCode, res.body).toBe(200);

    const view = publicProfileSchema.parse(res.json());
    const consultant = view.workExperiences.find((w) => w.company === 'Acme Ltd');
    expect(consultant?.jobTitle).toBe('Consultant');
    expect(consultant?.langs).toMatchObject({ jobTitle: 'en' });
  });
});
