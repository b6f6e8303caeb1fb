import { SECTION_KIND_IDS, SECTION_KINDS, type SectionKind } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../test/fixtures/import/zip';
import { toJsonResume } from '../export/json-resume';
import { samplePerson, sampleProfile } from '../../../../test/portability-profile';
import type { ImportDraft } from './import-draft';
import { isJsonResume, readJsonResume } from './json-resume';
import { readImportFile } from './read-import-file';

const fixture = () =>
  JSON.parse(readFixture('jsonresume.json').toString('utf8')) as Record<string, unknown>;

describe('readJsonResume', () => {
  it('reads the sample file field by field', () => {
    const draft = readJsonResume(fixture());

    expect(draft.format).toBe('json-resume');
    // Phone and address go to the account; the e-mail is how the owner logs in: not read.
    expect(draft.contact).toEqual({
      phone: '+49 221 1234567',
      address: {
        street: 'Domstraße',
        houseNumber: '1',
        postcode: '50667',
        city: 'Köln',
        country: 'DE',
      },
    });
    expect(draft.general).toEqual({
      displayName: 'Anna Müller',
      jobTitle: 'Softwareentwicklerin',
      location: 'Köln, Nordrhein-Westfalen',
      bio: 'Ich entwickle seit 2015 Web-Anwendungen – am liebsten barrierefrei.\n\nSchwerpunkte: TypeScript, React & Node.js.',
      website: 'https://anna-mueller.dev',
    });
    expect(draft.entries).toEqual({
      link: [
        {
          source: 'basics.profiles[0]',
          fields: { network: 'GitHub', username: 'amueller', url: 'https://github.com/amueller' },
        },
        {
          source: 'basics.profiles[1]',
          fields: {
            network: 'Mastodon',
            username: '@anna@chaos.social',
            url: 'https://chaos.social/@anna',
          },
        },
      ],
      'work-experience': [
        {
          source: 'work[0]',
          fields: {
            company: 'Rheinland Software GmbH',
            jobTitle: 'Senior Softwareentwicklerin',
            location: 'Köln',
            positionStart: '2021-04-01',
            // The HTML summary in the formatting subset; no endDate: still there.
            description:
              'Verantwortlich für das **Kundenportal** der Stadtwerke.\n\n- Migration von AngularJS auf React\n- Einführung von Barrierefreiheits-Tests',
            highlights: ['Ladezeit um 40 % reduziert'],
          },
        },
        {
          source: 'work[1]',
          fields: {
            company: 'Stadtwerke Düsseldorf',
            jobTitle: 'Werkstudentin Softwareentwicklung',
            location: 'Düsseldorf',
            positionStart: '2016-10-01',
            positionEnd: '2019-03-31',
            // Plain text stays exactly as written (its "*" is the author's formatting).
            description: 'Pflege interner Werkzeuge (Python, *Django*).',
            highlights: [],
          },
        },
        {
          // No dates at all: the start stays absent, the import's validation reports it.
          source: 'work[2]',
          fields: {
            company: 'Freiberuflich',
            jobTitle: 'Webentwicklerin',
            description: 'Websites für Vereine und Kulturprojekte.',
            highlights: [],
          },
        },
      ],
      volunteering: [
        {
          source: 'volunteer[0]',
          fields: {
            organization: 'Code for Cologne',
            role: 'Mentorin',
            url: 'https://codefor.de/koeln',
            start: '2018-01-01',
            description: 'Workshops für Einsteigerinnen.',
            highlights: ['12 Workshops organisiert'],
          },
        },
      ],
      education: [
        {
          source: 'education[0]',
          fields: {
            grade: '1,7',
            institution: 'Universität zu Köln',
            degreeName: 'Bachelor of Science, Wirtschaftsinformatik',
            educationStart: '2013-10-01',
            educationEnd: '2017-09-01',
            description: '- Datenbanksysteme\n- Software Engineering',
          },
        },
        {
          // Without an area the study type names the degree.
          source: 'education[1]',
          fields: {
            institution: 'Abendgymnasium Köln',
            degreeName: 'Abitur',
            educationStart: '2010-01-01',
            educationEnd: '2013-01-01',
          },
        },
      ],
      certificate: [
        {
          source: 'certificates[0]',
          fields: {
            name: 'AWS Certified Developer – Associate',
            issuer: 'Amazon Web Services',
            date: '2022-06-15',
            url: 'https://aws.amazon.com/certification/',
          },
        },
      ],
      publication: [
        {
          source: 'publications[0]',
          fields: {
            title: 'Barrierefreie Formulare mit React',
            publisher: 'heise Developer',
            date: '2023-02-01',
            url: 'https://www.heise.de/developer/',
            summary: 'Ein Praxisbericht aus dem Kundenportal.',
          },
        },
      ],
      skill: [
        {
          source: 'skills[0]',
          fields: { name: 'TypeScript', level: 5, keywords: ['Node.js', 'React'] },
        },
        // No level and no type: the import fills in its defaults.
        { source: 'skills[1]', fields: { name: 'Python', keywords: ['Django'] } },
        { source: 'skills[2]', fields: { name: 'Teamführung', level: 4, keywords: [] } },
      ],
      language: [
        { source: 'languages[0]', fields: { language: 'Deutsch', level: 'native' } },
        { source: 'languages[1]', fields: { language: 'Englisch', level: 'C1' } },
        // Our German name of A2: the level says it, the CV prints it once.
        { source: 'languages[2]', fields: { language: 'Französisch', level: 'A2' } },
      ],
      interest: [
        {
          source: 'interests[0]',
          fields: { name: 'Radfahren', keywords: ['Rennrad', 'Bikepacking'] },
        },
      ],
      reference: [
        {
          source: 'references[0]',
          fields: {
            name: 'Dr. Jens Becker',
            text: 'Anna arbeitet außergewöhnlich gründlich und erklärt komplexe Dinge verständlich.',
          },
        },
      ],
      project: [
        {
          source: 'projects[0]',
          fields: {
            name: 'Open-Data-Portal Köln',
            role: 'Entwicklerin, Projektleitung',
            projectStart: '2020-05-01',
            projectEnd: '2020-11-01',
            description:
              'Visualisierung städtischer Verkehrsdaten.\n\n- 10.000 Besuche im Monat\n- Preis beim Hackathon „Köln digital“\n\nD3.js',
            url: 'https://opendata.koeln',
            links: [],
          },
        },
      ],
    });
    expect(draft.customSections).toEqual([]);
    expect(draft.skipped).toEqual([
      { source: 'basics.image', label: 'image', reason: 'unsupported' },
      { source: 'skills[3]', label: 'Docker', reason: 'unsupported' },
    ]);
  });

  it('cleans texts: controls and NUL dropped, lone surrogates replaced, blanks absent', () => {
    const draft = readJsonResume({
      basics: { name: '  Anna\u0000 Müller\u0007 ', label: '\ud800Dev', summary: '   ' },
      work: [{ name: 'A\r\nB', position: '<b>CTO</b>', startDate: '2020' }],
    });
    expect(draft.general).toEqual({ displayName: 'Anna Müller', jobTitle: '\ufffdDev' });
    expect(draft.entries['work-experience']?.[0]?.fields).toEqual({
      company: 'A B',
      jobTitle: 'CTO',
      positionStart: '2020-01-01',
      highlights: [],
    });
  });

  it('skips what is not a list or not an object, and reads "present" as an open end', () => {
    const draft = readJsonResume({
      work: { name: 'nicht als Liste' },
      skills: [42, null, ['x']],
      projects: [
        {
          name: 'P',
          endDate: 'Present',
          links: ['https://x.de', { label: 'Demo', url: 'demo.example.org' }],
        },
      ],
    });
    expect(draft.skipped).toEqual([
      { source: 'work', label: 'work', reason: 'unsupported' },
      { source: 'skills[0]', label: '42', reason: 'unsupported' },
      { source: 'skills[1]', label: 'null', reason: 'unsupported' },
      { source: 'skills[2]', label: '[…]', reason: 'unsupported' },
      { source: 'projects[0].links[0]', label: 'https://x.de', reason: 'unsupported' },
    ]);
    expect(draft.entries.project).toEqual([
      {
        source: 'projects[0]',
        fields: { name: 'P', links: [{ label: 'Demo', url: 'https://demo.example.org' }] },
      },
    ]);
  });

  it('takes a custom section’s title without the colon of a label', () => {
    const draft = readJsonResume({
      'x-customSections': [{ title: 'Patente:', entries: [{ title: 'DE 10 2023 123 456' }] }],
    });
    expect(draft.customSections.map((section) => section.title)).toEqual(['Patente']);
  });

  it('recognises JSON Resume by its keys', () => {
    expect(isJsonResume(fixture())).toBe(true);
    expect(isJsonResume({ work: [] })).toBe(true);
    expect(isJsonResume({ name: 'x' })).toBe(false);
    expect(isJsonResume([])).toBe(false);
  });
});

