import { formatIsoMonthYear, skillLevelKey, type RichBlock, type RichInline } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../http/i18n';
import { displayUrl, formatPeriod, toTemplateInput, toTextBlocks } from './cv-document';
import { buildCvData, fullCvData, minimalCvData } from '../../../test/cv-fixtures';

const NBSP = '\u00a0';

const text = (value: string) => ({ type: 'text', value }) as const;
const paragraph = (...children: RichInline[]): RichBlock => ({ type: 'paragraph', children });
const bullets = (...items: string[]): RichBlock => ({
  type: 'list',
  ordered: false,
  items: items.map((item) => [paragraph(text(item))]),
});

describe('toTextBlocks', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(toTextBlocks('One\nline two\n\nNext paragraph')).toEqual([
      paragraph(text('One'), { type: 'break' }, text('line two')),
      paragraph(text('Next paragraph')),
    ]);
  });

  it('reads "- ", "– " and "• " lines as one bullet list, as plain-text descriptions wrote them', () => {
    expect(toTextBlocks('Intro\n- a\n• b\n– c')).toEqual([
      paragraph(text('Intro')),
      bullets('a', 'b', 'c'),
    ]);
  });

  it('keeps bold, italic, links and numbered, nested lists', () => {
    expect(
      toTextBlocks('**Bold**, *italic* and [a link](https://example.org/x).\n\n1. one\n   - inner'),
    ).toEqual([
      paragraph(
        { type: 'strong', children: [text('Bold')] },
        text(', '),
        { type: 'emphasis', children: [text('italic')] },
        text(' and '),
        { type: 'link', url: 'https://example.org/x', children: [text('a link')] },
        text('.'),
      ),
      { type: 'list', ordered: true, items: [[paragraph(text('one')), bullets('inner')]] },
    ]);
  });

  it('leaves links to anything but the web and mail as text', () => {
    expect(toTextBlocks('[click](javascript:alert(1))')).toEqual([paragraph(text('click'))]);
  });

  it('appends bullet points (highlights) as one more list, taken literally', () => {
    expect(toTextBlocks('Did things.', ['**not bold**', 'b'])).toEqual([
      paragraph(text('Did things.')),
      bullets('**not bold**', 'b'),
    ]);
    expect(toTextBlocks(null, ['only'])).toEqual([bullets('only')]);
  });

  it('has no blocks for empty text', () => {
    expect(toTextBlocks(null)).toEqual([]);
    expect(toTextBlocks(' \n\r\n ')).toEqual([]);
  });
});

describe('displayUrl', () => {
  it('shows an address without scheme, "www." and a closing slash', () => {
    expect(displayUrl('https://www.example.org/me/')).toBe('example.org/me');
    expect(displayUrl('http://example.org')).toBe('example.org');
  });

  it('shortens an address too long for a line, ending in an ellipsis', () => {
    const shown = displayUrl(`https://example.org/${'a'.repeat(200)}`);
    expect(shown).toHaveLength(60);
    expect(shown).toMatch(/^example\.org\/a+…$/);
  });
});

describe('formatPeriod', () => {
  it('writes month and year in the language, "present" for an open end', () => {
    expect(formatPeriod('2021-03-01', null, 'en').period).toBe(`Mar${NBSP}2021 – present`);
    expect(formatPeriod('2021-03-01', '2023-12-31', 'de').period).toBe(
      `März${NBSP}2021 – Dez.${NBSP}2023`,
    );
  });

  it('prints September as the web app does, from the one month table', () => {
    expect(formatPeriod('2021-09-01', '2022-09-01', 'en').period).toBe(
      `${formatIsoMonthYear('2021-09-01', 'en').replace(' ', NBSP)} – Sep${NBSP}2022`,
    );
    expect(formatPeriod('2021-09-01', null, 'de').period).toBe(`Sept.${NBSP}2021 – heute`);
  });

  it('shows a single month once and nothing without dates', () => {
    expect(formatPeriod('2020-05-01', '2020-05-31', 'en').period).toBe(`May${NBSP}2020`);
    expect(formatPeriod(null, null, 'en').period).toBeNull();
  });
});

