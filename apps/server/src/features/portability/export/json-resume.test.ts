import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fluencyOf, SKILL_LEVEL_WORDS } from '../levels';
import { JSON_RESUME_SCHEMA_URL, toJsonResume } from './json-resume';
import { samplePerson, sampleProfile } from '../../../../test/portability-profile';

/** The official schema's own validator (CommonJS, no types). */
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: unknown[] | null, valid: boolean) => void) => void;
};

function schemaErrors(resume: unknown): unknown[] {
  let found: unknown[] = [];
  validate(resume, (errors) => {
    found = errors ?? [];
  });
  return found;
}

const LAST_MODIFIED = new Date('2026-03-01T09:30:15.250Z');

function resumeOf(...args: Parameters<typeof sampleProfile>) {
  return toJsonResume(sampleProfile(...args), samplePerson(), { lastModified: LAST_MODIFIED });
}

/** The sample profile with its resume, to hold what the resume says against the profile. */
function sampleWithResume() {
  const profile = sampleProfile();
  return { profile, resume: toJsonResume(profile, samplePerson()) };
}

/** Every place in the value that holds null or a blank string. */
function blanks(value: unknown, path = '$'): string[] {
  if (value === null || (typeof value === 'string' && !value.trim())) return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => blanks(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => blanks(item, `${path}.${key}`));
  }
  return [];
}

