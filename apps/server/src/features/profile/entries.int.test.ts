import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTRY_LIMITS, SECTION_KINDS, type EntryKind } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { expectError, expectFieldErrors } from '../../../test/http';
import { accountWithProfile, newCustomSection, orderEntries } from '../../../test/profile-helpers';
import { profileEntries } from '../../db/schema';

const { app } = await buildTestApp();

const save = (cookie: string, kind: EntryKind, payload: unknown, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/profile/${kind}`,
    headers: { cookie, 'accept-language': lang },
    payload: payload as object,
  });

const remove = (cookie: string, kind: EntryKind, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/profile/${kind}/${id}`, headers: { cookie } });

const order = (cookie: string, kind: EntryKind, ids: string[]) =>
  orderEntries(app, cookie, kind, ids);

const newSection = (cookie: string, title = 'Teaching') => newCustomSection(app, cookie, title);

/** The list a kind shows up in; entries of custom sections: those of the account's first section. */
async function listOf(cookie: string, list: string): Promise<Record<string, unknown>[]> {
  const profile = (await app.inject({ url: '/api/profile', headers: { cookie } })).json();
  return list === 'customSections' ? (profile.customSections[0]?.entries ?? []) : profile[list];
}

interface KindCase {
  kind: EntryKind;
  valid: Record<string, unknown>;
  change: Record<string, unknown>;
}

