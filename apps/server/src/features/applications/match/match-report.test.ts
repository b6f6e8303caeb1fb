import { describe, expect, it } from 'vitest';
import type { MatchReport } from '@cv/shared';
import { matchReport, type MatchSource } from './match-report';
import { ENGLISH_POSTING, GERMAN_POSTING } from './postings.fixture';
import { detectLanguage, tokenize } from './words';

const CV_ID = '00000000-0000-4000-8000-0000000000c1';
let ids = 0;
const entryId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function source(
  section: string,
  label: string,
  texts: string[],
  included = true,
): MatchSource & { place: { entryId: string } } {
  return { place: { section, entryId: entryId(), label }, texts, included };
}

/** An English CV; its German translations beside the texts, as the profile keeps them. */
const typescriptSkill = source('skill', 'TypeScript', ['TypeScript', 'Languages', 'Sprachen']);
const nodeSkill = source('skill', 'Node.js', ['Node.js', 'Runtimes', 'Laufzeiten']);
const postgresSkill = source('skill', 'Postgres', ['Postgres', 'Databases', 'Datenbanken']);
const reactSkill = source('skill', 'React', ['React', 'Frontend']);
const a11ySkill = source('skill', 'Accessibility', [
  'Accessibility',
  'WCAG 2.2',
  'Barrierefreiheit',
  'Barrierefreie Oberflächen nach WCAG',
]);
const work = source('work-experience', 'Platform engineer · Contoso', [
  'Platform engineer',
  'Contoso',
  'Built payment services in TypeScript on k8s; moved CI to GitHub Actions. Worked in an agile Scrum team.',
  'Plattform-Ingenieurin',
  'Zahlungsdienste in TypeScript auf Kubernetes gebaut; CI nach GitHub Actions umgezogen. Agiles Scrum-Team.',
]);
/** Left out of this CV, the only entry naming Kafka and Docker. */
const hiddenProject = source(
  'project',
  'Event pipeline',
  ['Event pipeline', 'Streamed orders through Apache Kafka, packaged with Docker.'],
  false,
);
const general = source('general', 'Backend engineer', [
  'Backend engineer',
  'I build reliable backend services and mentor engineers. Good communication in English and German.',
  'Backend-Ingenieurin',
  'Ich baue verlässliche Backend-Dienste. Gute Kommunikation auf Englisch und Deutsch.',
]);
const CV: MatchSource[] = [
  general,
  typescriptSkill,
  nodeSkill,
  postgresSkill,
  reactSkill,
  a11ySkill,
  work,
  hiddenProject,
];

const term = (report: MatchReport, name: string) => {
  const found = report.terms.find(
    (t) => t.term.toLowerCase() === name.toLowerCase() || t.canonical === name,
  );
  if (!found) throw new Error(`no term ${name} in ${report.terms.map((t) => t.term).join(', ')}`);
  return found;
};

describe('the match report on an English posting', () => {
  const report = matchReport({ posting: ENGLISH_POSTING, cvId: CV_ID, cvLang: 'en', sources: CV });

  it("finds the posting's skills, its own words for them and their synonyms", () => {
    expect(report.postingLang).toBe('en');
    const names = report.terms.map((t) => (t.canonical ?? t.term).toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining([
        'kubernetes',
        'typescript',
        'node.js',
        'postgresql',
        'redis',
        'aws',
        'terraform',
        'ci/cd',
        'scrum',
        'docker',
        'kafka',
        'communication',
        'prometheus',
      ]),
    );
    // Stop words and the filler of postings are no terms.
    for (const filler of ['the', 'you', 'experience', 'years', 'we', 'and', 'offer']) {
      expect(report.terms.map((t) => t.term.toLowerCase())).not.toContain(filler);
    }
  });

  it('covers a term written another way in the CV: k8s for Kubernetes, Postgres for PostgreSQL', () => {
    expect(term(report, 'Kubernetes')).toMatchObject({ covered: true, known: true });
    expect(term(report, 'Kubernetes').places.map((p) => p.label)).toEqual([work.place.label]);
    expect(term(report, 'PostgreSQL').places.map((p) => p.entryId)).toEqual([
      postgresSkill.place.entryId,
    ]);
    expect(term(report, 'TypeScript').places.map((p) => p.entryId)).toEqual([
      typescriptSkill.place.entryId,
      work.place.entryId,
    ]);
  });

  it('names missing skills and the hidden entry that has one, and what it would add', () => {
    const kafka = term(report, 'Kafka');
    expect(kafka.covered).toBe(false);
    expect(kafka.hidden).toEqual([hiddenProject.place]);
    const terraform = term(report, 'Terraform');
    expect(terraform).toMatchObject({ covered: false, hidden: [] });
    expect(report.score.withHidden).toBeGreaterThan(report.score.value);
  });

  it('scores covered weight over total weight, with the weights the formula gives', () => {
    const total = report.terms.reduce((sum, t) => sum + t.weight, 0);
    const covered = report.terms.filter((t) => t.covered).reduce((sum, t) => sum + t.weight, 0);
    expect(report.score).toMatchObject({ total, covered });
    expect(report.score.value).toBe(Math.round((100 * covered) / total));
    // Kubernetes: named three times (1 + 2) and known (+ 2).
    expect(term(report, 'Kubernetes')).toMatchObject({ count: 3, weight: 5 });
    expect(term(report, 'Grafana')).toMatchObject({ count: 1, weight: 1, known: false });
  });

  it('is deterministic: the same input gives the same report', () => {
    expect(
      matchReport({ posting: ENGLISH_POSTING, cvId: CV_ID, cvLang: 'en', sources: CV }),
    ).toEqual(report);
  });
});

