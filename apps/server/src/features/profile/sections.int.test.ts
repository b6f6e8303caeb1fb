import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, ENTRY_LIMITS, LIMITS, publicProfileSchema } from '@cv/shared';
import { profileEntries } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { inspectPdf } from '../../../test/pdf-inspect';
import { expectError, expectFieldErrors } from '../../../test/http';
import {
  accountWithProfile,
  addToProfile,
  postProfile,
  postToProfile,
  ownProfile,
} from '../../../test/profile-helpers';

const { app } = await buildTestApp();

const post = (cookie: string, path: string, payload: unknown) =>
  postToProfile(app, cookie, path, payload);

const putSections = (cookie: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/profile/sections',
    headers: { cookie },
    payload: payload as object,
  });

const publicProfile = async (username: string, lang = 'en') =>
  publicProfileSchema.parse(
    (
      await app.inject({
        url: `/api/public/profile/${username}`,
        headers: { 'accept-language': lang },
      })
    ).json(),
  );

/** A public profile with one entry in every section, each carrying a text that names it. */
async function everySection() {
  const { account, cookie } = await accountWithProfile(app, {
    publicAccess: true,
    website: 'https://ada.example.com',
  });
  const created = (path: string, payload: object) => addToProfile(app, cookie, path, payload);
  await created('work-experience', {
    jobTitle: 'Job-Title-W',
    company: 'Company-W',
    positionStart: '2020-01-01',
    description: 'Intro with **Bold-W** text\n\n- Bullet-W-1\n- Bullet-W-2',
    highlights: ['Highlight-W'],
  });
  await created('education', {
    institution: 'School-E',
    degreeName: 'Degree-E',
    educationStart: '2010-01-01',
  });
  await created('skill', { name: 'Skill-S', type: 'Type-S', level: 4, keywords: ['Keyword-S'] });
  await created('project', { name: 'Project-P' });
  await created('link', { network: 'GitHub', username: 'ada-L', url: 'https://github.com/ada-L' });
  await created('language', { language: 'de', level: 'native' });
  await created('certificate', { name: 'Certificate-C', issuer: 'Issuer-C', date: '2022-03-01' });
  await created('award', { title: 'Award-A', awarder: 'Awarder-A', summary: 'Summary-A' });
  await created('publication', { title: 'Publication-P', publisher: 'Publisher-P' });
  await created('volunteering', {
    organization: 'Organisation-V',
    role: 'Role-V',
    start: '2018-01-01',
    highlights: ['Highlight-V'],
  });
  await created('interest', { name: 'Interest-I', keywords: ['Keyword-I'] });
  await created('reference', { name: 'Referee-R', relation: 'Relation-R', text: 'Text-R' });
  const section = await created('custom-section', { title: 'Custom-Title-X' });
  await created('custom-entry', {
    sectionId: section.id,
    title: 'Custom-Entry-X',
    place: 'Place-X',
  });
  return { account, cookie, sectionId: section.id };
}

const TEXTS = [
  'Job-Title-W',
  'Bold-W',
  'Bullet-W-1',
  'Highlight-W',
  'Degree-E',
  'Skill-S',
  'Keyword-S',
  'Project-P',
  'ada-L',
  'Certificate-C',
  'Award-A',
  'Publication-P',
  'Organisation-V',
  'Highlight-V',
  'Interest-I',
  'Keyword-I',
  'Custom-Title-X',
  'Custom-Entry-X',
];

