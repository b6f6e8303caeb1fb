import { parseRichText, richTextToPlain } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { cvToMarkdown } from './markdown';
import { escapeMarkdown } from './markdown-text';
import {
  cvWithJobs,
  HOSTILE_TEXTS,
  minimalCvData,
  richSampleCvData,
  templateInputOf,
} from '../../../../test/cv-fixtures';
import { expectToContainAll } from '../../../../test/expect-text';

const headings = (markdown: string, level: number) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith(`${'#'.repeat(level)} `))
    .map((line) => line.slice(level + 1));

describe('cvToMarkdown', () => {
  it('starts with the name, the job title and the contact details as links', () => {
    const markdown = cvToMarkdown(templateInputOf());
    const [name, jobTitle, contact] = markdown.split('\n\n');
    expect(name).toBe('# Marie Schäfer');
    expect(jobTitle).toBe('**Senior-Softwareentwicklerin**');
    expectToContainAll(contact, [
      '[marie.schaefer@example.com](mailto:marie.schaefer@example.com)',
      'Friedrichstraße 123, 10117 Berlin, Deutschland',
      '[GitHub: marie-schaefer](https://github.com/marie-schaefer)',
      '[marie-schaefer.example.org](https://marie-schaefer.example.org)',
    ]);
  });

  it('prints the sections of the CV document, in its order, under its headings', () => {
    const doc = templateInputOf();
    const markdown = cvToMarkdown(doc);
    expect(headings(markdown, 2)).toEqual([
      'Profil',
      ...doc.sections.map((section) => section.heading),
    ]);
    expect(headings(markdown, 2)).toContain('Berufserfahrung');
    expect(headings(markdown, 2)).toContain('Patente');
    const reordered = cvToMarkdown(
      templateInputOf(richSampleCvData(), { sectionOrder: ['language', 'skill'] }),
    );
    expect(headings(reordered, 2).slice(1, 3)).toEqual(['Sprachen', 'Kenntnisse']);
  });

  it('prints every entry with its title, where and when', () => {
    const doc = templateInputOf();
    const markdown = cvToMarkdown(doc);
    const titles = doc.sections.flatMap((s) => (s.style === 'entries' ? s.items : []));
    expect(headings(markdown, 3)).toEqual(titles.map((entry) => escapeMarkdown(entry.title)));
    expect(markdown).toContain(
      '### Senior-Softwareentwicklerin\n\n*Nordlicht Digital GmbH, Berlin* · März\u00a02021 – heute',
    );
    expect(markdown).toContain('*Kiezkauf AG, Berlin* · Sept.\u00a02017 – Feb.\u00a02021');
    expect(markdown).toContain('*UXQB e. V.* · Nov.\u00a02019');
  });

  it('prints dates in the format the CV chose', () => {
    const markdown = cvToMarkdown(templateInputOf(richSampleCvData(), { dateFormat: 'iso' }));
    expect(markdown).toContain('*Kiezkauf AG, Berlin* · 2017-09 – 2021-02');
  });

  it.each([
    [
      'turns formatted descriptions into Markdown: paragraphs, lists, bold, italics, links',
      [
        'Plain start, **bold words**, *italic words* and [a linked word](https://rich.example.org/linked).\\\nA second line of the same paragraph.',
        '1. First numbered\n2. Second numbered\n   - Nested bullet one\n   - Nested bullet two',
        '- Bullet with **bold** inside\n- Last bullet',
      ],
    ],
    [
      'prints highlights as bullets and the links of an entry after it',
      [
        '- Leitung der Barrierefreiheitsprüfungen; das Dashboard erfüllt WCAG 2.1 AA\n- Aufbau der Komponentenbibliothek',
        '[github.com/example/typwerk](https://github.com/example/typwerk) · [Dokumentation](https://typwerk.example.org)',
      ],
    ],
  ])('%s', (_behaviour, parts) => {
    expectToContainAll(cvToMarkdown(templateInputOf()), parts);
  });

  it('continues a description list with the highlights after it, as the CV does', () => {
    const data = cvWithJobs({ description: '- one\n- two', highlights: ['three'] });
    expect(cvToMarkdown(templateInputOf(data))).toContain('- one\n- two\n- three');
  });

  it('groups skills as the CV does and prints languages and interests one per line', () => {
    const doc = templateInputOf();
    const markdown = cvToMarkdown(doc);
    const skills = doc.sections.find((s) => s.style === 'skills');
    const types = skills?.style === 'skills' ? skills.items.map((g) => g.type) : [];
    expect(types).toEqual(['Programmiersprachen', 'Frameworks & Werkzeuge', 'Methoden']);
    for (const type of types) expect(markdown).toContain(`- **${type}:** `);
    expect(markdown).toMatch(/- \*\*Programmiersprachen:\*\* TypeScript \([^)]+\), Go \(/);
    expect(markdown).toContain('- **Deutsch** — Muttersprache');
    expect(markdown).toContain('- **Typografie** — Buchgestaltung, Lettering\n');
    expect(markdown).toContain('- **Sauerteigbrot backen**\n');
  });

  it('escapes user text so that it reads as typed', () => {
    const literal = [
      ...HOSTILE_TEXTS,
      '- not a bullet',
      '+ nor this',
      '1. not a number',
      '2) nor this',
      '---',
      '===',
      '[not](https://a.link) and ![no](image.png)',
      '_under_ **strong** ~~strike~~ | pipe',
      'AT&T &amp; &#169;',
    ];
    for (const text of literal) {
      expect(richTextToPlain(parseRichText(escapeMarkdown(text)))).toBe(text);
    }
    const data = cvWithJobs({
      jobTitle: '# Chief *Hype* Officer [C#]',
      company: '<b>ACME</b> & Co_KG',
    });
    const markdown = cvToMarkdown(templateInputOf(data));
    expect(markdown).toContain('### \\# Chief \\*Hype\\* Officer \\[C\\#\\]');
    expect(markdown).toContain('*\\<b\\>ACME\\</b\\> & Co\\_KG, Hamburg*');
  });

  it('keeps link addresses whole', () => {
    const data = cvWithJobs({ description: '[Wiki](https://en.example.org/wiki/Foo_(bar))' });
    expect(cvToMarkdown(templateInputOf(data))).toContain(
      '[Wiki](https://en.example.org/wiki/Foo_%28bar%29)',
    );
  });

  it('ends with the place, date and name only when the CV has a closing', () => {
    const closing = { closing: true, today: '2026-03-01' };
    expect(cvToMarkdown(templateInputOf(richSampleCvData(), closing))).toMatch(
      /\n\nBerlin, 01\.03\.2026\n\nMarie Schäfer\n$/,
    );
    expect(cvToMarkdown(templateInputOf())).not.toContain('01.03.2026');
  });

  it('prints a CV of nothing but a name', () => {
    expect(cvToMarkdown(templateInputOf(minimalCvData()))).toBe('# Ada Lovelace\n');
  });
});