/** One valid entry of each kind and a change to it; the list is the kind's (SECTION_KINDS). */
const KINDS: KindCase[] = [
  {
    kind: 'work-experience',
    valid: {
      jobTitle: 'Engineer',
      company: 'Analytical Engines Ltd',
      location: 'London',
      positionStart: '2020-01-01',
      positionEnd: '2022-06-01',
      description: 'Built the **mill**:\n\n- gears\n- cards',
      highlights: ['Cut costs by 30 %', 'Hired four engineers'],
    },
    change: { company: 'Difference Engines plc', positionEnd: null, highlights: [] },
  },
  {
    kind: 'education',
    valid: {
      institution: 'University of London',
      degreeName: 'Mathematics',
      level: 'Bachelor',
      educationStart: '2015-10-01',
      educationEnd: '2019-07-01',
      description: 'Analysis',
    },
    change: { degreeName: 'Applied Mathematics', level: null },
  },
  {
    kind: 'skill',
    valid: { name: 'TypeScript', type: 'Programming Languages', level: 4, keywords: ['Node.js'] },
    change: { level: 5, keywords: ['React', 'Fastify'] },
  },
  {
    kind: 'project',
    valid: {
      name: 'CV Builder',
      role: 'Lead',
      projectStart: '2023-01-01',
      projectEnd: '2023-12-01',
      description: 'This app.',
      url: 'https://example.com/cv',
      links: [{ label: 'Source', url: 'https://github.com/example/cv' }],
    },
    change: { links: [], url: '', role: null },
  },
  {
    kind: 'link',
    valid: { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
    change: { username: null, url: 'https://github.com/lovelace' },
  },
  {
    kind: 'language',
    valid: { language: 'de', level: 'C1', note: 'Goethe-Zertifikat' },
    change: { level: 'native', note: null },
  },
  {
    kind: 'certificate',
    valid: {
      name: 'Solutions Architect',
      issuer: 'Cloud Academy',
      date: '2023-01-01',
      expiry: '2026-01-01',
      url: 'https://example.com/cert',
      credentialId: 'ABC-123',
    },
    change: { expiry: null, url: '' },
  },
  {
    kind: 'award',
    valid: { title: 'Best paper', awarder: 'ACM', date: '2021-05-01', summary: 'For *notes*.' },
    change: { summary: null, awarder: 'IEEE' },
  },
  {
    kind: 'publication',
    valid: {
      title: 'Sketch of the Analytical Engine',
      publisher: "Taylor's Scientific Memoirs",
      date: '1843-09-01',
      url: 'https://example.com/sketch',
      summary: 'Notes A to G.',
    },
    change: { url: '', publisher: null },
  },
  {
    kind: 'volunteering',
    valid: {
      organization: 'Red Cross',
      role: 'First aid',
      location: 'Berlin',
      start: '2019-01-01',
      end: '2020-01-01',
      description: 'Weekend shifts.',
      url: 'https://example.com/rc',
      highlights: ['Trained 40 volunteers'],
    },
    change: { end: null, highlights: [] },
  },
  {
    kind: 'interest',
    valid: { name: 'Chess', keywords: ['Openings', 'Endgames'] },
    change: { keywords: [] },
  },
  {
    kind: 'reference',
    valid: {
      name: 'Charles Babbage',
      relation: 'Mentor',
      contact: 'charles@example.com',
      text: 'A fine mind.',
    },
    change: { contact: null },
  },
  {
    kind: 'custom-entry',
    valid: {
      title: 'Lecture on engines',
      subtitle: 'Royal Society',
      place: 'London',
      start: '2020-01-01',
      end: '2020-02-01',
      description: 'Two talks.',
      url: 'https://example.com/talk',
    },
    change: { place: null, end: '' },
  },
];

/** A valid body for the account: an entry of a custom section needs one of the account's sections. */
async function validFor(cookie: string, { kind, valid }: KindCase) {
  return kind === 'custom-entry' ? { ...valid, sectionId: (await newSection(cookie)).id } : valid;
}

describe.each(KINDS)('entries: $kind', (kindCase) => {
  const { kind, change } = kindCase;
  const list = SECTION_KINDS[kind].listKey;

  it('creates (201, without id), updates (200, with id) and deletes (204)', async () => {
    const { cookie } = await accountWithProfile(app);
    const valid = await validFor(cookie, kindCase);
    const created = await save(cookie, kind, valid);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ ...valid, position: 1 });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listOf(cookie, list)).toEqual([item]);

    const updated = await save(cookie, kind, { ...valid, ...change, id: item.id });
    expect(updated.statusCode, updated.body).toBe(200);
    const expected = Object.fromEntries(
      Object.entries({ ...item, ...change }).map(([k, v]) => [k, v === '' ? null : v]),
    );
    expect(updated.json()).toEqual(expected);
    expect(await listOf(cookie, list)).toEqual([expected]);

    const deleted = await remove(cookie, kind, item.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await listOf(cookie, list)).toEqual([]);
    expectError(await remove(cookie, kind, item.id), 404, 'entry_not_found');
  });

  it("answers another user's id with 404 and changes nothing", async () => {
    const owner = await accountWithProfile(app);
    const valid = await validFor(owner.cookie, kindCase);
    const item = (await save(owner.cookie, kind, valid)).json();
    const other = await accountWithProfile(app);
    const otherValid = await validFor(other.cookie, kindCase);

    expectError(
      await save(other.cookie, kind, { ...otherValid, ...change, id: item.id }),
      404,
      'entry_not_found',
    );
    expectError(await remove(other.cookie, kind, item.id), 404, 'entry_not_found');
    expectError(await order(other.cookie, kind, [item.id]), 404, 'entry_not_found');
    expect(await listOf(owner.cookie, list)).toEqual([item]);
    expect(await listOf(other.cookie, list)).toEqual([]);
  });

  it('answers an unknown id with 404 and a non-UUID id with 400', async () => {
    const { cookie } = await accountWithProfile(app);
    const valid = await validFor(cookie, kindCase);
    expectError(await save(cookie, kind, { ...valid, id: randomUUID() }), 404, 'entry_not_found');
    expectError(await remove(cookie, kind, randomUUID()), 404, 'entry_not_found');
    expectError(await save(cookie, kind, { ...valid, id: '42' }), 400, 'validation');
    expectError(await remove(cookie, kind, '42'), 400, 'validation');
    expectError(await remove(cookie, kind, "1' or '1'='1"), 400, 'validation');
  });

  it('answers an id of another kind with 404', async () => {
    const { cookie } = await accountWithProfile(app);
    const other = KINDS.find((k) => k.kind !== kind)!;
    const foreign = (await save(cookie, other.kind, await validFor(cookie, other))).json();
    const valid = await validFor(cookie, kindCase);
    expectError(await save(cookie, kind, { ...valid, id: foreign.id }), 404, 'entry_not_found');
    expectError(await remove(cookie, kind, foreign.id), 404, 'entry_not_found');
  });

  it('answers 404 profile_not_found before the profile exists', async () => {
    const { cookie } = await loggedInAccount(app);
    const body =
      kind === 'custom-entry' ? { ...kindCase.valid, sectionId: randomUUID() } : kindCase.valid;
    expectError(await save(cookie, kind, body), 404, 'profile_not_found');
  });

  it('answers 401 without login', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/profile/${kind}`,
      payload: kindCase.valid,
    });
    expectError(res, 401, 'unauthorized');
    expectError(await remove('', kind, randomUUID()), 401, 'unauthorized');
    expectError(await order('', kind, []), 401, 'unauthorized');
  });

  it('refuses a body of the wrong shape with 400, never 500', async () => {
    const { cookie } = await accountWithProfile(app);
    const valid = await validFor(cookie, kindCase);
    for (const payload of [[], { ...valid, position: -1 }, { ...valid, position: 1.5 }]) {
      expectError(await save(cookie, kind, payload), 400, 'validation');
    }
    for (const json of ['"text"', '42', 'null', '[1,2]']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/profile/${kind}`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: json,
      });
      expectError(res, 400, 'validation');
    }
    const malformed = await app.inject({
      method: 'POST',
      url: `/api/profile/${kind}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(malformed, 400, 'malformed_json');
  });

  it('refuses each field with a wrong type, a 10,000-character text or NUL, naming the field', async () => {
    const { cookie } = await accountWithProfile(app);
    const valid = await validFor(cookie, kindCase);
    for (const [field, value] of Object.entries(valid)) {
      const bad: unknown[] = Array.isArray(value)
        ? ['not a list', [42], Array.from({ length: 21 }, (_, i) => `item ${i}`)]
        : typeof value === 'number'
          ? ['4', 99]
          : [12345, true, 'x'.repeat(10_000), 'a\u0000b', '\ud800'];
      for (const wrong of bad) {
        const res = await save(cookie, kind, { ...valid, [field]: wrong });
        const body = expectError(res, 400, 'validation');
        expect(
          Object.keys(body.fieldErrors ?? {}).some((key) => key.startsWith(field)),
          `${field}: ${JSON.stringify(wrong).slice(0, 40)}`,
        ).toBe(true);
      }
    }
    expect(await listOf(cookie, list)).toEqual([]);
  });

  it(`refuses more than the limit of entries with 409`, async () => {
    const { account, cookie } = await accountWithProfile(app);
    const max = ENTRY_LIMITS[kind];
    const valid = await validFor(cookie, kindCase);
    // Straight into the table: the limit, not the API, is under test here.
    const existing = (await save(cookie, kind, valid)).json();
    const { id: _id, position: _position, sectionId, ...data } = existing;
    await app.db.insert(profileEntries).values(
      Array.from({ length: max - 1 }, () => ({
        accountId: account.id,
        kind,
        sectionId: sectionId ?? null,
        data,
      })),
    );
    const res = await save(cookie, kind, valid);
    expect(expectError(res, 409, 'entry_limit').message).toBe(
      `You can keep at most ${max} entries of this kind`,
    );
  });
});

describe('entry rules and messages', () => {
  it.each([
    ['en', 1e20, 'Position must be at most 100000'],
    ['de', 1e20, 'Position darf höchstens 100000 sein'],
    ['en', -5, 'Position must be at least 0'],
  ])('says a position out of range once, as a number (%s, %d)', async (lang, position, text) => {
    const { cookie } = await accountWithProfile(app);
    const res = await save(cookie, 'skill', { name: 'Go', type: 'Code', level: 3, position }, lang);
    expectFieldErrors(res, { position: [text] });
  });

  it.each([
    [
      'en',
      'Job title must not be blank',
      'Company must not be blank',
      'Start date is not a valid date',
    ],
    [
      'de',
      'Berufsbezeichnung darf nicht leer sein',
      'Unternehmen darf nicht leer sein',
      'Beginn ist kein gültiges Datum',
    ],
  ])('requires the required fields (%s)', async (lang, jobTitle, company, start) => {
    const { cookie } = await accountWithProfile(app);
    const res = await save(
      cookie,
      'work-experience',
      { jobTitle: '   ', positionStart: '2024-02-30' },
      lang,
    );
    expectFieldErrors(res, {
      jobTitle: [jobTitle],
      company: [company],
      positionStart: [start],
    });
  });

  it.each([
    [
      'work-experience',
      { jobTitle: 'A', company: 'B', positionStart: '2022-05-01', positionEnd: '2021-01-01' },
      'positionEnd',
    ],
    [
      'education',
      {
        institution: 'A',
        degreeName: 'B',
        educationStart: '2022-05-01',
        educationEnd: '2022-04-30',
      },
      'educationEnd',
    ],
    ['project', { name: 'A', projectStart: '2022-05-01', projectEnd: '2020-01-01' }, 'projectEnd'],
  ] as const)('%s: refuses an end before the start', async (kind, payload, field) => {
    const { cookie } = await accountWithProfile(app);
    expectFieldErrors(await save(cookie, kind, payload), {
      [field]: ['End date must be after Start date'],
    });
    expectFieldErrors(await save(cookie, kind, payload, 'de'), {
      [field]: ['Ende muss nach Beginn liegen'],
    });
  });

  it('takes an end in the start month, and an open end meaning "present"', async () => {
    const { cookie } = await accountWithProfile(app);
    const base = { jobTitle: 'A', company: 'B', positionStart: '2022-05-01' };
    expect(
      (await save(cookie, 'work-experience', { ...base, positionEnd: '2022-05-01' })).statusCode,
    ).toBe(201);
    for (const open of [{}, { positionEnd: null }, { positionEnd: '' }]) {
      const res = await save(cookie, 'work-experience', { ...base, ...open });
      expect(res.statusCode).toBe(201);
      expect(res.json().positionEnd).toBeNull();
    }
  });

  it.each([0, 6, 2.5, -1, 100])('refuses skill level %s with the range message', async (level) => {
    const { cookie } = await accountWithProfile(app);
    const payload = { name: 'Go', type: 'Programming Languages', level };
    expectFieldErrors(await save(cookie, 'skill', payload), {
      level: ['Level must be between 1 and 5'],
    });
    expectFieldErrors(await save(cookie, 'skill', payload, 'de'), {
      level: ['Niveau muss zwischen 1 und 5 liegen'],
    });
  });

  it('takes skill levels 1 to 5', async () => {
    const { cookie } = await accountWithProfile(app);
    for (const level of [1, 2, 3, 4, 5]) {
      const res = await save(cookie, 'skill', { name: `S${level}`, type: 'T', level });
      expect(res.statusCode).toBe(201);
    }
  });

  it.each([
    ['javascript:alert(1)', 'Link must be a valid http(s) link'],
    ['ftp://example.com/x', 'Link must be a valid http(s) link'],
    ['example.com', 'Link must be a valid http(s) link'],
    ['http://', 'Link must be a valid http(s) link'],
    ['', 'Link must not be blank'],
  ])('refuses the project link %j', async (url, message) => {
    const { cookie } = await accountWithProfile(app);
    const res = await save(cookie, 'project', { name: 'P', links: [{ label: 'Demo', url }] });
    expectFieldErrors(res, { 'links.0.url': [message] });
  });

  it('refuses a main url that is not http(s), and more than 10 links', async () => {
    const { cookie } = await accountWithProfile(app);
    const bad = await save(cookie, 'project', { name: 'P', url: 'data:text/html,hi' });
    expectFieldErrors(bad, {
      url: ['Link must be a valid http(s) link'],
    });
    const links = Array.from({ length: 11 }, (_, i) => ({
      label: `L${i}`,
      url: `https://e.com/${i}`,
    }));
    expectError(await save(cookie, 'project', { name: 'P', links }), 400, 'validation');
  });

  it('bounds every text', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await save(cookie, 'work-experience', {
      jobTitle: 'x'.repeat(201),
      company: 'B',
      positionStart: '2020-01-01',
      description: 'y'.repeat(5001),
    });
    expectFieldErrors(res, {
      jobTitle: ['Job title must be at most 200 characters'],
      description: ['Description must be at most 5000 characters'],
    });
  });

  it('refuses NUL characters with 400 (PostgreSQL cannot store them)', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await save(cookie, 'skill', { name: 'a\u0000b', type: 'T', level: 1 });
    expectFieldErrors(res, {
      name: ['Name contains characters that are not allowed'],
    });
  });
});

