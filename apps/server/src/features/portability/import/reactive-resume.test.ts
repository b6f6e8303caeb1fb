import type { SectionKind } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../test/fixtures/import/zip';
import type { ImportDraft } from './import-draft';
import { isReactiveResume, readReactiveResume } from './reactive-resume';

const fixture = (name: string) =>
  JSON.parse(readFixture(name).toString('utf8')) as Record<string, unknown>;

describe('Reactive Resume v4', () => {
  const draft = readReactiveResume(fixture('reactive-resume-v4.json'));

  it('reads the basics and the summary (HTML) as the general texts', () => {
    expect(draft.format).toBe('reactive-resume');
    expect(draft.general).toEqual({
      displayName: 'Jonas Schäfer',
      jobTitle: 'Backend-Entwickler',
      location: 'München',
      bio: 'Backend-Entwickler mit **8 Jahren** Erfahrung in Java & Kotlin.\n\nIch mag saubere APIs und gute Tests.',
      website: 'https://jonas-schaefer.de',
    });
  });

  it('reports the custom fields and the picture, which have no place in the profile', () => {
    expect(draft.skipped).toEqual([
      { source: 'basics.customFields[0]', label: 'Geburtstag', reason: 'unsupported' },
      { source: 'basics.picture', label: 'picture', reason: 'unsupported' },
    ]);
  });

  it('reads every section, hidden items included, with free-text dates as dates', () => {
    expect(draft.entries).toEqual({
      link: [
        {
          source: 'sections.profiles.items[0]',
          fields: { network: 'GitHub', username: 'jschaefer', url: 'https://github.com/jschaefer' },
        },
      ],
      'work-experience': [
        {
          source: 'sections.experience.items[0]',
          fields: {
            company: 'Isar Payments GmbH',
            jobTitle: 'Senior Backend-Entwickler',
            location: 'München',
            positionStart: '2019-01-01', // "January 2019 to Present"
            description:
              '- Zahlungs-API für 2 Mio. Transaktionen pro Tag entworfen\n- Migration nach *Kotlin* geleitet',
            highlights: [],
          },
        },
        {
          source: 'sections.experience.items[1]',
          fields: {
            company: 'Alpen Logistik AG',
            jobTitle: 'Softwareentwickler',
            location: 'Rosenheim',
            positionStart: '2015-11-01', // "Nov 2015 - Dez 2018"
            positionEnd: '2018-12-01',
            description: 'Lagerverwaltung in Java 8.',
            highlights: [],
          },
        },
        {
          // No date: no start, which the import's validation reports.
          source: 'sections.experience.items[2]',
          fields: {
            company: 'Werkstudent bei diversen Firmen',
            jobTitle: 'Werkstudent',
            highlights: [],
          },
        },
      ],
      education: [
        {
          source: 'sections.education.items[0]',
          fields: {
            grade: '1,3',
            institution: 'Technische Universität München',
            degreeName: 'Master of Science, Informatik',
            educationStart: '2012-10-01',
            educationEnd: '2015-09-01',
            description: 'Masterarbeit über verteilte Transaktionen.',
          },
        },
      ],
      skill: [
        {
          source: 'sections.skills.items[0]',
          fields: { name: 'Kotlin', level: 5, keywords: ['Ktor', 'Coroutines'] },
        },
        // Level 0 (no dots): the word says it.
        {
          source: 'sections.skills.items[1]',
          fields: { name: 'PostgreSQL', level: 4, keywords: [] },
        },
        { source: 'sections.skills.items[2]', fields: { name: 'Scrum', keywords: [] } },
      ],
      language: [
        { source: 'sections.languages.items[0]', fields: { language: 'Deutsch', level: 'native' } },
        {
          source: 'sections.languages.items[1]',
          fields: { language: 'Englisch', level: 'C1', note: 'Fluent' },
        },
        // No word: the dots (2 of 5).
        { source: 'sections.languages.items[2]', fields: { language: 'Spanisch', level: 'B1' } },
      ],
      project: [
        {
          source: 'sections.projects.items[0]',
          fields: {
            name: 'kotlin-money',
            role: 'Maintainer',
            projectStart: '2019-01-01',
            projectEnd: '2021-01-01',
            description:
              'Bibliothek für Geldbeträge, [auf GitHub](https://github.com/jschaefer/kotlin-money).\n\nKotlin',
            url: 'https://github.com/jschaefer/kotlin-money',
            links: [],
          },
        },
      ],
      certificate: [
        {
          source: 'sections.certifications.items[0]',
          fields: {
            name: 'Oracle Certified Professional: Java SE 11 Developer',
            issuer: 'Oracle',
            date: '2020-01-01',
            url: 'https://education.oracle.com/',
          },
        },
      ],
      publication: [
        {
          source: 'sections.publications.items[0]',
          fields: {
            title: 'Idempotente Zahlungs-APIs',
            publisher: 'JavaSPEKTRUM',
            date: '2022-03-01',
          },
        },
      ],
      volunteering: [
        {
          source: 'sections.volunteer.items[0]',
          fields: {
            organization: 'Tafel München e.V.',
            role: 'Fahrer',
            location: 'München',
            start: '2019-03-01', // "03/2019 - heute"
            description: 'Abholung von Lebensmittelspenden.',
            url: 'https://tafel-muenchen.de',
            highlights: [],
          },
        },
      ],
      interest: [
        {
          source: 'sections.interests.items[0]',
          fields: { name: 'Bergsteigen', keywords: ['Klettersteige', 'Skitouren'] },
        },
      ],
      reference: [
        {
          source: 'sections.references.items[0]',
          fields: {
            name: 'Maria Huber',
            relation: 'CTO, Isar Payments',
            text: 'Jonas ist unser API-Experte.',
          },
        },
      ],
    });
  });

  it('reads custom sections, keywords as a line of the description', () => {
    expect(draft.customSections).toEqual([
      {
        title: 'Vorträge',
        entries: [
          {
            source: 'sections.custom.t7x0c8q1m2n3b4v5c6x7z8a9.items[0]',
            fields: {
              title: 'Idempotenz in der Praxis',
              subtitle: 'JavaLand',
              place: 'Brühl',
              start: '2023-03-01',
              description: '45 Minuten über **Retries**.\n\nAPI, Zahlungen',
              url: 'https://speakerdeck.com/jschaefer/idempotenz',
            },
          },
        ],
      },
    ]);
  });
});

