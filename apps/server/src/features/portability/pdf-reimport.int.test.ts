import { describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { accountWithProfile, addToProfile, postProfile } from '../../../test/profile-helpers';

const { app } = await buildTestApp();

/**
 * A German profile with its English translations: general texts, jobs (one
 * with bullets), a degree, skills, languages, a link and a custom section.
 */
async function bilingualProfile() {
  const { cookie } = await accountWithProfile(app);
  const saved = await postProfile(app, cookie, {
    data: {
      displayName: 'Jürgen Weiß-Schäfer',
      jobTitle: 'Plattformingenieur',
      location: 'Köln',
      bio: 'Baut **robuste** Systeme.',
      website: 'https://weiss.example.de',
      contentLanguage: 'de',
      translations: { en: { jobTitle: 'Platform engineer', bio: 'Builds **sturdy** systems.' } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const add = (kind: string, payload: object) => addToProfile(app, cookie, kind, payload);
  await add('work-experience', {
    jobTitle: 'Plattformingenieur',
    company: 'Müller GmbH',
    location: 'Köln',
    positionStart: '2020-03-01',
    description: 'Betreibt die *Kafka*-Plattform.',
    highlights: ['Ausfallzeit halbiert', 'Kosten um ein Drittel gesenkt'],
    translations: {
      en: {
        jobTitle: 'Platform engineer',
        description: 'Runs the *Kafka* platform.',
        highlights: ['Halved downtime', 'Cut costs by a third'],
      },
    },
  });
  await add('work-experience', {
    jobTitle: 'Werkstudent',
    company: 'Start AG',
    positionStart: '2017-01-01',
    positionEnd: '2019-12-01',
  });
  await add('education', {
    institution: 'TU München',
    degreeName: 'Informatik',
    level: 'Master',
    educationStart: '2012-10-01',
    educationEnd: '2017-09-01',
    translations: { en: { degreeName: 'Computer science' } },
  });
  await add('skill', { name: 'TypeScript', type: 'Sprachen', level: 4, keywords: ['Node.js'] });
  await add('language', { language: 'Deutsch', level: 'native' });
  await add('language', { language: 'Englisch', level: 'C1', note: 'TOEFL 110' });
  await add('link', { network: 'GitHub', username: 'jweiss', url: 'https://github.com/jweiss' });
  await add('interest', { name: 'Klettern' });
  return cookie;
}

const get = (cookie: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });

/** The JSON export in `lang`, less what belongs to the account, not the CV (its e-mail) or the moment. */
async function exported(cookie: string, lang: 'en' | 'de') {
  const res = await get(cookie, `/export/json-resume?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  const resume = res.json() as { basics: { email?: string }; meta: object };
  delete resume.basics.email;
  return { ...resume, meta: undefined };
}

function upload(cookie: string, url: string, pdf: Buffer) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { cookie, 'content-type': 'application/pdf', 'accept-language': 'en' },
    payload: pdf,
  });
}

// Renders a PDF and imports it twice: slow on a busy machine.
describe('a CV PDF made here', { timeout: 60_000 }, () => {
  it('re-imports into an empty account identical to the source profile, in both languages', async () => {
    const source = await bilingualProfile();
    const res = await get(source, '/cv/pdf?design=modern&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;

    const { cookie: target } = await loggedInAccount(app);
    const preview = await upload(target, '/import/preview', pdf);
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = importPreviewSchema.parse(preview.json());
    expect(planned).toMatchObject({ format: 'pdf', language: 'de', translations: 'en' });
    expect(planned.general.displayName).toBe('Jürgen Weiß-Schäfer');

    const imported = await upload(target, '/import?mode=replace', pdf);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(importResultSchema.parse(imported.json()).skipped).toBe(0);

    for (const lang of ['de', 'en'] as const) {
      expect(await exported(target, lang), lang).toEqual(await exported(source, lang));
    }
  });

  it('adds to a profile written in the PDF’s other language: its texts there, the PDF’s as translations', async () => {
    const source = await bilingualProfile();
    const pdf = (await get(source, '/cv/pdf?design=plain')).rawPayload;
    const { cookie: target } = await accountWithProfile(app, {
      displayName: 'Ada Lovelace',
      contentLanguage: 'en',
    });
    const res = await upload(target, '/import?mode=add', pdf);
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await get(target, '/profile')).json() as {
      contentLanguage: string;
      workExperiences: { jobTitle: string; translations: { de?: { jobTitle?: string } } }[];
    };
    expect(profile.contentLanguage).toBe('en');
    const job = profile.workExperiences.find((w) => w.jobTitle === 'Platform engineer');
    expect(job?.translations.de?.jobTitle).toBe('Plattformingenieur');
  });

  it('changes nothing when the PDF is not read (a truncated copy)', async () => {
    const source = await bilingualProfile();
    const pdf = (await get(source, '/cv/pdf?design=classic')).rawPayload;
    const { cookie: target } = await accountWithProfile(app, { displayName: 'Ada' });
    const before = await exported(target, 'en');
    const res = await upload(target, '/import?mode=replace', pdf.subarray(0, 400));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await exported(target, 'en')).toEqual(before);
  });
});
