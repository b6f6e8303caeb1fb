import { describe, expect, it } from 'vitest';
import { cvDocumentPreviewSchema, publicProfileSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { oneUntranslatedOnePartly, translationChecks } from '../../../test/cv-fixtures';
import { expectToContainAll } from '../../../test/expect-text';
import { loggedInAccount } from '../../../test/factories';
import { inspectPdf } from '../../../test/pdf-inspect';
import { expectError } from '../../../test/http';
import {
  accountWithProfile,
  createCv,
  postProfile,
  postToProfile,
  ownProfile,
} from '../../../test/profile-helpers';

const { app } = await buildTestApp();

const post = (cookie: string, path: string, payload: unknown) =>
  postToProfile(app, cookie, path, payload);

/** One line of text, as a reader of the PDF sees it (hyphenation joined). */
async function pdfText(cookie: string, lang: 'en' | 'de'): Promise<string> {
  const res = await app.inject({
    url: `/api/cv/pdf?design=classic&lang=${lang}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const facts = await inspectPdf(res.rawPayload);
  return facts.pageTexts.join(' ').replace(/-\s+/g, '').replace(/\s+/g, ' ').toLowerCase();
}

/** The German profile's own texts, public. */
const GERMAN_TEXTS = {
  displayName: 'Jürgen Weiß',
  jobTitle: 'Softwareentwicklerin',
  location: 'Köln',
  bio: 'Baut robuste Systeme.',
  publicAccess: true,
};

/**
 * A German profile, public, with English translations of some texts: the
 * job's title and the first highlight's list, not its description; the
 * second job not at all; the bio translated, the location not.
 */
async function germanProfile() {
  const { account, cookie } = await accountWithProfile(app, GERMAN_TEXTS);
  const saved = await postProfile(app, cookie, {
    data: {
      ...GERMAN_TEXTS,
      contentLanguage: 'de',
      translations: { en: { jobTitle: 'Software developer', bio: 'Builds robust systems.' } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const job = await post(cookie, 'work-experience', {
    jobTitle: 'Plattformingenieurin',
    company: 'Müller GmbH',
    positionStart: '2020-01-01',
    description: 'Ausfallzeitverringerung eingeführt',
    highlights: ['Kosten halbiert'],
    translations: { en: { jobTitle: 'Platform engineer', highlights: ['Halved costs'] } },
  });
  expect(job.statusCode, job.body).toBe(201);
  await post(cookie, 'work-experience', {
    jobTitle: 'Werkstudentin',
    company: 'Rhein AG',
    positionStart: '2017-01-01',
    positionEnd: '2019-12-01',
  });
  const section = await post(cookie, 'custom-section', {
    title: 'Lehre',
    translations: { en: { title: 'Teaching' } },
  });
  expect(section.statusCode, section.body).toBe(201);
  await post(cookie, 'custom-entry', {
    sectionId: (section.json() as { id: string }).id,
    title: 'Tutorin',
    translations: { en: { title: 'Tutor' } },
  });
  return { account, cookie, jobId: (job.json() as { id: string }).id };
}

describe('translations of the profile', () => {
  it('keeps both versions side by side in the owner’s profile', async () => {
    const { cookie } = await germanProfile();
    const profile = await ownProfile(app, cookie);
    expect(profile.contentLanguage).toBe('de');
    expect(profile.translations).toEqual({
      en: { jobTitle: 'Software developer', bio: 'Builds robust systems.' },
    });
    expect(profile.workExperiences.map((w) => [w.jobTitle, w.translations])).toEqual([
      [
        'Plattformingenieurin',
        { en: { jobTitle: 'Platform engineer', highlights: ['Halved costs'] } },
      ],
      ['Werkstudentin', {}],
    ]);
    expect(profile.customSections[0]?.translations).toEqual({ en: { title: 'Teaching' } });
  });

  it('keeps the translations when a save leaves them out, and replaces them when it sends them', async () => {
    const { cookie, jobId } = await germanProfile();
    const base = {
      id: jobId,
      jobTitle: 'Leitende Plattformingenieurin',
      company: 'Müller GmbH',
      positionStart: '2020-01-01',
    };
    expect((await post(cookie, 'work-experience', base)).statusCode).toBe(200);
    let job = (await ownProfile(app, cookie)).workExperiences[0];
    expect(job?.jobTitle).toBe('Leitende Plattformingenieurin');
    expect(job?.translations).toEqual({
      en: { jobTitle: 'Platform engineer', highlights: ['Halved costs'] },
    });

    await post(cookie, 'work-experience', { ...base, translations: { en: { jobTitle: 'Lead' } } });
    job = (await ownProfile(app, cookie)).workExperiences[0];
    expect(job?.translations).toEqual({ en: { jobTitle: 'Lead' } });

    // The general texts: absent keeps, present replaces.
    await postProfile(app, cookie, { data: { displayName: 'Jürgen Weiß', jobTitle: 'X' } });
    expect((await ownProfile(app, cookie)).translations.en?.bio).toBe('Builds robust systems.');
  });

  it('refuses translations of the wrong type or too long, like the texts themselves', async () => {
    const { cookie, jobId } = await germanProfile();
    const base = { id: jobId, jobTitle: 'T', company: 'C', positionStart: '2020-01-01' };
    for (const translations of [
      { en: { jobTitle: 42 } },
      { en: { jobTitle: 'x'.repeat(10_000) } },
      { en: { highlights: 'not a list' } },
      { en: 'text' },
    ]) {
      expectError(
        await post(cookie, 'work-experience', { ...base, translations }),
        400,
        'validation',
      );
    }
  });

  it('prints an English CV with the English texts where they exist and the German ones elsewhere', async () => {
    const { cookie } = await germanProfile();
    const english = await pdfText(cookie, 'en');
    expectToContainAll(english, [
      'platform engineer',
      'halved costs',
      'software developer',
      'teaching',
      'tutor',
      // Untranslated: the German text prints.
      'ausfallzeitverringerung eingeführt',
      'werkstudentin',
    ]);
    expect(english).not.toContain('plattformingenieurin');

    const german = await pdfText(cookie, 'de');
    expectToContainAll(german, ['plattformingenieurin', 'kosten halbiert', 'lehre']);
    expect(german).not.toContain('platform engineer');
  });

  it('shows the public page in the visitor’s language and marks the texts in the other', async () => {
    const { account } = await germanProfile();
    const view = async (query: string, language?: string) =>
      publicProfileSchema.parse(
        (
          await app.inject({
            url: `/api/public/profile/${account.username}${query}`,
            headers: language ? { 'accept-language': language } : {},
          })
        ).json(),
      );

    const english = await view('', 'en-GB,en;q=0.9');
    expect(english.lang).toBe('en');
    expect(english.jobTitle).toBe('Software developer');
    expect(english.location).toBe('Köln');
    expect(english.langs).toEqual({ location: 'de' });
    const [first, second] = english.workExperiences;
    expect(first).toMatchObject({
      jobTitle: 'Platform engineer',
      description: 'Ausfallzeitverringerung eingeführt',
      highlights: ['Halved costs'],
      langs: { description: 'de' },
    });
    expect(second).toMatchObject({ jobTitle: 'Werkstudentin', langs: { jobTitle: 'de' } });
    expect(english.customSections[0]).toMatchObject({ title: 'Teaching' });
    expect(english.customSections[0]?.langs).toBeUndefined();
    expect(JSON.stringify(english)).not.toContain('translations');

    const german = await view('?lang=de', 'en');
    expect(german.lang).toBe('de');
    expect(german.jobTitle).toBe('Softwareentwicklerin');
    expect(german.langs).toBeUndefined();
    expect(german.workExperiences[0]).toMatchObject({ jobTitle: 'Plattformingenieurin' });
    expect(german.workExperiences[0]?.langs).toBeUndefined();
  });

  it('lists the untranslated texts among the studio’s checks', async () => {
    const { cookie } = await germanProfile();
    const { id } = await createCv(app, cookie, 'English', { lang: 'en' });
    const preview = cvDocumentPreviewSchema.parse(
      (await app.inject({ url: `/api/cvs/${id}/preview`, headers: { cookie } })).json(),
    );
    // One job has no translation at all, the other only its title.
    expect(translationChecks(preview.checks)).toEqual(
      expect.arrayContaining([
        { code: 'untranslated', section: 'profile', params: { fields: 'location' } },
        ...oneUntranslatedOnePartly('work-experience'),
      ]),
    );
  });

  it('swaps texts and translations when the primary language changes, losing nothing', async () => {
    const { cookie } = await germanProfile();
    const before = await ownProfile(app, cookie);
    const switched = await postProfile(app, cookie, {
      data: {
        ...GERMAN_TEXTS,
        contentLanguage: 'en',
      },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const after = await ownProfile(app, cookie);
    expect(after.contentLanguage).toBe('en');
    expect(after.jobTitle).toBe('Software developer');
    expect(after.location).toBe('Köln');
    expect(after.translations).toEqual({
      de: { jobTitle: 'Softwareentwicklerin', bio: 'Baut robuste Systeme.' },
    });
    expect(after.workExperiences[0]).toMatchObject({
      jobTitle: 'Platform engineer',
      description: 'Ausfallzeitverringerung eingeführt',
      highlights: ['Halved costs'],
      translations: { de: { jobTitle: 'Plattformingenieurin', highlights: ['Kosten halbiert'] } },
    });
    expect(after.customSections[0]).toMatchObject({
      title: 'Teaching',
      translations: { de: { title: 'Lehre' } },
    });

    // And back: exactly the profile it was.
    await postProfile(app, cookie, {
      data: {
        displayName: 'Jürgen Weiß',
        jobTitle: after.jobTitle,
        location: 'Köln',
        bio: after.bio,
        publicAccess: true,
        contentLanguage: 'de',
      },
    });
    expect(await ownProfile(app, cookie)).toEqual(before);
  });

  it('gives a new profile the request’s language unless it names one', async () => {
    const german = await loggedInAccount(app);
    await postProfile(
      app,
      german.cookie,
      { data: { jobTitle: 'Ingenieurin' } },
      { 'accept-language': 'de' },
    );
    expect((await ownProfile(app, german.cookie)).contentLanguage).toBe('de');

    const chosen = await loggedInAccount(app);
    await postProfile(
      app,
      chosen.cookie,
      { data: { jobTitle: 'Engineer', contentLanguage: 'en' } },
      { 'accept-language': 'de' },
    );
    expect((await ownProfile(app, chosen.cookie)).contentLanguage).toBe('en');
  });

  it('exports JSON Resume in either language, and the archive holds both', async () => {
    const { cookie } = await germanProfile();
    const resume = async (query: string) =>
      JSON.parse(
        (await app.inject({ url: `/api/export/json-resume${query}`, headers: { cookie } })).body,
      ) as { basics: { label: string }; work: { position: string; summary?: string }[] };
    const german = await resume('');
    expect(german.basics.label).toBe('Softwareentwicklerin');
    expect(german.work[0]?.position).toBe('Plattformingenieurin');
    const english = await resume('?lang=en');
    expect(english.basics.label).toBe('Software developer');
    expect(english.work.map((w) => w.position)).toEqual(['Platform engineer', 'Werkstudentin']);
    expect(english.work[0]?.summary).toBe('Ausfallzeitverringerung eingeführt');
  });

  it('fills translations from a file in the second language instead of adding duplicates', async () => {
    // The entry without a match is added in English (import-second-language.int.test.ts).
    const { cookie } = await germanProfile();
    const file = JSON.stringify({
      basics: { label: 'Platform lead', summary: 'Builds robust systems.' },
      work: [
        {
          name: 'Müller GmbH',
          position: 'Platform engineer (EN)',
          startDate: '2020-01',
          summary: 'Introduced downtime reduction',
        },
        { name: 'Rhein AG', position: 'Working student', startDate: '2017-01' },
        { name: 'Unknown Ltd', position: 'Consultant', startDate: '2012-01' },
      ],
    });
    const upload = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: file,
      });
    const preview = (await upload('/api/import/preview?lang=en')).json() as {
      translatesInto: string | null;
      sections: { kind: string; entries: { title: string }[] }[];
      skipped: { label: string; reason: string }[];
    };
    expect(preview.translatesInto).toBe('en');
    expect(preview.sections[0]?.entries.map((e) => e.title)).toEqual([
      'Platform engineer (EN)',
      'Working student',
      'Consultant',
    ]);
    expect(preview.skipped).toEqual([]);

    const res = await upload('/api/import?mode=add&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mode: 'add', added: 3, skipped: 0 });
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences).toHaveLength(3);
    expect(profile.workExperiences.map((w) => [w.jobTitle, w.translations.en?.jobTitle])).toEqual(
      expect.arrayContaining([
        ['Plattformingenieurin', 'Platform engineer (EN)'],
        ['Werkstudentin', 'Working student'],
        ['', 'Consultant'],
      ]),
    );
    expect(profile.workExperiences[0]?.translations.en?.description).toBe(
      'Introduced downtime reduction',
    );
    expect(profile.translations.en?.jobTitle).toBe('Platform lead');
    expect(profile.jobTitle).toBe('Softwareentwicklerin');
  });
});