const longCv = () =>
  JSON.parse(readFixture('jsonresume-long.json').toString('utf8')) as Record<string, unknown>;

/** The fields of each entry of one kind the reader found. */
const fieldsOf = (draft: ImportDraft, kind: SectionKind) =>
  (draft.entries[kind] ?? []).map((entry) => entry.fields);

describe('readJsonResume: a long CV as people write it', () => {
  const draft = readJsonResume(longCv());

  it('reads the phone and the postal address, the house number before the street', () => {
    expect(draft.contact).toEqual({
      phone: '+44 20 7946 0958',
      address: {
        street: 'Baker Street',
        houseNumber: '221B',
        postcode: 'NW1 6XE',
        city: 'London',
        country: 'GB',
      },
    });
  });

  it('names a degree by its type and area, and keeps its grade', () => {
    expect(draft.entries.education).toEqual([
      {
        source: 'education[0]',
        fields: {
          grade: 'Distinction',
          institution: 'University of Manchester',
          degreeName: 'Master of Science, Computer Science',
          educationStart: '2012-09-01',
          educationEnd: '2013-09-01',
          description: '- Distributed Systems\n- Advanced Algorithms',
        },
      },
      {
        source: 'education[1]',
        fields: {
          grade: 'First-class honours (78%)',
          institution: 'University of York',
          degreeName: 'Bachelor of Science, Computer Science',
          educationStart: '2008-10-01',
          educationEnd: '2011-06-01',
        },
      },
      {
        source: 'education[2]',
        fields: {
          grade: 'A*AA',
          institution: 'Harrogate Grammar School',
          degreeName: 'A-Levels',
          educationStart: '2006-09-01',
          educationEnd: '2008-07-01',
        },
      },
    ]);
  });

  it('keeps what a project says: roles, address, highlights as bullets, keywords', () => {
    expect(fieldsOf(draft, 'project')).toEqual([
      {
        name: 'ledgerlite',
        role: 'Author, Maintainer',
        projectStart: '2019-05-01',
        description:
          'An append-only ledger library for Go.\n\n- 1,200 stars on GitHub\n- Used in production by three fintechs\n- Property-based test suite with 400 properties\n\nGo, PostgreSQL, Event sourcing',
        url: 'https://github.com/ewhitfield/ledgerlite',
        links: [],
      },
      {
        name: 'Payments incident simulator',
        role: 'Lead',
        projectStart: '2022-01-01',
        projectEnd: '2022-06-01',
        description: '- Game days for 12 teams\n\nChaos engineering',
        url: 'https://northwind.example.com/game-days',
        links: [],
      },
      {
        name: 'Accessible timetable',
        projectStart: '2017-02-01',
        projectEnd: '2017-05-01',
        description: 'A **screen-reader first** bus timetable.',
        links: [],
      },
    ]);
  });

  it('brings in no label as a skill: a group named after the section gives its keywords', () => {
    expect(draft.entries.skill).toEqual([
      ...['Go', 'TypeScript', 'PostgreSQL', 'Kubernetes'].map((name, i) => ({
        source: `skills[0].keywords[${i}]`,
        fields: { name, keywords: [] },
      })),
      { source: 'skills[1]', fields: { name: 'Frontend', level: 4, keywords: ['React', 'CSS'] } },
      {
        source: 'skills[3]',
        fields: { name: 'Distributed systems', level: 5, keywords: ['Kafka', 'gRPC'] },
      },
    ]);
    // A heading with nothing under it is no skill.
    expect(draft.skipped).toContainEqual({
      source: 'skills[2]',
      label: 'Technical Skills',
      reason: 'unsupported',
    });
  });

  it('gives each language its level once: no note that only repeats it', () => {
    expect(fieldsOf(draft, 'language')).toEqual([
      { language: 'English', level: 'native' },
      { language: 'German', level: 'B2' },
      { language: 'Spanish', level: 'A2' },
      // Words that say more than the level stay beside it.
      { language: 'French', level: 'B1', note: 'Conversational' },
    ]);
  });
});

