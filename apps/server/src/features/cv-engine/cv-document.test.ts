import {
  CV_DESIGN_FONTS,
  CV_DESIGN_IDS,
  formatIsoMonthYear,
  skillLevelKey,
  type CvData,
  type RichBlock,
  type RichInline,
} from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../http/i18n';
import {
  displayUrl,
  formatPeriod,
  orderSections,
  toTemplateInput,
  toTextBlocks,
  typstFontFamily,
  type CvLayoutOptions,
  type CvSection,
  type MonthStyle,
} from './cv-document';
import { buildCvData, cvWithJobs, fullCvData, minimalCvData } from '../../../test/cv-fixtures';

const NBSP = '\u00a0';
const EN: MonthStyle = { lang: 'en', format: 'month' };
const DE: MonthStyle = { lang: 'de', format: 'month' };

/** The section of a key in the template input of `data`. */
function sectionOf(
  data: CvData,
  key: string,
  options: CvLayoutOptions = {},
): CvSection | undefined {
  return toTemplateInput(data, options).sections.find((s) => s.key === key);
}

function skillsOf(data: CvData) {
  const section = sectionOf(data, 'skill');
  return section?.style === 'skills' ? section.items : [];
}

function entriesOf(data: CvData, key: string, options: CvLayoutOptions = {}) {
  const section = sectionOf(data, key, options);
  return section?.style === 'entries' ? section.items : [];
}

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

  it('continues a bulleted description with the bullet points: one list, not two side by side', () => {
    expect(toTextBlocks('Did things.\n\n- a\n- b', ['c', 'd'])).toEqual([
      paragraph(text('Did things.')),
      bullets('a', 'b', 'c', 'd'),
    ]);
    // Not a numbered list, nor one in another language than the bullets.
    expect(toTextBlocks('1. a', ['b'])).toHaveLength(2);
    expect(toTextBlocks('- a', ['b'], { text: 'de' })).toHaveLength(2);
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
    expect(formatPeriod('2021-03-01', null, EN).period).toBe(`Mar${NBSP}2021 – present`);
    expect(formatPeriod('2021-03-01', '2023-12-31', DE).period).toBe(
      `März${NBSP}2021 – Dez.${NBSP}2023`,
    );
  });

  it('prints September as the web app does, from the one month table', () => {
    expect(formatPeriod('2021-09-01', '2022-09-01', EN).period).toBe(
      `${formatIsoMonthYear('2021-09-01', 'en').replace(' ', NBSP)} – Sep${NBSP}2022`,
    );
    expect(formatPeriod('2021-09-01', null, DE).period).toBe(`Sept.${NBSP}2021 – heute`);
  });

  it('shows a single month once and nothing without dates', () => {
    expect(formatPeriod('2020-05-01', '2020-05-31', EN).period).toBe(`May${NBSP}2020`);
    expect(formatPeriod(null, null, EN).period).toBeNull();
  });

  it('writes months as numbers in the language’s style, or as ISO months', () => {
    const period = (lang: 'en' | 'de', format: MonthStyle['format']) =>
      formatPeriod('2021-03-01', '2024-11-30', { lang, format }).period;
    expect(period('en', 'numeric')).toBe('03/2021 – 11/2024');
    expect(period('de', 'numeric')).toBe('03.2021 – 11.2024');
    expect(period('en', 'iso')).toBe('2021-03 – 2024-11');
    expect(period('de', 'iso')).toBe('2021-03 – 2024-11');
    // "Present" stays a word; a single month prints once.
    expect(formatPeriod('2021-03-01', null, { lang: 'de', format: 'numeric' }).period).toBe(
      '03.2021 – heute',
    );
    expect(formatPeriod('2021-03-01', '2021-03-31', { lang: 'en', format: 'iso' }).period).toBe(
      '2021-03',
    );
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
    expect(input.sections.find((s) => s.key === 'skill')?.items).toEqual([
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
    const [group] = skillsOf(
      buildCvData({ skills: [{ name: 'Englisch', type: 'Sprachen', level: 3 }] }, 'de'),
    );
    expect(group?.items[0]?.levelLabel).toBe('Gute Kenntnisse');
    expect(group?.items[0]?.levelLabel).toBe(translator('de')(skillLevelKey(3)));
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
    const [project] = entriesOf(buildCvData(), 'project');
    expect(project?.links[0]).toEqual({
      label: 'github.com/example/typwerk',
      url: 'https://github.com/example/typwerk',
    });
  });

  it('names a skill with its keywords', () => {
    const [group] = skillsOf(
      buildCvData({
        skills: [
          { name: 'React', type: 'Frameworks', level: 5, keywords: ['Next.js', 'Vite'] },
          { name: 'Go', type: 'Frameworks', level: 4 },
        ],
      }),
    );
    expect(group?.items.map((s) => s.name)).toEqual(['React (Next.js, Vite)', 'Go']);
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

describe('the sections', () => {
  it('come in the print order CVs always had, custom sections before the references', () => {
    const { sections } = toTemplateInput(fullCvData('de'));
    expect(sections.map((s) => [s.key, s.heading, s.style])).toEqual([
      ['work-experience', 'Berufserfahrung', 'entries'],
      ['education', 'Ausbildung', 'entries'],
      ['skill', 'Kenntnisse', 'skills'],
      ['project', 'Projekte', 'entries'],
      ['volunteering', 'Ehrenamt', 'entries'],
      ['certificate', 'Zertifikate', 'entries'],
      ['award', 'Auszeichnungen', 'entries'],
      ['publication', 'Veröffentlichungen', 'entries'],
      ['language', 'Sprachen', 'compact'],
      ['interest', 'Interessen', 'compact'],
      ['custom:1', 'Lehre', 'entries'],
      ['custom:2', 'Patente', 'entries'],
      ['reference', 'Referenzen', 'entries'],
    ]);
  });

  it('take the order asked for; those not named follow in the print order', () => {
    const id = '0b7c2a8e-4a57-4d6e-9a8f-2f7e1c3d5b60';
    const data = fullCvData('en');
    data.customSections = data.customSections.map((s, i) =>
      i === 1 ? { ...s, key: `custom:${id}` } : s,
    );
    const keys = (sectionOrder: string[]) =>
      toTemplateInput(data, { sectionOrder }).sections.map((s) => s.key);
    expect(keys([`custom:${id}`, 'language', 'skill', 'work-experience'])).toEqual([
      `custom:${id}`,
      'language',
      'skill',
      'work-experience',
      'education',
      'project',
      'volunteering',
      'certificate',
      'award',
      'publication',
      'interest',
      'custom:1',
      'reference',
    ]);
    // Keys of sections this CV lacks (links print with the contact details, a
    // deleted section) change nothing; nor does a key named twice.
    expect(keys(['link', 'custom:gone', 'award', 'award', 'education'])).toEqual([
      'award',
      'education',
      ...keys([]).filter((key) => key !== 'award' && key !== 'education'),
    ]);
  });

  it('order any list by key, stably', () => {
    const list = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
    expect(orderSections(list, ['c', 'x', 'a']).map((s) => s.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(orderSections(list, [])).toEqual(list);
  });

  it('print their periods in the date format asked for, the birthday as before', () => {
    const data = buildCvData({}, 'de');
    const [job] = entriesOf(data, 'work-experience', { dateFormat: 'numeric' });
    expect(job?.period).toBe('03.2021 – heute');
    const [award] = entriesOf(data, 'award', { dateFormat: 'iso' });
    expect(award?.period).toBe('2020-03');
    const input = toTemplateInput(data, { dateFormat: 'iso' });
    expect(input.person.contact.find((c) => c.kind === 'birthday')?.text).toBe('17.04.1989');
  });

  it('leave out sections without entries, a custom one too', () => {
    const data = buildCvData({
      certificates: [],
      awards: [],
      interests: [],
      customSections: [{ title: 'Empty', entries: [] }],
    });
    expect(toTemplateInput(data).sections.map((s) => s.key)).toEqual([
      'work-experience',
      'education',
      'skill',
      'project',
      'volunteering',
      'publication',
      'language',
    ]);
    expect(toTemplateInput(minimalCvData()).sections).toEqual([]);
  });

  it('name languages given as codes in the CV’s language, with their level', () => {
    const items = (lang: 'en' | 'de') => {
      const section = sectionOf(buildCvData({}, lang), 'language');
      return section?.style === 'compact' ? section.items : [];
    };
    expect(items('en')).toEqual([
      { title: 'German', detail: 'Native', level: 'native' },
      { title: 'English', detail: 'Advanced (C1)', level: 'C1' },
      { title: 'French', detail: 'Intermediate (B1)', level: 'B1' },
    ]);
    expect(items('de').map((i) => i.title)).toEqual(['Deutsch', 'Englisch', 'Französisch']);
  });

  it('date volunteering like a job, certificates from issue to expiry, an award once', () => {
    const first = (key: string) => entriesOf(buildCvData(), key)[0];
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
    expect(first('certificate')).toMatchObject({
      subtitle: 'The Linux Foundation',
      note: 'Credential ID: LF-4K7Q2M9XTB',
      period: `Apr${NBSP}2023 – Apr${NBSP}2025`,
    });
    expect(first('award')?.period).toBe(`Mar${NBSP}2020`);
  });

  it('print references only as given: the data holds them only when the owner prints them', () => {
    expect(sectionOf(buildCvData(), 'reference')).toBeUndefined();
    expect(entriesOf(fullCvData(), 'reference')[0]).toMatchObject({
      title: 'Dr. Jana Hoffmann',
      subtitle: 'CTO, Nordlicht Digital GmbH',
      note: 'jana.hoffmann@example.com',
      period: null,
    });
  });
});

describe('the font', () => {
  it('is each design’s own unless the owner picked another that suits the design', () => {
    expect(typstFontFamily('classic', null)).toBe('Caladea');
    expect(typstFontFamily('elegant', undefined)).toBe('TeX Gyre Pagella');
    expect(typstFontFamily('modern', 'roboto')).toBe('Roboto');
    expect(typstFontFamily('bold', 'caladea')).toBe('Inter');
    for (const design of CV_DESIGN_IDS) {
      const input = toTemplateInput(minimalCvData(), { design, font: CV_DESIGN_FONTS[design][0] });
      expect(input.font).toBe(toTemplateInput(minimalCvData(), { design }).font);
    }
  });

  it('comes with the fit factors as designed (the renderer sets them per layout)', () => {
    expect(toTemplateInput(minimalCvData()).fit).toEqual({
      spacing: 1,
      margin: 1,
      leading: 1,
      font: 1,
      section: 1,
    });
  });

  it('starts from the owner’s layout settings', () => {
    const input = toTemplateInput(minimalCvData(), {
      layout: { typeScale: 0.95, margins: 0.8, pageNumbers: false, photoShape: 'square' },
    });
    expect(input.fit).toMatchObject({ font: 0.95, margin: 0.8, spacing: 1 });
    expect(input.look).toEqual({
      photoShape: 'square',
      photoScale: 1,
      pageNumbers: false,
      sidebarScale: 1,
      sidebarSide: 'left',
      datePosition: null,
      contactLayout: null,
    });
  });

  it('sets the side column as the owner chose: its sections, width, side and colours', () => {
    const data = fullCvData();
    const input = toTemplateInput(data, {
      design: 'bold',
      layout: {
        sidebarSections: ['work-experience'],
        sidebarWidth: 'wide',
        sidebarSide: 'right',
        sidebarColor: '#1b2a4a',
        headingColor: '#b71c1c',
      },
    });
    expect(input.side).toEqual(['work-experience']);
    expect(input.look).toMatchObject({ sidebarScale: 1.2, sidebarSide: 'right' });
    expect(input.colors).toMatchObject({
      sidebar: '#1b2a4a',
      onSidebar: '#ffffff',
      heading: '#b71c1c',
    });
    // A one-column design has no side column, whatever the settings say.
    expect(
      toTemplateInput(data, { design: 'classic', layout: { sidebarSections: ['work-experience'] } })
        .side,
    ).toEqual([]);
  });
});

describe('text in another language than the CV’s', () => {
  const de = 'de' as const;

  it('is marked where it prints in an entry: title, place and each part of the body', () => {
    const data = cvWithJobs({
      jobTitle: 'Softwareentwicklerin',
      location: 'München',
      description: 'Entwicklung von Diensten.\n\n- Mentorin',
      highlights: ['Reduced costs'],
      langs: { jobTitle: de, location: de, description: de },
    });
    const [job] = entriesOf(data, 'work-experience');
    expect(job?.langs).toEqual({ title: 'de', note: 'de' });
    // Description and highlights are translated apart: each block has its own language.
    expect(job?.body.map((block) => block.lang)).toEqual(['de', 'de', undefined]);
  });

  it('maps each kind’s fields to the parts they print in', () => {
    const full = fullCvData();
    const start = '2020-01-01';
    const data = buildCvData({
      educations: full.educations.map((e) => ({ ...e, langs: { degreeName: de, level: de } })),
      projects: full.projects.map((p) => ({ ...p, langs: { role: de, description: de } })),
      volunteering: [
        {
          organization: 'Tafel e. V.',
          role: 'Fahrerin',
          start,
          highlights: [],
          langs: { role: de },
        },
        { organization: 'Nachbarschaftshilfe', start, highlights: [], langs: { organization: de } },
      ],
      awards: full.awards.map((a) => ({ ...a, langs: { title: de, summary: de } })),
      references: full.references.map((r) => ({ ...r, langs: { relation: de, text: de } })),
      certificates: full.certificates.map((c) => ({ ...c, langs: { name: de } })),
    });
    const [education] = entriesOf(data, 'education');
    expect(education?.langs).toEqual({ title: 'de', note: 'de' });
    const [project] = entriesOf(data, 'project');
    expect(project?.langs).toEqual({ subtitle: 'de' });
    expect(project?.body.every((block) => block.lang === 'de')).toBe(true);
    expect(entriesOf(data, 'volunteering').map((v) => v.langs)).toEqual([
      { title: 'de' },
      { title: 'de' },
    ]);
    const [award] = entriesOf(data, 'award');
    expect(award?.langs).toEqual({ title: 'de' });
    expect(award?.body[0]?.lang).toBe('de');
    const [reference] = entriesOf(data, 'reference');
    expect(reference?.langs).toEqual({ subtitle: 'de' });
    // The credential's note is a label of the CV and a number: never marked.
    expect(entriesOf(data, 'certificate')[0]?.langs).toEqual({ title: 'de' });
  });

  it('marks a custom section’s title and its entries', () => {
    const data = buildCvData({
      customSections: [
        {
          title: 'Lehre',
          langs: { title: de },
          entries: [
            { title: 'Seminar', subtitle: 'HTW Berlin', place: 'Berlin', langs: { place: de } },
          ],
        },
      ],
    });
    const section = toTemplateInput(data).sections.find((s) => s.heading === 'Lehre');
    expect(section?.langs).toEqual({ heading: 'de' });
    expect(section?.style === 'entries' && section.items[0]?.langs).toEqual({ note: 'de' });
  });

  it('marks the job title, the profile and the location in the contact details and the closing', () => {
    const data = buildCvData({
      person: {
        ...buildCvData().person,
        address: null,
        location: 'München',
        langs: { jobTitle: de, bio: de, location: de },
      },
    });
    const input = toTemplateInput(data, { closing: true, today: '2026-11-24' });
    expect(input.person.langs).toEqual({ jobTitle: 'de' });
    expect(input.person.bio.every((block) => block.lang === 'de')).toBe(true);
    const location = input.person.contact.find((item) => item.kind === 'location');
    expect(location).toMatchObject({ text: 'München', lang: 'de' });
    expect(input.person.contact.filter((item) => item.lang)).toEqual([location]);
    // The date is digits: the line is in the place's language.
    expect(input.closing).toEqual({
      placeDate: 'München, 24/11/2026',
      name: 'Marie Schäfer',
      langs: { placeDate: 'de' },
    });
    // With an address the closing names its city and the location is not printed.
    const withAddress = buildCvData({
      person: { ...buildCvData().person, langs: { location: de } },
    });
    const addressed = toTemplateInput(withAddress, { closing: true });
    expect(addressed.closing?.langs).toBeUndefined();
    expect(addressed.person.contact.some((item) => item.lang)).toBe(false);
  });

  it('marks a joined text whole when its parts share a language, else by runs', () => {
    const data = buildCvData({
      skills: [
        { name: 'Barrierefreiheit', type: 'Methoden', level: 4, langs: { name: de, type: de } },
        {
          name: 'Testautomatisierung',
          type: 'Methoden',
          level: 3,
          keywords: ['Vertragstests'],
          langs: { name: de, keywords: de },
        },
        { name: 'Prüfung', type: 'Methoden', level: 3, keywords: ['WCAG'], langs: { name: de } },
      ],
      languages: [
        { language: 'de', level: 'native', note: 'Muttersprache', langs: { note: de } },
        { language: 'fr', level: 'B1' },
      ],
      interests: [{ name: 'Klettern', keywords: ['Bouldern'], langs: { name: de } }],
    });
    const [group] = skillsOf(data);
    expect(group?.langs).toEqual({ type: 'de' });
    expect(group?.items.map((s) => [s.name, s.langs])).toEqual([
      ['Barrierefreiheit', { name: 'de' }],
      ['Testautomatisierung (Vertragstests)', { name: 'de' }],
      [
        'Prüfung (WCAG)',
        {
          name: [
            { text: 'Prüfung', lang: 'de' },
            { text: ' (WCAG)', lang: null },
          ],
        },
      ],
    ]);
    const compact = (key: string) => {
      const section = sectionOf(data, key);
      return section?.style === 'compact' ? section.items : [];
    };
    expect(compact('language')).toEqual([
      {
        title: 'German',
        detail: 'Native, Muttersprache',
        level: 'native',
        langs: {
          detail: [
            { text: 'Native, ', lang: null },
            { text: 'Muttersprache', lang: 'de' },
          ],
        },
      },
      { title: 'French', detail: 'Intermediate (B1)', level: 'B1' },
    ]);
    expect(compact('interest')).toEqual([
      { title: 'Klettern', detail: 'Bouldern', langs: { title: 'de' } },
    ]);
  });

  it('leaves a CV without other languages as it always was: no marks anywhere', () => {
    const input = toTemplateInput(fullCvData('de'), { closing: true });
    // The CV's own language is the only one named.
    expect(JSON.stringify({ ...input, lang: undefined })).not.toMatch(/"langs?":/);
  });
});