describe('toTemplateInput', () => {
  it('groups skills by type in order of first appearance, with level words', () => {
    const input = toTemplateInput(
      buildCvData({
        skills: [
          { name: 'Go', type: 'Languages', level: 4 },
          { name: 'German', type: 'Spoken', level: 5 },
          { name: 'Rust', type: 'Languages', level: 2 },
        ],
      }),
    );
    expect(input.skills).toEqual([
      {
        type: 'Languages',
        items: [
          { name: 'Go', level: 4, levelLabel: 'Very good' },
          { name: 'Rust', level: 2, levelLabel: 'Basic' },
        ],
      },
      { type: 'Spoken', items: [{ name: 'German', level: 5, levelLabel: 'Expert' }] },
    ]);
  });

  it('names levels in German with the scale the editor and the public profile use', () => {
    const input = toTemplateInput(
      buildCvData({ skills: [{ name: 'Englisch', type: 'Sprachen', level: 3 }] }, 'de'),
    );
    expect(input.skills[0]?.items[0]?.levelLabel).toBe('Gute Kenntnisse');
    expect(input.skills[0]?.items[0]?.levelLabel).toBe(translator('de')(skillLevelKey(3)));
  });

  it('lists only the contact details the owner has, address before location, then web', () => {
    const input = toTemplateInput(buildCvData({}, 'de'));
    expect(input.person.contact.map((c) => [c.kind, c.label, c.text, c.url])).toEqual([
      ['email', 'E-Mail', 'marie.schaefer@example.com', 'mailto:marie.schaefer@example.com'],
      ['phone', 'Telefon', '+49 30 1234 5678', 'tel:+493012345678'],
      ['address', 'Adresse', 'Friedrichstraße 123, 10117 Berlin, Deutschland', null],
      ['birthday', 'Geburtsdatum', '17.04.1989', null],
      ['website', 'Website', 'marie-schaefer.example.org', 'https://marie-schaefer.example.org'],
      ['link', 'GitHub', 'marie-schaefer', 'https://github.com/marie-schaefer'],
      [
        'link',
        'LinkedIn',
        'linkedin.com/in/marieschaefer',
        'https://www.linkedin.com/in/marieschaefer',
      ],
    ]);
    expect(toTemplateInput(minimalCvData()).person.contact).toEqual([]);
  });

  it('says what a detail is where a design prints it without its label', () => {
    const standalone = toTemplateInput(buildCvData({}, 'de')).person.contact.map(
      (c) => c.standalone,
    );
    expect(standalone).toEqual([
      'marie.schaefer@example.com',
      '+49 30 1234 5678',
      'Friedrichstraße 123, 10117 Berlin, Deutschland',
      'Geburtsdatum 17.04.1989',
      'marie-schaefer.example.org',
      'GitHub: marie-schaefer',
      'linkedin.com/in/marieschaefer',
    ]);
  });

  it('puts the project address first among its links, shown without scheme', () => {
    const [project] = toTemplateInput(buildCvData()).projects;
    expect(project?.links[0]).toEqual({
      label: 'github.com/example/typwerk',
      url: 'https://github.com/example/typwerk',
    });
  });

  it('names a skill with its keywords', () => {
    const input = toTemplateInput(
      buildCvData({
        skills: [
          { name: 'React', type: 'Frameworks', level: 5, keywords: ['Next.js', 'Vite'] },
          { name: 'Go', type: 'Frameworks', level: 4 },
        ],
      }),
    );
    expect(input.skills[0]?.items.map((s) => s.name)).toEqual(['React (Next.js, Vite)', 'Go']);
  });

  it('makes the theme readable: a pale header colour is darkened for text', () => {
    const input = toTemplateInput(
      buildCvData({ theme: { backgroundColor: '#111111', surfaceColor: '#ffee58' } }),
    );
    expect(input.colors.accent).toBe('#ffee58');
    expect(input.colors.onAccent).toBe('#1f2328');
    expect(input.colors.accentText).not.toBe('#ffee58');
    expect(input.colors.onPanel).toBe('#ffffff');
  });
});