/**
 * A saved item as the kind's input: without ids, positions, absent (null)
 * values and translations (a JSON Resume holds one language).
 */
function asInput(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).filter(
      ([key, value]) =>
        value !== null && !['id', 'position', 'sectionId', 'translations'].includes(key),
    ),
  );
}

describe('JSON Resume round trip', () => {
  it('reads our own export back to the same profile', async () => {
    const profile = sampleProfile();
    const file = Buffer.from(JSON.stringify(toJsonResume(profile, samplePerson())));
    const draft = await readImportFile(file);

    expect(draft.format).toBe('json-resume');
    // The account's address; its city is the profile's place, which the export writes there.
    const person = samplePerson();
    expect(draft.contact).toEqual({
      phone: person.phone,
      address: {
        street: person.street,
        houseNumber: person.houseNumber,
        postcode: person.postcode,
        city: profile.location,
        country: person.country,
      },
    });
    expect(draft.general).toEqual(
      asInput({
        displayName: profile.displayName,
        jobTitle: profile.jobTitle,
        location: profile.location,
        bio: profile.bio,
        website: profile.website,
      }),
    );
    for (const kind of SECTION_KIND_IDS) {
      const items = profile[SECTION_KINDS[kind].listKey as keyof typeof profile] as Record<
        string,
        unknown
      >[];
      const read = draft.entries[kind as SectionKind] ?? [];
      expect({ kind, fields: read.map((entry) => entry.fields) }).toEqual({
        kind,
        fields: items.map(asInput),
      });
    }
    expect(draft.customSections).toEqual(
      profile.customSections.map((section) => ({
        title: section.title,
        entries: section.entries.map((entry, i) => ({
          source: expect.stringMatching(new RegExp(`\\.entries\\[${i}\\]$`)) as unknown,
          fields: asInput(entry),
        })),
      })),
    );
    expect(draft.skipped).toEqual([]);
  });

  it('reads a degree back as its owner split it into name and level', async () => {
    const profile = sampleProfile();
    const [first, ...others] = profile.educations;
    if (!first) throw new Error('the sample has an education');
    const split = { ...first, degreeName: 'Informatik', level: 'Master' };
    const resume = toJsonResume({ ...profile, educations: [split, ...others] }, samplePerson());
    const draft = await readImportFile(Buffer.from(JSON.stringify(resume)));
    expect(draft.entries.education?.[0]?.fields).toMatchObject({
      degreeName: 'Informatik',
      level: 'Master',
    });
  });
});