/** The one degree of both v5 exports, as the reader brings it in. */
const LENA_DEGREE = {
  source: 'sections.education.items[0]',
  fields: {
    grade: '1,5',
    institution: 'HAW Hamburg',
    degreeName: 'Bachelor of Arts, Kommunikationsdesign',
    educationStart: '2012-01-01',
    educationEnd: '2016-01-01',
  },
};

describe('Reactive Resume v5', () => {
  const draft = readReactiveResume(fixture('reactive-resume-v5.json'));

  it('reads the basics, the summary and what has no place', () => {
    expect(draft.general).toEqual({
      displayName: 'Lena Wöhrle',
      jobTitle: 'UX-Designerin',
      location: 'Hamburg',
      bio: 'Ich gestalte *nutzerzentrierte* Oberflächen.',
      website: 'https://lena-woehrle.design',
    });
    expect(draft.skipped).toEqual([
      { source: 'basics.customFields[0]', label: 'Behance: lenaw', reason: 'unsupported' },
    ]);
  });

  it('reads every section with its v5 field names', () => {
    expect(draft.entries).toEqual({
      link: [
        {
          source: 'sections.profiles.items[0]',
          fields: { network: 'Dribbble', username: 'lenaw', url: 'https://dribbble.com/lenaw' },
        },
      ],
      'work-experience': [
        {
          source: 'sections.experience.items[0]',
          fields: {
            company: 'Hafenblick Digital',
            jobTitle: 'Senior UX-Designerin',
            location: 'Hamburg',
            positionStart: '2020-03-01', // "März 2020 bis heute"
            description: '- Designsystem aufgebaut\n- Nutzertests mit 60 Teilnehmenden',
            highlights: [],
          },
        },
        {
          // A hidden item, and a lone year: the job began and ended in it.
          source: 'sections.experience.items[1]',
          fields: {
            company: 'Elbe Media',
            jobTitle: 'Mediengestalterin',
            positionStart: '2016-01-01',
            positionEnd: '2016-01-01',
            highlights: [],
          },
        },
      ],
      education: [LENA_DEGREE],
      project: [
        {
          source: 'sections.projects.items[0]',
          fields: {
            name: 'Barrierefreie Fahrplan-App',
            projectStart: '2022-01-01',
            projectEnd: '2022-03-01',
            description: 'Konzept und Prototyp.',
            url: 'https://example.org/fahrplan',
            links: [],
          },
        },
      ],
      skill: [
        {
          source: 'sections.skills.items[0]',
          fields: { name: 'Figma', level: 5, keywords: ['Prototyping'] },
        },
        {
          source: 'sections.skills.items[1]',
          fields: { name: 'User Research', level: 4, keywords: [] },
        },
      ],
      language: [
        { source: 'sections.languages.items[0]', fields: { language: 'Deutsch', level: 'native' } },
        { source: 'sections.languages.items[1]', fields: { language: 'Englisch', level: 'B2' } },
      ],
      award: [
        {
          source: 'sections.awards.items[0]',
          fields: {
            title: 'German Design Award',
            awarder: 'Rat für Formgebung',
            date: '2021-01-01',
            summary: 'Kategorie **Interface**.',
          },
        },
      ],
      certificate: [
        {
          source: 'sections.certifications.items[0]',
          fields: {
            name: 'Certified Usability Professional',
            issuer: 'UXQB',
            date: '2019-06-01',
            url: 'https://uxqb.org',
          },
        },
      ],
      volunteering: [
        {
          source: 'sections.volunteer.items[0]',
          fields: {
            organization: 'Hamburger Tafel',
            location: 'Hamburg',
            start: '2018-01-01',
            end: '2020-01-01',
            description: 'Gestaltung von Spendenaufrufen.',
            highlights: [],
          },
        },
      ],
      reference: [
        {
          source: 'sections.references.items[0]',
          fields: {
            name: 'Tom Berger',
            relation: 'Creative Director, Hafenblick Digital',
            contact: '+49 40 123456',
            text: 'Lena denkt vom Menschen her.',
          },
        },
      ],
    });
  });

  it('reads a custom section of any item type as titled entries', () => {
    expect(draft.customSections).toEqual([
      {
        title: 'Lehraufträge',
        entries: [
          {
            source: 'customSections[0].items[0]',
            fields: {
              title: 'HAW Hamburg',
              subtitle: 'Lehrbeauftragte Interaction Design',
              place: 'Hamburg',
              start: '2021-10-01',
              description: 'Seminar im Wintersemester.',
              url: 'https://www.haw-hamburg.de',
            },
          },
        ],
      },
    ]);
  });
});