describe('toJsonResume', () => {
  it('validates against the official JSON Resume schema', () => {
    expect(schemaErrors(resumeOf())).toEqual([]);
  });

  it('is checked by a validator that does reject a broken resume', () => {
    const broken = {
      ...resumeOf(),
      basics: { name: 'Marie', email: 'not an e-mail', url: 'not a url' },
      work: [{ name: 'Acme', startDate: 'March 2021' }],
      skills: [{ name: 'Go', level: 4 }],
    };
    expect(schemaErrors(broken).length).toBeGreaterThanOrEqual(4);
  });

  it('leaves out absent values instead of writing null or empty strings', () => {
    const profile = sampleProfile();
    const [job] = profile.workExperiences;
    const sparse = sampleProfile({
      jobTitle: null,
      bio: '',
      website: null,
      workExperiences: job
        ? [{ ...job, location: null, positionEnd: null, description: null }]
        : [],
    });
    const resume = toJsonResume(sparse, samplePerson({ phone: null, street: null }));
    expect(blanks(resume)).toEqual([]);
    expect(resume.basics).not.toHaveProperty('label');
    expect(resume.basics).not.toHaveProperty('summary');
    expect(resume.work[0]).not.toHaveProperty('endDate');
    expect(schemaErrors(resume)).toEqual([]);
    expect(blanks(resumeOf())).toEqual([]);
  });

  it('writes the schema address and the meta block', () => {
    const resume = resumeOf();
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(resume.meta).toEqual({ version: 'v1.0.0', lastModified: '2026-03-01T09:30:15' });
    const canonical = toJsonResume(sampleProfile(), samplePerson(), {
      canonical: 'https://cv.example.org/marie',
    });
    expect(canonical.meta.canonical).toBe('https://cv.example.org/marie');
    expect(canonical.meta.lastModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('maps the general texts, the account contact details and the profile links', () => {
    const profile = sampleProfile();
    expect(resumeOf().basics).toEqual({
      name: 'Marie Schäfer',
      label: profile.jobTitle,
      email: 'marie.schaefer@example.com',
      phone: '+49 30 1234 5678',
      url: 'https://marie-schaefer.example.org',
      summary: profile.bio,
      location: {
        address: 'Friedrichstraße 123',
        postalCode: '10117',
        city: 'Berlin',
        countryCode: 'DE',
      },
      profiles: [
        {
          network: 'GitHub',
          username: 'marie-schaefer',
          url: 'https://github.com/marie-schaefer',
        },
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/marieschaefer' },
      ],
    });
  });

  it('names the person by first and last name when the profile has no display name', () => {
    expect(resumeOf({ displayName: null }).basics.name).toBe('Marie Schäfer');
    const resume = toJsonResume(
      sampleProfile({ displayName: '  ' }),
      samplePerson({ firstName: 'Jürgen', lastName: null }),
    );
    expect(resume.basics.name).toBe('Jürgen');
  });

  it("takes the city from the profile's location only, so that an import gives it back", () => {
    const moved = toJsonResume(sampleProfile({ location: 'Köln' }), samplePerson());
    expect(moved.basics.location?.city).toBe('Köln');
    const none = toJsonResume(sampleProfile({ location: null }), samplePerson());
    expect(none.basics.location).toEqual({
      address: 'Friedrichstraße 123',
      postalCode: '10117',
      countryCode: 'DE',
    });
    const nowhere = toJsonResume(
      sampleProfile({ location: null }),
      samplePerson({ street: null, houseNumber: null, postcode: null, country: null }),
    );
    expect(nowhere.basics).not.toHaveProperty('location');
  });

  it('maps work experience and volunteering', () => {
    const { profile, resume } = sampleWithResume();
    expect(resume.work).toHaveLength(profile.workExperiences.length);
    const [current, second] = resume.work;
    expect(current).toEqual({
      name: 'Nordlicht Digital GmbH',
      position: profile.workExperiences[0]?.jobTitle,
      location: 'Berlin',
      startDate: '2021-03-01',
      summary: profile.workExperiences[0]?.description,
      highlights: [],
    });
    expect(current?.summary).toContain('[a linked word](https://rich.example.org/linked)');
    expect(second).toMatchObject({
      name: 'Kiezkauf AG',
      startDate: '2017-09-01',
      endDate: '2021-02-28',
      highlights: profile.workExperiences[1]?.highlights,
    });
    expect(second?.highlights).toHaveLength(2);
    const [v] = profile.volunteering;
    expect(resume.volunteer).toEqual([
      {
        organization: 'Code Mentoring Berlin e. V.',
        position: v?.role,
        location: 'Berlin',
        url: 'https://code-mentoring.example.org',
        startDate: '2018-04-01',
        summary: v?.description,
        highlights: v?.highlights,
      },
    ]);
  });

  it('maps education with its description as summary', () => {
    const { profile, resume } = sampleWithResume();
    expect(resume.education).toHaveLength(profile.educations.length);
    expect(resume.education[0]).toEqual({
      institution: 'Technische Universität Berlin',
      area: 'Master of Science, Informatik',
      studyType: 'Master',
      level: 'Master',
      startDate: '2010-10-01',
      endDate: '2012-09-30',
      summary: profile.educations[0]?.description,
    });
    expect(resume.education[2]).not.toHaveProperty('studyType');
  });

  it('maps awards, certificates and publications', () => {
    const { profile, resume } = sampleWithResume();
    expect(resume.awards).toEqual([
      {
        title: profile.awards[0]?.title,
        date: '2020-03-01',
        awarder: 'Open Knowledge Foundation Deutschland',
        summary: profile.awards[0]?.summary,
      },
    ]);
    expect(resume.certificates).toEqual([
      {
        name: 'Certified Kubernetes Application Developer (CKAD)',
        date: '2023-04-01',
        issuer: 'The Linux Foundation',
        url: 'https://certificates.example.org/LF-4K7Q2M9XTB',
        expiry: '2025-04-30',
        credentialId: 'LF-4K7Q2M9XTB',
      },
      {
        name: 'Certified Professional for Usability and User Experience',
        date: '2019-11-01',
        issuer: 'UXQB e. V.',
      },
    ]);
    expect(resume.publications).toEqual([
      {
        name: 'Vertragstests in der Praxis: Erfahrungen aus zwölf Diensten',
        publisher: 'Code & Kontext (Fachmagazin)',
        releaseDate: '2023-06-01',
        url: 'https://code-kontext.example.org/vertragstests',
        summary: profile.publications[0]?.summary,
      },
    ]);
  });

  it('maps skills with their level in words and their group as type', () => {
    const { profile, resume } = sampleWithResume();
    expect(resume.skills).toHaveLength(profile.skills.length);
    expect(resume.skills[0]).toEqual({
      name: 'TypeScript',
      level: 'Expert',
      type: 'Programmiersprachen',
      keywords: [],
    });
    expect(resume.skills.find((s) => s.name === 'Kubernetes')).toEqual({
      name: 'Kubernetes',
      level: SKILL_LEVEL_WORDS[3],
      type: 'Frameworks & Werkzeuge',
      keywords: ['Helm', 'Argo CD'],
    });
  });

  it('maps languages, interests and references', () => {
    const profile = sampleProfile();
    const [german, english] = profile.languages;
    const noted = sampleProfile({
      languages: english ? [{ ...english, note: 'Cambridge C1 Advanced' }] : [],
    });
    expect(resumeOf().languages[0]).toEqual({ language: 'de', fluency: 'Native speaker' });
    expect(german?.note).toBeNull();
    expect(toJsonResume(noted, samplePerson()).languages).toEqual([
      { language: 'en', fluency: fluencyOf('C1'), note: 'Cambridge C1 Advanced' },
    ]);
    expect(resumeOf().interests).toEqual(
      profile.interests.map((i) => ({ name: i.name, keywords: i.keywords })),
    );
    expect(resumeOf().references).toEqual([
      {
        name: 'Dr. Jana Hoffmann',
        reference: profile.references[0]?.text,
        relation: 'CTO, Nordlicht Digital GmbH',
        contact: 'jana.hoffmann@example.com',
      },
      { name: 'Tobias Brandt', relation: 'Früherer Vorgesetzter' },
    ]);
  });

  it('maps projects with the role as roles and further links only when there are some', () => {
    const { profile, resume } = sampleWithResume();
    const [typwerk, , kiezkarte] = resume.projects;
    expect(typwerk).toEqual({
      name: 'typwerk',
      description: profile.projects[0]?.description,
      startDate: '2019-05-01',
      url: 'https://github.com/example/typwerk',
      roles: ['Autorin und Maintainerin'],
      links: [{ label: 'Dokumentation', url: 'https://typwerk.example.org' }],
    });
    expect(kiezkarte).not.toHaveProperty('links');
    expect(kiezkarte?.endDate).toBe('2020-12-31');
    const [first] = profile.projects;
    const roleless = sampleProfile({ projects: first ? [{ ...first, role: null }] : [] });
    expect(toJsonResume(roleless, samplePerson()).projects[0]?.roles).toEqual([]);
  });

  it('keeps custom sections under x-customSections, and leaves the key out without any', () => {
    const resume = resumeOf();
    expect(resume['x-customSections']).toEqual([
      {
        title: 'Lehre',
        entries: [
          {
            title: 'Lehrbeauftragte, Barrierefreies Webdesign',
            subtitle: 'Hochschule für Technik und Wirtschaft Berlin',
            place: 'Berlin',
            startDate: '2022-10-01',
            endDate: '2024-02-29',
            summary:
              'Seminar für Bachelorstudierende der Angewandten Informatik, in drei Wintersemestern gehalten.',
          },
        ],
      },
      {
        title: 'Patente',
        entries: [
          {
            title: 'Verfahren für idempotente Zahlungswiederholungen',
            subtitle: 'DE 10 2023 123 456',
            startDate: '2023-09-01',
            url: 'https://patents.example.org/DE102023123456',
          },
        ],
      },
    ]);
    expect(resumeOf({ customSections: [] })).not.toHaveProperty('x-customSections');
  });

  it('is plain JSON: writing and reading it changes nothing', () => {
    const resume = resumeOf();
    expect(JSON.parse(JSON.stringify(resume))).toEqual(resume);
  });
});