describe('a profile with every section', () => {
  it('lists every section in the own profile, with the switches at their defaults', async () => {
    const { cookie } = await everySection();
    const profile = await ownProfile(app, cookie);
    const text = JSON.stringify(profile);
    for (const t of [...TEXTS, 'Referee-R']) expect(text).toContain(t);
    expect(profile.website).toBe('https://ada.example.com');
    expect(profile.sectionSettings.reference).toEqual({ public: false, print: false });
    expect(profile.sectionSettings['work-experience']).toEqual({ public: true, print: true });
    expect(profile.customSections).toEqual([
      expect.objectContaining({ title: 'Custom-Title-X', public: true, print: true }),
    ]);
  });

  it('shows every public section on the public page, references only once switched on', async () => {
    const { account, cookie } = await everySection();
    const shown = await publicProfile(account.username!);
    const text = JSON.stringify(shown);
    for (const t of TEXTS) expect(text).toContain(t);
    expect(shown.website).toBe('https://ada.example.com');
    expect(shown.references).toEqual([]);
    expect(text).not.toContain('Referee-R');
    expect(text).not.toMatch(/"id"|"sectionId"|"position"/);

    const res = await putSections(cookie, { reference: { public: true, print: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reference).toEqual({ public: true, print: false });
    expect((await publicProfile(account.username!)).references).toEqual([
      { name: 'Referee-R', relation: 'Relation-R', text: 'Text-R' },
    ]);
  });

  it('hides a section switched off publicly, and descriptions and highlights with "hide descriptions"', async () => {
    const { account, cookie, sectionId } = await everySection();
    await putSections(cookie, { link: { public: false, print: true } });
    await post(cookie, 'custom-section', { id: sectionId, title: 'Custom-Title-X', public: false });
    const hidden = await publicProfile(account.username!);
    expect(hidden.links).toEqual([]);
    expect(hidden.customSections).toEqual([]);
    expect(hidden.workExperiences[0]?.description).toContain('Bold-W');

    await postProfile(app, cookie, { data: { publicAccess: true, hideDescriptions: true } });
    const bare = await publicProfile(account.username!);
    expect(bare.workExperiences[0]).not.toHaveProperty('description');
    expect(bare.workExperiences[0]).not.toHaveProperty('highlights');
    expect(bare.volunteering[0]).not.toHaveProperty('highlights');
    expect(bare.awards[0]).not.toHaveProperty('summary');
    expect(bare.interests[0]?.keywords).toEqual(['Keyword-I']);
  });

  it.each(CV_DESIGN_IDS)(
    'prints every section in the %s design; references only when switched on',
    async (design) => {
      const { cookie } = await everySection();
      const pdf = async () => {
        const res = await app.inject({
          url: `/api/cv/pdf?design=${design}&lang=en`,
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        // Some designs print headings in capitals.
        return (await inspectPdf(res.rawPayload)).text.replace(/\s+/g, ' ').toLowerCase();
      };
      const text = await pdf();
      for (const t of TEXTS) expect(text).toContain(t.toLowerCase());
      expect(text).toContain('german');
      expect(text).not.toContain('referee-r');

      await putSections(cookie, {
        reference: { public: false, print: true },
        interest: { public: true, print: false },
      });
      const switched = await pdf();
      expect(switched).toContain('referee-r');
      expect(switched).not.toContain('interest-i');
    },
  );
});

describe('PUT /api/profile/sections', () => {
  it('merges the switches it is given and keeps the others', async () => {
    const { cookie } = await accountWithProfile(app);
    await putSections(cookie, { award: { public: false, print: false } });
    const res = await putSections(cookie, { skill: { public: false, print: true } });
    expect(res.json()).toMatchObject({
      award: { public: false, print: false },
      skill: { public: false, print: true },
      education: { public: true, print: true },
    });
  });

  it.each([
    [{ unknown: { public: true, print: true } }],
    [{ skill: { public: 'yes', print: true } }],
    [{ skill: { public: true } }],
    [{ 'custom-entry': { public: true, print: true } }],
    [[]],
  ])('refuses %j with 400', async (payload) => {
    const { cookie } = await accountWithProfile(app);
    expectError(await putSections(cookie, payload), 400, 'validation');
  });

  it('answers 401 without login and 404 before the profile exists', async () => {
    expectError(await putSections('', {}), 401, 'unauthorized');
    const { cookie } = await loggedInAccount(app);
    expectError(
      await putSections(cookie, { skill: { public: true, print: true } }),
      404,
      'profile_not_found',
    );
  });
});

describe('custom sections', () => {
  it('are created, renamed and switched, and deleted with their entries', async () => {
    const { cookie } = await accountWithProfile(app);
    const created = await post(cookie, 'custom-section', { title: 'Teaching' });
    expect(created.statusCode).toBe(201);
    const section = created.json();
    expect(section).toMatchObject({ title: 'Teaching', public: true, print: true, entries: [] });
    const entry = (
      await post(cookie, 'custom-entry', { sectionId: section.id, title: 'Course' })
    ).json();

    const renamed = await post(cookie, 'custom-section', {
      id: section.id,
      title: 'Lehre',
      print: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Lehre',
      print: false,
      entries: [{ id: entry.id }],
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/profile/custom-section/${section.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await ownProfile(app, cookie)).customSections).toEqual([]);
    expectError(
      await app.inject({
        method: 'DELETE',
        url: `/api/profile/custom-entry/${entry.id}`,
        headers: { cookie },
      }),
      404,
      'entry_not_found',
    );
  });

  it("answers another user's section with 404, for the section and for entries into it", async () => {
    const owner = await accountWithProfile(app);
    const section = (await post(owner.cookie, 'custom-section', { title: 'Mine' })).json();
    const other = await accountWithProfile(app);
    expectError(
      await post(other.cookie, 'custom-section', { id: section.id, title: 'Taken' }),
      404,
      'section_not_found',
    );
    expectError(
      await post(other.cookie, 'custom-entry', { sectionId: section.id, title: 'In' }),
      404,
      'section_not_found',
    );
    expectError(
      await app.inject({
        method: 'DELETE',
        url: `/api/profile/custom-section/${section.id}`,
        headers: { cookie: other.cookie },
      }),
      404,
      'section_not_found',
    );
    expectError(
      await post(other.cookie, 'custom-entry', { sectionId: randomUUID(), title: 'In' }),
      404,
      'section_not_found',
    );
    expect((await ownProfile(app, owner.cookie)).customSections).toEqual([
      expect.objectContaining({ title: 'Mine', entries: [] }),
    ]);
  });

  it('moves an entry to another own section, and orders entries within one section', async () => {
    const { cookie } = await accountWithProfile(app);
    const a = (await post(cookie, 'custom-section', { title: 'A' })).json();
    const b = (await post(cookie, 'custom-section', { title: 'B' })).json();
    const first = (await post(cookie, 'custom-entry', { sectionId: a.id, title: 'first' })).json();
    const second = (
      await post(cookie, 'custom-entry', { sectionId: a.id, title: 'second' })
    ).json();
    const inB = (await post(cookie, 'custom-entry', { sectionId: b.id, title: 'in b' })).json();

    const order = (ids: string[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/custom-entry/order',
        headers: { cookie },
        payload: { ids },
      });
    const ordered = await order([first.id, second.id]);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().map((e: { title: string }) => e.title)).toEqual(['first', 'second']);
    // One list at a time: mixing sections, or leaving one of a section's entries out, is refused.
    expectError(await order([first.id, second.id, inB.id]), 400, 'validation');
    expectError(await order([first.id]), 400, 'validation');

    const moved = await post(cookie, 'custom-entry', {
      id: inB.id,
      sectionId: a.id,
      title: 'in b',
    });
    expect(moved.statusCode).toBe(200);
    const sections = (await ownProfile(app, cookie)).customSections;
    expect(sections.map((s) => s.entries.length)).toEqual([3, 0]);
  });

  it('refuses to move an entry into a custom section that is full', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const full = (await post(cookie, 'custom-section', { title: 'Full' })).json();
    const other = (await post(cookie, 'custom-section', { title: 'Other' })).json();
    const entry = (
      await post(cookie, 'custom-entry', { sectionId: other.id, title: 'mover' })
    ).json();
    await app.db.insert(profileEntries).values(
      Array.from({ length: ENTRY_LIMITS['custom-entry'] }, (_, i) => ({
        accountId: account.id,
        kind: 'custom-entry',
        sectionId: full.id,
        data: { title: `E${i}` },
      })),
    );
    expectError(
      await post(cookie, 'custom-entry', { id: entry.id, sectionId: full.id, title: 'mover' }),
      409,
      'entry_limit',
    );
    // Saving it where it is stays possible.
    const kept = await post(cookie, 'custom-entry', {
      id: entry.id,
      sectionId: other.id,
      title: 'kept',
    });
    expect(kept.statusCode).toBe(200);
  });

  it(`allows at most ${LIMITS.customSectionsMax}, and refuses bad input with 400`, async () => {
    const { cookie } = await accountWithProfile(app);
    for (let i = 0; i < LIMITS.customSectionsMax; i++) {
      expect((await post(cookie, 'custom-section', { title: `S${i}` })).statusCode).toBe(201);
    }
    expectError(await post(cookie, 'custom-section', { title: 'one more' }), 409, 'entry_limit');
    for (const payload of [
      {},
      { title: ' ' },
      { title: 'x'.repeat(10_000) },
      { title: 'a\u0000' },
      { title: 1 },
      { title: 'T', public: 'no' },
      { id: '42', title: 'T' },
    ]) {
      expectError(await post(cookie, 'custom-section', payload), 400, 'validation');
    }
    expectError(await post('', 'custom-section', { title: 'T' }), 401, 'unauthorized');
  });
});

describe('the section routes, malformed and in German', () => {
  const routes = [
    { method: 'PUT', url: '/api/profile/sections' },
    { method: 'POST', url: '/api/profile/custom-section' },
  ] as const;

  it.each(routes)(
    '$method $url answers malformed JSON and a body over the limit with 4xx',
    async (route) => {
      const { cookie } = await accountWithProfile(app);
      const headers = { cookie, 'content-type': 'application/json' };
      expectError(
        await app.inject({ ...route, headers, payload: '{"title":' }),
        400,
        'malformed_json',
      );
      const huge = JSON.stringify({ title: 'x'.repeat(LIMITS.jsonBodyMaxBytes) });
      expectError(await app.inject({ ...route, headers, payload: huge }), 413, 'payload_too_large');
    },
  );

  it('names the fault in German', async () => {
    const { cookie } = await accountWithProfile(app);
    const de = { cookie, 'accept-language': 'de' };
    const blank = await app.inject({
      method: 'POST',
      url: '/api/profile/custom-section',
      headers: de,
      payload: { title: ' ' },
    });
    expectFieldErrors(blank, {
      title: ['Titel darf nicht leer sein'],
    });
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/profile/custom-section/${randomUUID()}`,
      headers: de,
    });
    expect(expectError(missing, 404, 'section_not_found').message).toBe(
      'Diesen Abschnitt gibt es nicht (mehr)',
    );
  });
});