/** The fields of each entry of one kind the reader found. */
const fieldsOf = (draft: ImportDraft, kind: SectionKind) =>
  (draft.entries[kind] ?? []).map((entry) => entry.fields);

describe('Reactive Resume: long CVs as people write them', () => {
  const v4 = readReactiveResume(fixture('reactive-resume-v4-long.json'));
  const v5 = readReactiveResume(fixture('reactive-resume-v5-long.json'));

  it('reads the phone, which the account keeps', () => {
    expect(v4.contact).toEqual({ phone: '+49 89 7654321' });
    expect(v5.contact).toEqual({ phone: '+49 40 555 0101' });
  });

  it('names a degree by its type and area, and keeps its grade', () => {
    expect(v4.entries.education).toEqual([
      {
        source: 'sections.education.items[0]',
        fields: {
          grade: '1,0',
          institution: 'Ludwig-Maximilians-Universität München',
          degreeName: 'Master of Science, Medieninformatik',
          educationStart: '2013-10-01',
          educationEnd: '2016-03-01',
          description: 'Masterarbeit über barrierefreie Zahlungsformulare.\n\n- Nebenfach BWL',
        },
      },
      {
        source: 'sections.education.items[1]',
        fields: {
          grade: '2,0',
          institution: 'Universität Passau',
          degreeName: 'Bachelor of Science, Informatik',
          educationStart: '2008-01-01',
          educationEnd: '2011-01-01',
        },
      },
    ]);
    expect(v5.entries.education).toEqual([LENA_DEGREE]);
  });

  it('keeps what a project says: role, address, bullets, keywords', () => {
    expect(fieldsOf(v4, 'project')).toEqual([
      {
        name: 'kotlin-money',
        role: 'Maintainer',
        projectStart: '2019-01-01',
        projectEnd: '2021-01-01',
        description:
          'Bibliothek für Geldbeträge.\n\n- 300 Sterne\n- In drei Banken im Einsatz\n\nKotlin, Open Source',
        url: 'https://github.com/jschaefer/kotlin-money',
        links: [],
      },
    ]);
    expect(fieldsOf(v5, 'project')).toEqual([
      {
        name: 'Barrierefreie Fahrplan-App',
        projectStart: '2022-01-01',
        projectEnd: '2022-03-01',
        description:
          'Konzept und Prototyp.\n\n- Tests mit 20 blinden Nutzenden\n- Preis beim Mobilitätshackathon',
        url: 'https://example.org/fahrplan',
        links: [],
      },
    ]);
  });

  it('brings in no label as a skill: an item named after the section gives its keywords', () => {
    expect(v4.entries.skill).toEqual([
      ...['Kotlin', 'Java', 'PostgreSQL'].map((name, i) => ({
        source: `sections.skills.items[0].keywords[${i}]`,
        fields: { name, level: 4, keywords: [] },
      })),
      {
        source: 'sections.skills.items[2]',
        fields: { name: 'Cloud', level: 3, keywords: ['AWS', 'Terraform'] },
      },
    ]);
    expect(v4.skipped).toContainEqual({
      source: 'sections.skills.items[1]',
      label: 'Kenntnisse',
      reason: 'unsupported',
    });
    expect(fieldsOf(v5, 'skill')).toEqual([
      { name: 'Figma', level: 5, keywords: [] },
      { name: 'Prototyping', level: 5, keywords: [] },
      { name: 'User Research', level: 4, keywords: [] },
    ]);
  });

  it('gives each language its level once: no note that only repeats it', () => {
    expect(fieldsOf(v4, 'language')).toEqual([
      { language: 'Deutsch', level: 'native' },
      { language: 'Englisch', level: 'C1' },
      { language: 'Spanisch', level: 'A2' },
    ]);
    expect(fieldsOf(v5, 'language')).toEqual([
      { language: 'Deutsch', level: 'native' },
      { language: 'Englisch', level: 'B2' },
      { language: 'Italienisch', level: 'A2' },
    ]);
  });
});

describe('isReactiveResume', () => {
  it('knows both versions and nothing else', () => {
    expect(isReactiveResume(fixture('reactive-resume-v4.json'))).toBe(true);
    expect(isReactiveResume(fixture('reactive-resume-v5.json'))).toBe(true);
    expect(isReactiveResume(fixture('jsonresume.json'))).toBe(false);
    expect(isReactiveResume({ basics: {}, sections: { foo: {} } })).toBe(false);
  });
});