describe('entry order', () => {
  const job = (positionStart: string, jobTitle = positionStart) => ({
    jobTitle,
    company: 'C',
    positionStart,
  });

  it('lists newest first until the user orders the list', async () => {
    const { cookie } = await accountWithProfile(app);
    for (const start of ['2018-01-01', '2023-03-01', '2020-07-01']) {
      await save(cookie, 'work-experience', job(start));
    }
    const titles = (await listOf(cookie, 'workExperiences')).map((e) => e.jobTitle);
    expect(titles).toEqual(['2023-03-01', '2020-07-01', '2018-01-01']);
  });

  it('lists undated projects after dated ones, and skills in the order they were added', async () => {
    const { cookie } = await accountWithProfile(app);
    await save(cookie, 'project', { name: 'undated' });
    await save(cookie, 'project', { name: 'old', projectStart: '2010-01-01' });
    await save(cookie, 'project', { name: 'new', projectStart: '2020-01-01' });
    expect((await listOf(cookie, 'projects')).map((p) => p.name)).toEqual([
      'new',
      'old',
      'undated',
    ]);

    for (const name of ['first', 'second', 'third']) {
      await save(cookie, 'skill', { name, type: 'T', level: 3 });
    }
    expect((await listOf(cookie, 'skills')).map((s) => s.name)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('keeps the order set with PUT /order; a later new entry goes to its date’s place', async () => {
    const { cookie } = await accountWithProfile(app);
    const ids: string[] = [];
    for (const start of ['2018-01-01', '2023-03-01', '2020-07-01']) {
      ids.push((await save(cookie, 'work-experience', job(start))).json().id);
    }
    const wanted = [ids[0], ids[2], ids[1]] as string[];
    const res = await order(cookie, 'work-experience', wanted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((e: { id: string }) => e.id)).toEqual(wanted);
    expect(res.json().map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);
    expect((await listOf(cookie, 'workExperiences')).map((e) => e.id)).toEqual(wanted);

    // Current since 2010: after the jobs current since later, the others keep their order.
    const newest = (await save(cookie, 'work-experience', job('2010-01-01', 'added later'))).json();
    expect((await listOf(cookie, 'workExperiences')).map((e) => e.id)).toEqual([
      ...wanted,
      newest.id,
    ]);

    // An explicit position on save moves an entry too.
    await save(cookie, 'work-experience', {
      ...job('2010-01-01', 'added later'),
      id: newest.id,
      position: 0,
    });
    expect((await listOf(cookie, 'workExperiences')).map((e) => e.id)).toEqual([
      newest.id,
      ...wanted,
    ]);
  });

  it('refuses an order that misses or repeats an entry with 400', async () => {
    const { cookie } = await accountWithProfile(app);
    const a = (await save(cookie, 'skill', { name: 'a', type: 'T', level: 1 })).json().id;
    const b = (await save(cookie, 'skill', { name: 'b', type: 'T', level: 1 })).json().id;
    for (const ids of [[a], [a, a], [a, b, a]]) {
      const res = await order(cookie, 'skill', ids);
      expectFieldErrors(res, {
        ids: ['The order must list each of your entries exactly once'],
      });
    }
    expectError(await order(cookie, 'skill', [a, 'nope']), 400, 'validation');
  });
});