describe('the match report on a German posting against an English CV', () => {
  const report = matchReport({ posting: GERMAN_POSTING, cvId: CV_ID, cvLang: 'en', sources: CV });

  it('reads the posting as German and finds its terms, German and technical', () => {
    expect(report.postingLang).toBe('de');
    const names = report.terms.map((t) => (t.canonical ?? t.term).toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining([
        'react',
        'typescript',
        'playwright',
        'agil',
        'scrum',
        'datenbank',
        'testautomatisierung',
        'docker',
        'kommunikation',
        'teamfähigkeit',
        'englisch',
        'deutsch',
        'wcag',
      ]),
    );
    expect(report.terms.map((t) => t.term.toLowerCase())).not.toEqual(
      expect.arrayContaining(['sie', 'ihre', 'wir', 'erfahrung', 'kenntnisse']),
    );
  });

  it("covers German terms through the profile's translations and the synonym table", () => {
    // "Datenbanken" is only in the skill's German translation.
    expect(term(report, 'Datenbank').places.map((p) => p.entryId)).toEqual([
      postgresSkill.place.entryId,
    ]);
    // "barrierefreie" only in the German texts of the accessibility skill.
    expect(term(report, 'barrierefreie').places.map((p) => p.entryId)).toEqual([
      a11ySkill.place.entryId,
    ]);
    // English "communication" in the summary covers "Kommunikationsstärke".
    expect(term(report, 'Kommunikation').covered).toBe(true);
    expect(term(report, 'Agil').covered).toBe(true);
  });

  it('names what is missing: Playwright and test automation, and the hidden Docker project', () => {
    expect(term(report, 'Playwright')).toMatchObject({ covered: false, hidden: [] });
    expect(term(report, 'Testautomatisierung').covered).toBe(false);
    expect(term(report, 'Docker')).toMatchObject({ covered: false, hidden: [hiddenProject.place] });
  });
});

describe('words', () => {
  it('keeps tech names whole: C#, C++, .NET, Node.js, CI/CD', () => {
    expect(tokenize('C#, C++ and .NET; Node.js with CI/CD.').map((t) => t.text)).toEqual([
      'C#',
      'C++',
      'and',
      '.NET',
      'Node.js',
      'with',
      'CI/CD',
    ]);
  });

  it('tells German from English by their stop words', () => {
    expect(detectLanguage(tokenize('Wir suchen Sie für unser Team in Köln'))).toBe('de');
    expect(detectLanguage(tokenize('We are looking for you to join our team'))).toBe('en');
    expect(detectLanguage(tokenize(''))).toBe('en');
  });

  it('gives an empty report for a posting without terms', () => {
    const report = matchReport({ posting: 'and the of', cvId: CV_ID, cvLang: 'en', sources: CV });
    expect(report.terms).toEqual([]);
    expect(report.score).toEqual({ value: 0, covered: 0, total: 0, withHidden: 0 });
  });
});