describe('the sections after the classic four', () => {
  it('come in print order, custom sections under their own titles, references last', () => {
    const { more } = toTemplateInput(fullCvData('de'));
    expect(more.map((s) => [s.key, s.heading, s.style])).toEqual([
      ['volunteering', 'Ehrenamt', 'entries'],
      ['certificates', 'Zertifikate', 'entries'],
      ['awards', 'Auszeichnungen', 'entries'],
      ['publications', 'Veröffentlichungen', 'entries'],
      ['languages', 'Sprachen', 'compact'],
      ['interests', 'Interessen', 'compact'],
      ['custom-1', 'Lehre', 'entries'],
      ['custom-2', 'Patente', 'entries'],
      ['references', 'Referenzen', 'entries'],
    ]);
  });

  it('leave out sections without entries, a custom one too', () => {
    const data = buildCvData({
      certificates: [],
      awards: [],
      interests: [],
      customSections: [{ title: 'Empty', entries: [] }],
    });
    expect(toTemplateInput(data).more.map((s) => s.key)).toEqual([
      'volunteering',
      'publications',
      'languages',
    ]);
    expect(toTemplateInput(minimalCvData()).more).toEqual([]);
  });

  it('name languages given as codes in the CV’s language, with their level', () => {
    const items = (lang: 'en' | 'de') =>
      toTemplateInput(buildCvData({}, lang)).more.find((s) => s.key === 'languages')?.items;
    expect(items('en')).toEqual([
      { title: 'German', detail: 'Native' },
      { title: 'English', detail: 'Advanced (C1)' },
      { title: 'French', detail: 'Intermediate (B1)' },
    ]);
    expect(items('de')?.map((i) => i.title)).toEqual(['Deutsch', 'Englisch', 'Französisch']);
  });

  it('date volunteering like a job, certificates from issue to expiry, an award once', () => {
    const { more } = toTemplateInput(buildCvData());
    const first = (key: string) => {
      const section = more.find((s) => s.key === key);
      return section?.style === 'entries' ? section.items[0] : undefined;
    };
    expect(first('volunteering')).toMatchObject({
      title: 'Coach',
      subtitle: 'Code Mentoring Berlin e. V.',
      period: `Apr${NBSP}2018 – present`,
      links: [{ label: 'code-mentoring.example.org', url: 'https://code-mentoring.example.org' }],
    });
    // Its highlights follow the description as one more list.
    expect(first('volunteering')?.body.at(-1)).toEqual(
      bullets('Coached more than 60 beginners', 'Wrote the workshop material on accessible HTML'),
    );
    expect(first('certificates')).toMatchObject({
      subtitle: 'The Linux Foundation',
      note: 'Credential ID: LF-4K7Q2M9XTB',
      period: `Apr${NBSP}2023 – Apr${NBSP}2025`,
    });
    expect(first('awards')?.period).toBe(`Mar${NBSP}2020`);
  });

  it('print references only as given: the data holds them only when the owner prints them', () => {
    expect(toTemplateInput(buildCvData()).more.some((s) => s.key === 'references')).toBe(false);
    const references = toTemplateInput(fullCvData()).more.find((s) => s.key === 'references');
    expect(references?.items[0]).toMatchObject({
      title: 'Dr. Jana Hoffmann',
      subtitle: 'CTO, Nordlicht Digital GmbH',
      note: 'jana.hoffmann@example.com',
      period: null,
    });
  });
});
