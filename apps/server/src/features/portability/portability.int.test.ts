import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  ENTRY_LIMITS,
  IMPORT_LIMITS,
  importPreviewSchema,
  importResultSchema,
  type Profile,
} from '@cv/shared';
import { profileEntries } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { expectToContainAll } from '../../../test/expect-text';
import { loggedInAccount } from '../../../test/factories';
import { solidImage } from '../../../test/images';
import type { FormPart } from '../../../test/multipart';
import { expectAnswer, expectError } from '../../../test/http';
import { unzip } from '../../../test/zip';
import { linkedInFiles, readFixture, zipOf } from '../../../test/fixtures/import/zip';
import {
  accountWithProfile,
  addToProfile,
  createCv,
  postProfile,
  ownProfile,
} from '../../../test/profile-helpers';

const { app } = await buildTestApp();

type Resume = Record<string, unknown>;

/** A JSON Resume as people have them: umlauts, an open end, one entry without its start. */
function jsonResume(overrides: Resume = {}): Resume {
  return {
    basics: {
      name: 'Jürgen Weiß',
      label: 'Softwareentwicklerin',
      summary: 'Baut <b>robuste</b> Systeme.',
      url: 'https://weiss.example.de',
      location: { city: 'Köln', countryCode: 'DE' },
      profiles: [{ network: 'GitHub', username: 'jweiss', url: 'https://github.com/jweiss' }],
      email: 'ignored@example.com',
    },
    work: [
      {
        name: 'Müller GmbH',
        position: 'Entwicklerin',
        startDate: '2019-03',
        summary: 'Plattform betreut',
        highlights: ['Ausfallzeit halbiert'],
      },
      { name: 'Ohne Datum AG', position: 'Praktikantin' },
    ],
    skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
    languages: [{ language: 'Deutsch', fluency: 'Native speaker' }],
    unknownExtra: { anything: true },
    ...overrides,
  };
}

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

function post(
  cookie: string | null,
  url: string,
  payload: Buffer | string,
  { type = 'application/json', lang = 'en' }: { type?: string | null; lang?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(type ? { 'content-type': type } : {}),
      'accept-language': lang,
    },
    payload,
  });
}

const get = (cookie: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });

/** Saves the profile under `displayName` with `picture` as its photo. */
async function savePicture(cookie: string, displayName: string, picture: FormPart) {
  const saved = await postProfile(app, cookie, { data: { displayName }, profilePicture: picture });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function entryCount(accountId: string): Promise<number> {
  const rows = await app.db.select().from(profileEntries);
  return rows.filter((row) => row.accountId === accountId).length;
}

async function imported(cookie: string, file: Resume, mode: 'add' | 'replace') {
  const res = await post(cookie, `/import?mode=${mode}`, body(file));
  return expectAnswer(res, 200, importResultSchema);
}

describe('POST /api/import/preview', () => {
  it('shows what a JSON Resume would add, and why an entry cannot be, without writing', async () => {
    const { account, cookie } = await accountWithProfile(app, { jobTitle: 'Analyst' });
    const before = await ownProfile(app, cookie);
    const res = await post(cookie, '/import/preview', body(jsonResume()));
    expect(res.statusCode, res.body).toBe(200);
    const preview = importPreviewSchema.parse(res.json());

    expect(preview.format).toBe('json-resume');
    expect(preview.general).toMatchObject({
      displayName: 'Jürgen Weiß',
      jobTitle: 'Softwareentwicklerin',
      location: 'Köln',
      website: 'https://weiss.example.de',
    });
    // HTML never reaches the profile: it becomes the formatting subset.
    expect(preview.general.bio).toBe('Baut **robuste** Systeme.');
    const work = preview.sections.find((s) => s.kind === 'work-experience');
    expect(work?.entries).toEqual([
      {
        title: 'Entwicklerin',
        subtitle: 'Müller GmbH',
        dates: '2019-03 – present',
        start: '2019-03-01',
        end: null,
      },
    ]);
    expect(preview.sections.map((s) => s.kind)).toEqual([
      'work-experience',
      'skill',
      'link',
      'language',
    ]);
    expect(preview.skipped).toEqual([
      {
        source: expect.stringContaining('work') as string,
        label: 'Praktikantin – Ohne Datum AG',
        reason: 'invalid',
        message: expect.stringMatching(/must not be blank/) as string,
      },
    ]);
    expect(preview.total).toBe(4);

    expect(await ownProfile(app, cookie)).toEqual(before);
    expect(await entryCount(account.id)).toBe(0);
  });

  it('explains the skipped entry in German', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await post(cookie, '/import/preview', body(jsonResume()), { lang: 'de' });
    const preview = importPreviewSchema.parse(res.json());
    expect(preview.skipped[0]?.message).toMatch(/darf nicht leer sein/);
    expect(preview.sections.find((s) => s.kind === 'skill')?.entries[0]?.subtitle).toBe(
      'Kenntnisse',
    );
  });

  it.each([
    ['not JSON', Buffer.from('{"basics": '), undefined, /not a JSON document/],
    ['JSON of another shape', body({ hello: 'world' }), undefined, /could not recognise/],
    [
      'a JSON Resume claimed as Reactive Resume',
      body(jsonResume()),
      'reactive-resume',
      /Reactive Resume export/,
    ],
    ['a JSON file claimed as LinkedIn', body(jsonResume()), 'linkedin', /not a LinkedIn export/],
    ['an empty body', Buffer.alloc(0), undefined, /damaged or cannot be read/],
  ])('refuses %s with a clear message', async (_case, payload, format, message) => {
    const { cookie } = await accountWithProfile(app);
    const url = `/import/preview${format ? `?format=${format}` : ''}`;
    const error = expectError(await post(cookie, url, payload), 400, 'import_unreadable');
    expect(error.message).toMatch(message);
  });

  it('refuses a file over the limit with 413 before reading it', async () => {
    const { cookie } = await accountWithProfile(app);
    const big = Buffer.alloc(IMPORT_LIMITS.fileMaxBytes + 1, 0x20);
    expectError(await post(cookie, '/import/preview', big), 413, 'payload_too_large');
  });

  it('refuses a body without a file type, and callers without a verified login', async () => {
    const { cookie } = await accountWithProfile(app);
    expectError(
      await post(cookie, '/import/preview', 'x', { type: 'text/plain' }),
      415,
      'unsupported_media_type',
    );
    expectError(await post(null, '/import/preview', body(jsonResume())), 401, 'unauthorized');
    const unverified = await loggedInAccount(app, { status: 'UNVERIFIED' });
    expect((await post(unverified.cookie, '/import/preview', body(jsonResume()))).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/import', () => {
  it('adds to the profile: existing entries and texts stay, empty texts are filled', async () => {
    const { account, cookie } = await accountWithProfile(app, {
      jobTitle: 'Analyst',
      publicAccess: true,
    });
    await app.inject({
      method: 'POST',
      url: '/api/profile/work-experience',
      headers: { cookie },
      payload: { jobTitle: 'Before', company: 'Old Co', positionStart: '2010-01-01' },
    });
    const result = await imported(cookie, jsonResume(), 'add');
    expect(result).toEqual({ mode: 'add', added: 4, skipped: 1 });

    const profile = await ownProfile(app, cookie);
    expect(profile.jobTitle).toBe('Analyst');
    expect(profile.location).toBe('Köln');
    expect(profile.publicAccess).toBe(true);
    // Current since 2019: before the job current since 2010.
    expect(profile.workExperiences.map((w) => w.jobTitle)).toEqual(['Entwicklerin', 'Before']);
    expect(profile.workExperiences[0]).toMatchObject({
      company: 'Müller GmbH',
      positionStart: '2019-03-01',
      positionEnd: null,
      description: 'Plattform betreut',
      highlights: ['Ausfallzeit halbiert'],
    });
    expect(profile.skills[0]).toMatchObject({ name: 'TypeScript', type: 'Skills', level: 5 });
    expect(profile.languages[0]).toMatchObject({ language: 'Deutsch', level: 'native' });
    expect(await entryCount(account.id)).toBe(5);
  });

  it('replaces the content: entries and texts go, picture switches and theme stay', async () => {
    const { cookie } = await accountWithProfile(app, { jobTitle: 'Analyst', publicAccess: true });
    await app.inject({
      method: 'POST',
      url: '/api/profile/work-experience',
      headers: { cookie },
      payload: { jobTitle: 'Before', company: 'Old Co', positionStart: '2010-01-01' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/profile/theme',
      headers: { cookie },
      payload: { backgroundColor: '#101010', surfaceColor: '#202020' },
    });
    await imported(cookie, jsonResume({ basics: { name: 'Neu' } }), 'replace');

    const profile = await ownProfile(app, cookie);
    expect(profile.displayName).toBe('Neu');
    expect(profile.jobTitle).toBeNull();
    expect(profile.workExperiences.map((w) => w.jobTitle)).toEqual(['Entwicklerin']);
    expect(profile.publicAccess).toBe(true);
    expect(profile.theme).toEqual({ backgroundColor: '#101010', surfaceColor: '#202020' });
  });

  it('creates the profile when the account has none yet', async () => {
    const { cookie } = await loggedInAccount(app);
    expect((await get(cookie, '/profile')).statusCode).toBe(404);
    await imported(cookie, jsonResume(), 'add');
    expect((await ownProfile(app, cookie)).displayName).toBe('Jürgen Weiß');
  });

  it('fills the account’s phone and postal address where it has none, never over the owner’s', async () => {
    const contact = jsonResume({
      basics: {
        name: 'Eleanor Whitfield',
        phone: '+44 20 7946 0958',
        location: {
          address: '221B Baker Street',
          postalCode: 'NW1 6XE',
          city: 'London',
          countryCode: 'GB',
        },
      },
    });
    const account = async (cookie: string) =>
      accountSchema.parse((await get(cookie, '/account')).json());

    const { cookie } = await accountWithProfile(app);
    await imported(cookie, contact, 'add');
    expect(await account(cookie)).toMatchObject({
      phone: '+44 20 7946 0958',
      street: 'Baker Street',
      houseNumber: '221B',
      postcode: 'NW1 6XE',
      city: 'London',
      country: 'GB',
    });

    // The owner's own phone stays; an address is taken only whole, not beside a city of theirs.
    const owner = await loggedInAccount(app, { phone: '+49 30 1234567', city: 'Berlin' });
    await imported(owner.cookie, contact, 'replace');
    expect(await account(owner.cookie)).toMatchObject({
      phone: '+49 30 1234567',
      street: null,
      houseNumber: null,
      postcode: null,
      city: 'Berlin',
      country: null,
    });
  });

  it('prints a long JSON Resume in the CV without loss: contact, degrees and grades, project details, levels once', async () => {
    const { cookie } = await accountWithProfile(app);
    const file = JSON.parse(readFixture('jsonresume-long.json').toString()) as Resume;
    await imported(cookie, file, 'replace');
    const cv = await createCv(app, cookie, 'Imported', { lang: 'en' });
    const md = (await get(cookie, `/cvs/${cv.id}/markdown`)).body;
    const preview = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', readFixture('jsonresume-long.json'))).json(),
    );

    expect(md).toMatch(/Baker Street 221B, NW1 6XE London/);
    // Every job, every highlight.
    expect(md.match(/^### /gm)?.length).toBeGreaterThanOrEqual(7 + 3 + 3);
    expectToContainAll(md, [
      // The contact line: the phone and the address the account now has.
      '[+44 20 7946 0958](tel:+442079460958)',
      '- Ran the hiring loop for the platform team (40 interviews)',
      // Degrees by their name, grades kept.
      '### Master of Science, Computer Science',
      'Grade: First-class honours (78%)',
      // Projects: role, highlights, keywords, address.
      '*Author, Maintainer*',
      '- Used in production by three fintechs',
      'Go, PostgreSQL, Event sourcing',
      '(https://northwind.example.com/game-days)',
      // Levels once; no heading typed as a skill.
      '- **Spanish** — Elementary (A2)\n',
      '- **French** — Intermediate (B1), Conversational\n',
    ]);
    expect(md).not.toMatch(/Elementary \(A2\).*Elementary/);
    expect(md).not.toMatch(/Skills \(|Technical Skills/);
    // All that is left out is the heading typed as a skill, with no skills under it.
    expect(preview.skipped.map((item) => item.label)).toEqual(['Technical Skills']);
  });

  it('writes nothing when adding would overflow a section', async () => {
    const { account, cookie } = await accountWithProfile(app, { jobTitle: null as never });
    const max = ENTRY_LIMITS.language;
    await app.db.insert(profileEntries).values(
      Array.from({ length: max }, (_, i) => ({
        accountId: account.id,
        kind: 'language',
        data: { language: `L${i}`, level: 'B1' },
      })),
    );
    const res = await post(cookie, '/import?mode=add', body(jsonResume()));
    const error = expectError(res, 409, 'import_limit');
    expect(error.message).toContain('Languages');
    expect(error.message).toContain(String(max));
    // Nothing half-imported: no work entry, and the general texts were not filled either.
    expect(await entryCount(account.id)).toBe(max);
    const profile = await ownProfile(app, cookie);
    expect(profile.location).toBeNull();
    expect(profile.jobTitle).toBeNull();
  });

  it('imports a Reactive Resume export: HTML summaries become formatting, free-text dates become dates', async () => {
    const { cookie } = await loggedInAccount(app);
    const file = readFixture('reactive-resume-v4.json');
    const preview = importPreviewSchema.parse((await post(cookie, '/import/preview', file)).json());
    expect(preview.format).toBe('reactive-resume');
    expect(preview.general.displayName).toBe('Jonas Schäfer');
    const res = await post(cookie, '/import?mode=replace&format=reactive-resume', file);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences.length).toBe(
      preview.sections.find((s) => s.kind === 'work-experience')?.entries.length,
    );
    const texts = JSON.stringify(profile);
    expect(texts).not.toMatch(/<\/?(p|ul|li|strong|b|em)>/);
    expect(profile.workExperiences.some((w) => w.positionEnd === null)).toBe(true);
  });

  it('imports a LinkedIn data export ZIP, wherever its CSV files sit', async () => {
    const { cookie } = await loggedInAccount(app);
    const zip = await zipOf(linkedInFiles('Basic_LinkedInDataExport_11-24-2026/'));
    const preview = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', zip, { type: 'application/zip' })).json(),
    );
    expect(preview.format).toBe('linkedin');
    const kinds = preview.sections.map((s) => s.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['work-experience', 'education', 'skill', 'language']),
    );
    const res = await post(cookie, '/import?mode=add', zip, { type: 'application/zip' });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences[0]?.company).toBe('Rhein-Ruhr Energie AG');
    expect(profile.workExperiences[0]?.description).toContain('Kubernetes');
  });

  it('refuses a zip bomb without writing anything', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const bomb = await zipOf({ 'Positions.csv': Buffer.alloc(IMPORT_LIMITS.zipTotalMaxBytes + 1) });
    const error = expectError(
      await post(cookie, '/import?mode=add', bomb, { type: 'application/zip' }),
      400,
      'import_unreadable',
    );
    expect(error.message).toMatch(/MB unpacked/);
    expect(await entryCount(account.id)).toBe(0);
  });

  it('requires the mode', async () => {
    const { cookie } = await accountWithProfile(app);
    expectError(await post(cookie, '/import', body(jsonResume())), 400, 'validation');
  });
});

describe('exports', () => {
  it('round-trips the profile through JSON Resume', async () => {
    const { cookie } = await accountWithProfile(app, {
      displayName: 'Jürgen Weiß',
      jobTitle: 'Entwicklerin',
      location: 'Köln',
      bio: 'Baut **robuste** Systeme.\n\n- Erstens\n- Zweitens',
      website: 'https://weiss.example.de',
    });
    const add = (path: string, payload: object) => addToProfile(app, cookie, path, payload);
    await add('work-experience', {
      jobTitle: 'Entwicklerin',
      company: 'Müller GmbH',
      location: 'Köln',
      positionStart: '2019-03-01',
      description: 'Plattform mit *Kafka* betreut, siehe [Blog](https://blog.example.de)',
      highlights: ['Ausfallzeit halbiert'],
    });
    await add('work-experience', {
      jobTitle: 'Praktikantin',
      company: 'Start AG',
      positionStart: '2017-01-01',
      positionEnd: '2018-06-01',
    });
    await add('education', {
      institution: 'TU Köln',
      degreeName: 'Informatik',
      level: 'Master',
      educationStart: '2012-10-01',
      educationEnd: '2017-09-01',
      description: 'Abschlussarbeit über Streams',
    });
    await add('skill', { name: 'TypeScript', type: 'Sprachen', level: 4, keywords: ['Node.js'] });
    await add('project', {
      name: 'Lebenslauf',
      role: 'Autorin',
      projectStart: '2021-01-01',
      url: 'https://cv.example.de',
      links: [{ label: 'Code', url: 'https://git.example.de/cv' }],
      description: 'Ein Werkzeug',
    });
    await add('link', { network: 'GitHub', username: 'jweiss', url: 'https://github.com/jweiss' });
    await add('language', { language: 'Deutsch', level: 'native' });
    await add('language', { language: 'Englisch', level: 'C1', note: 'TOEFL 110' });
    await add('certificate', {
      name: 'AWS',
      issuer: 'Amazon',
      date: '2022-03-01',
      expiry: '2025-03-01',
      credentialId: 'ABC-1',
      url: 'https://aws.example.com/c/1',
    });
    await add('award', {
      title: 'Preis',
      awarder: 'Stadt Köln',
      date: '2020-05-01',
      summary: 'Für Code',
    });
    await add('publication', {
      title: 'Streams',
      publisher: 'Verlag',
      date: '2021-02-01',
      url: 'https://pub.example.de',
      summary: 'Ein Buch',
    });
    await add('volunteering', {
      organization: 'Tafel',
      role: 'Fahrerin',
      location: 'Bonn',
      start: '2015-01-01',
      end: '2016-01-01',
      url: 'https://tafel.example.de',
      description: 'Lebensmittel',
      highlights: ['Touren geplant'],
    });
    await add('interest', { name: 'Klettern', keywords: ['Alpen'] });
    await add('reference', {
      name: 'Frau Schmidt',
      relation: 'Teamleiterin',
      contact: 'schmidt@example.de',
      text: 'Sehr gut',
    });
    const section = await add('custom-section', { title: 'Lehre' });
    await add('custom-entry', {
      sectionId: section.id,
      title: 'Tutorin',
      subtitle: 'Algorithmen',
      place: 'Köln',
      start: '2014-04-01',
      end: '2014-09-01',
      description: 'Übungen geleitet',
      url: 'https://lehre.example.de',
    });

    const res = await get(cookie, '/export/json-resume');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);

    const other = await loggedInAccount(app);
    await imported(other.cookie, JSON.parse(res.body) as Resume, 'replace');

    const strip = (profile: Profile) =>
      JSON.parse(
        JSON.stringify(profile, (key, value: unknown) =>
          key === 'id' || key === 'position' || key === 'sectionId' ? undefined : value,
        ),
      ) as unknown;
    const original = await ownProfile(app, cookie);
    const copy = await ownProfile(app, other.cookie);
    // Visibility switches, picture and theme are not content: they stay the account's own.
    const notContent = new Set<string>([
      'publicAccess',
      'showEmail',
      'showPhone',
      'showAddress',
      'hideDescriptions',
      'theme',
      'pictureUrl',
      'thumbnailUrl',
      'sectionSettings',
    ]);
    const content = (p: Profile) =>
      strip(
        Object.fromEntries(Object.entries(p).filter(([key]) => !notContent.has(key))) as Profile,
      );
    expect(content(copy)).toEqual(content(original));
  });

  it('exports everything as a ZIP: README, account, profile, resume, CVs with PDFs, sessions, history', async () => {
    const LAYOUT = { typeScale: 0.95, entrySpacing: 1.2, pageNumbers: false, photoShape: 'square' };
    const { account, cookie } = await accountWithProfile(app, { jobTitle: 'Analyst' });
    await createCv(app, cookie, 'Bewerbung ACME', {
      ...LAYOUT,
      design: 'modern',
      sidebarSections: ['education'],
      sidebarSide: 'right',
      sidebarColor: '#1b2a4a',
    });
    await app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { cookie },
      payload: { name: 'Anschreiben ACME', content: { recipient: { company: 'ACME' } } },
    });
    const res = await get(cookie, '/export/archive');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`cv-builder-${account.username}`);
    const files = await unzip(res.rawPayload);

    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'account.json',
      'applications.json',
      'cvs.json',
      'cvs/01-Bewerbung-ACME.pdf',
      'history.json',
      'letters.json',
      'letters/01-Anschreiben-ACME.pdf',
      'profile.json',
      'resume.de.json',
      'resume.json',
      'sessions.json',
    ]);
    expect(files.get('README.txt')?.toString()).toContain('resume.json');
    // The CV's layout settings travel with it.
    expect(JSON.parse(files.get('cvs.json')!.toString())).toMatchObject([
      {
        name: 'Bewerbung ACME',
        settings: {
          ...LAYOUT,
          sidebarSections: ['education'],
          sidebarSide: 'right',
          sidebarColor: '#1b2a4a',
        },
      },
    ]);
    expect(JSON.parse(files.get('letters.json')!.toString())).toMatchObject({
      letters: [{ name: 'Anschreiben ACME', content: { recipient: { company: 'ACME' } } }],
      paragraphs: [],
    });
    expect(JSON.parse(files.get('account.json')!.toString())).toMatchObject({
      username: account.username,
      email: account.email,
    });
    expect(JSON.parse(files.get('profile.json')!.toString())).toMatchObject({
      jobTitle: 'Analyst',
    });
    expect(files.get('cvs/01-Bewerbung-ACME.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');
    const sessions = files.get('sessions.json')!.toString();
    expect(JSON.parse(sessions)).toHaveLength(1);
    expect(sessions).not.toMatch(/token|hash|secret/i);
    const history = JSON.parse(files.get('history.json')!.toString()) as {
      versions: { docType: string; snapshot: { general?: { jobTitle?: string } } }[];
      bin: unknown[];
    };
    expect(new Set(history.versions.map((v) => v.docType))).toEqual(
      new Set(['profile', 'cv', 'letter']),
    );
    expect(history.versions.some((v) => v.snapshot.general?.jobTitle === 'Analyst')).toBe(true);
    expect(history.bin).toEqual([]);
  });

  it('puts the picture and its thumbnail into the archive', async () => {
    const { cookie } = await accountWithProfile(app);
    await savePicture(cookie, 'Pic', {
      bytes: await solidImage('png', 40, 40),
      filename: 'me.png',
      type: 'image/png',
    });
    const files = await unzip((await get(cookie, '/export/archive')).rawPayload);
    const names = [...files.keys()];
    expect(names.some((n) => n.startsWith('picture.'))).toBe(true);
    expect(names.some((n) => n.startsWith('thumbnail.'))).toBe(true);
  });

  it('puts the owner’s photo into the Word document of a CV that shows one, as its PDF', async () => {
    const { cookie } = await accountWithProfile(app);
    await savePicture(cookie, 'Ada Lovelace', {
      bytes: await solidImage('jpeg', 300, 400),
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    const media = async (photo: boolean) => {
      const cv = await createCv(app, cookie, `Photo ${photo}`, { photo });
      const docx = await get(cookie, `/cvs/${cv.id}/docx`);
      expect(docx.statusCode).toBe(200);
      const files = await unzip(docx.rawPayload);
      return [...files.keys()].filter((name) => /^word\/media\/./.test(name));
    };
    expect(await media(true)).toHaveLength(1);
    expect(await media(false)).toEqual([]);
  });

  it('exports one CV as Word, Markdown and JSON Resume, honouring what it leaves out', async () => {
    const { cookie } = await accountWithProfile(app, { displayName: 'Jürgen Weiß' });
    const entry = async (payload: object) =>
      (
        (
          await app.inject({
            method: 'POST',
            url: '/api/profile/work-experience',
            headers: { cookie },
            payload,
          })
        ).json() as { id: string }
      ).id;
    await entry({ jobTitle: 'Kept-Job', company: 'Kept Co', positionStart: '2020-01-01' });
    const left = await entry({
      jobTitle: 'Left-Job',
      company: 'Left Co',
      positionStart: '2019-01-01',
    });
    const cv = await createCv(app, cookie, 'Tailored', {
      excludedEntries: [left],
      lang: 'de',
      newPageSections: ['work-experience'],
    });

    const md = await get(cookie, `/cvs/${cv.id}/markdown`);
    expect(md.statusCode, md.body).toBe(200);
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    expect(md.body).toContain('Kept-Job');
    expect(md.body).not.toContain('Left-Job');
    expect(md.body).toContain('Berufserfahrung');

    const docx = await get(cookie, `/cvs/${cv.id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toMatch(/\.docx/);
    const xml = (await unzip(docx.rawPayload)).get('word/document.xml')?.toString() ?? '';
    expect(xml).toContain('Kept-Job');
    expect(xml).not.toContain('Left-Job');
    // The career starts a page, as the CV asks.
    expect(xml.split('</w:p>').find((p) => p.includes('>Berufserfahrung<'))).toContain(
      '<w:pageBreakBefore/>',
    );

    const json = await get(cookie, `/cvs/${cv.id}/json-resume`);
    const resume = JSON.parse(json.body) as { work: { position: string }[] };
    expect(resume.work.map((w) => w.position)).toEqual(['Kept-Job']);

    const foreign = await accountWithProfile(app);
    for (const format of ['markdown', 'docx', 'json-resume']) {
      expectError(await get(foreign.cookie, `/cvs/${cv.id}/${format}`), 404, 'cv_not_found');
    }
  });
});
