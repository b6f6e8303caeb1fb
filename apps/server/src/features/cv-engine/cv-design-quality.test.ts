import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  CV_DESIGN_IDS,
  CV_SIDEBAR_DESIGNS,
  richTextToPlain,
  type CvData,
  type CvDesignId,
  type CvPaper,
  type Locale,
  type RichBlock,
} from '@cv/shared';
import { translator } from '../../http/i18n';
import { toTemplateInput, type CvLayoutOptions, type CvSection } from './cv-document';
import { createCvRenderer, type CvRenderRequest } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import {
  RICH_DESCRIPTION,
  buildCvData,
  buildJob,
  fullCvData,
  longCvData,
  minimalCvData,
} from '../../../test/cv-fixtures';
import { inspectPdf, parseWordBoxes, type WordBox } from '../../../test/pdf-inspect';

/**
 * What every design must do for machines and for picky readers, checked on
 * the text layer the way applicant tracking systems read it: poppler's
 * pdftotext in its default mode (reading order, not layout).
 */

const renderer = createCvRenderer();
const photo = await samplePhoto();

/**
 * Renders are the cost of this file: several tests ask for the same CV (the
 * same design, data and options), so each distinct request renders once and
 * each PDF is read by pdftotext once per page range.
 */
const rendered = new Map<string, Uint8Array>();
const pictureIds = new WeakMap<Uint8Array, number>();
let nextPictureId = 0;
const textOf = new WeakMap<Uint8Array, Map<string, string>>();

function requestKey(request: Omit<CvRenderRequest, 'format'>): string {
  return JSON.stringify(request, (key, value: unknown) => {
    if (!(value instanceof Uint8Array)) return value;
    if (!pictureIds.has(value)) pictureIds.set(value, nextPictureId++);
    return `picture ${pictureIds.get(value)} of ${value.length} bytes`;
  });
}

function render(request: Omit<CvRenderRequest, 'format'>): Uint8Array {
  const key = requestKey(request);
  const cached = rendered.get(key);
  if (cached) return cached;
  const result = renderer.renderCv({ ...request, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  expect(result.warnings).toEqual([]);
  rendered.set(key, result.pdf);
  return result.pdf;
}

function pdftotextRaw(pdf: Uint8Array, args: string[]): string {
  let byArgs = textOf.get(pdf);
  if (!byArgs) textOf.set(pdf, (byArgs = new Map()));
  const key = args.join(' ');
  let text = byArgs.get(key);
  if (text === undefined) {
    text = execFileSync('pdftotext', [...args, '-enc', 'UTF-8', '-', '-'], {
      input: pdf,
      stdio: ['pipe', 'pipe', 'ignore'],
    }).toString('utf8');
    byArgs.set(key, text);
  }
  return text;
}

/** pdftotext's default output (one page, or all), lines trimmed, soft hyphens joined. */
function pdftotext(pdf: Uint8Array, page?: number): string[] {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  const text = pdftotextRaw(pdf, range);
  return text
    .replace(/\u00ad\n/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '\f');
}

/** The words of one page with their boxes, and the page's width (pdftotext -bbox). */
function pageWords(pdf: Uint8Array, page: number): { width: number; words: WordBox[] } {
  return parseWordBoxes(pdftotextRaw(pdf, ['-f', String(page), '-l', String(page), '-bbox']));
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** A section as the text layer must show it: its heading, then these texts before the next one. */
interface ExpectedSection {
  key: string;
  heading: string;
  items: string[];
}

/** Each paragraph and list item of a formatted text as plain text. */
function blockTexts(blocks: RichBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'paragraph' ? [richTextToPlain([block])] : block.items.flatMap(blockTexts),
  );
}

/** The texts a section must hold: every text of an entry, a skill's name, a one-line item's both. */
function sectionTexts(section: CvSection): (string | null)[] {
  switch (section.style) {
    case 'entries':
      return section.items.flatMap((e) => [
        e.title,
        e.subtitle,
        e.note,
        e.period,
        ...blockTexts(e.body),
        ...e.links.map((l) => l.label),
      ]);
    case 'skills':
      return section.items.flatMap((group) => group.items.map((skill) => skill.name));
    case 'compact':
      return section.items.flatMap((i) => [i.title, i.detail]);
  }
}

/** The profile and every section with the texts each must hold, in the order they print. */
function expectedSections(data: CvData, options: CvLayoutOptions = {}): ExpectedSection[] {
  const t = translator(data.lang);
  const sections = [
    {
      key: 'profile',
      heading: t('cv.document.headings.profile'),
      items: data.person.bio ? [data.person.bio.split(/[.\n]/)[0]!.slice(0, 40)] : [],
    },
    ...toTemplateInput(data, options).sections.map((section) => ({
      key: section.key,
      heading: section.heading,
      items: sectionTexts(section),
    })),
  ];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item): item is string => Boolean(item)),
    }))
    .filter((section) => section.items.length > 0);
}

/** Index of the first line at or after `from` that contains `text`. */
function lineIndex(lines: string[], text: string, from = 0): number {
  const wanted = norm(text);
  for (let i = from; i < lines.length; i++) if (norm(lines[i]!).includes(wanted)) return i;
  return -1;
}

/** Index of the line that is exactly the heading `text` (any case). */
function headingIndex(lines: string[], text: string): number {
  return lines.findIndex((line) => norm(line) === norm(text));
}

/** Checks the text layer section by section; answers the headings in the order it has them. */
function expectReadingOrder(
  design: CvDesignId,
  data: CvData,
  pdf: Uint8Array,
  options: CvLayoutOptions = {},
): string[] {
  const lines = pdftotext(pdf);

  // A period ("Apr 2010 – Sep 2012") never breaks at its dash.
  for (const line of lines) expect(line, `${design}: a line ends at a dash`).not.toMatch(/ –$/);

  // The name is one line, the first of the text layer.
  expect(norm(lines[0]!), `${design}: first line`).toBe(
    norm(`${data.person.firstName} ${data.person.lastName}`),
  );

  const sections = expectedSections(data, options);
  // Every section heading is a line of its own (Modern shows the profile
  // under the name without a heading).
  const positions = sections
    .map((section) => ({ section, at: headingIndex(lines, section.heading) }))
    .filter(({ section, at }) => {
      if (section.key === 'profile' && at < 0) return false;
      expect(at, `${design}: heading "${section.heading}"`).toBeGreaterThan(0);
      return true;
    })
    .sort((a, b) => a.at - b.at);

  // Each item follows its own heading and comes before the next heading:
  // no line of another section (or of a sidebar) sits among a section's
  // lines. Items are looked up in the joined text (a long one may wrap; a
  // line that ends in a hyphen or a slash runs on).
  const offsets: number[] = [];
  let text = '';
  for (const line of lines) {
    offsets.push(text.length);
    text += norm(line) + (/[-/]$/.test(line) ? '' : ' ');
  }
  // A profile shown without a heading (Modern) comes before every section.
  const profile = sections.find((section) => section.key === 'profile');
  if (profile && !positions.some(({ section }) => section === profile)) {
    const bio = text.indexOf(norm(profile.items[0]!));
    expect(bio, `${design}: profile text`).toBeGreaterThan(0);
    expect(bio, `${design}: profile before the sections`).toBeLessThan(offsets[positions[0]!.at]!);
  }
  // A section may say its heading again, "(continued)", where it resumes
  // after a side column on the right (read before the rest of the career):
  // each item then stands under one of its section's headings.
  const t = translator(data.lang);
  const resumed = (heading: string) => norm(t('cv.document.continued', { heading }));
  const every = positions
    .flatMap(({ section }) =>
      lines.flatMap((line, at) =>
        norm(line) === norm(section.heading) || norm(line) === resumed(section.heading)
          ? [{ section, at }]
          : [],
      ),
    )
    .sort((a, b) => a.at - b.at);
  for (const { section } of positions) {
    const spans = every.flatMap(({ section: s, at }, i) =>
      s === section
        ? [[offsets[at]!, every[i + 1] ? offsets[every[i + 1]!.at]! : text.length]]
        : [],
    );
    for (const item of section.items) {
      const found = spans.map(([start, end]) => ({
        start,
        end,
        at: text.indexOf(norm(item), start!),
      }));
      const under = found.find(({ start, at }) => at > start!) ?? found[0]!;
      const inside = found.find(({ start, end, at }) => at > start! && at < end!) ?? under;
      expect(inside.at, `${design}: "${item}" under "${section.heading}"`).toBeGreaterThan(
        inside.start!,
      );
      expect(inside.at, `${design}: "${item}" before the next heading`).toBeLessThan(inside.end!);
    }
  }
  return positions.map(({ section }) => section.heading);
}

/** The designs with a side column beside the career. */
const SIDE_COLUMN_DESIGNS = Object.keys(CV_SIDEBAR_DESIGNS) as CvDesignId[];

/** A career whose break points fall differently: some entries without a description. */
function mixedCvData(lang: Locale): CvData {
  const data = longCvData(14, lang);
  return {
    ...data,
    workExperiences: data.workExperiences.map((job, i) =>
      i % 3 === 1 ? { ...job, description: null } : job,
    ),
    educations: [...data.educations, ...data.educations].map((edu, i) => ({
      ...edu,
      degreeName: `${edu.degreeName} ${i + 1}`,
    })),
  };
}

describe.each(CV_DESIGN_IDS)('design %s', (design) => {
  it.each(['en', 'de'] as const)(
    'reads in order for machines (%s): sections one after another, headings first, outline alike',
    async (lang) => {
      for (const picture of [photo, null]) {
        const data = buildCvData({}, lang);
        const pdf = render({ design, data, picture });
        const headings = expectReadingOrder(design, data, pdf);

        const facts = await inspectPdf(pdf);
        expect(facts.tagged).toBe(true);
        expect(facts.pdfUa).toBe('1');
        expect(facts.language).toBe(lang);
        expect(facts.title).toBe(translator(lang)('cv.document.title', { name: 'Marie Schäfer' }));
        // The outline (bookmarks) names the sections in the order the text has them.
        expect(facts.outline.filter((title) => headings.includes(title))).toEqual(headings);
      }
    },
  );

  it.each(['en', 'de'] as const)(
    'prints every section of a full profile, each entry whole under its heading (%s)',
    async (lang) => {
      const data = fullCvData(lang);
      const pdf = render({ design, data, picture: photo });
      const headings = expectReadingOrder(design, data, pdf);
      const input = toTemplateInput(data);
      for (const section of input.sections) expect(headings).toContain(section.heading);

      const facts = await inspectPdf(pdf);
      expect(facts.outline.filter((title) => headings.includes(title))).toEqual(headings);
      // The website, the profiles and the entries' addresses are clickable.
      const webAddresses = [
        ...input.person.contact.flatMap((item) => (item.url?.startsWith('http') ? [item.url] : [])),
        ...input.sections.flatMap((section) =>
          section.style === 'entries'
            ? section.items.flatMap((e) => e.links.map((l) => l.url))
            : [],
        ),
      ];
      expect(webAddresses.length).toBeGreaterThanOrEqual(7);
      expect(facts.links).toEqual(
        expect.arrayContaining(webAddresses.map((url) => new URL(url).href)),
      );
    },
  );

  it.runIf(SIDE_COLUMN_DESIGNS.includes(design))(
    'reads in order with the side column on the other side, a full profile in both languages',
    () => {
      const side = CV_SIDEBAR_DESIGNS[design]?.side === 'right' ? 'left' : 'right';
      for (const lang of ['en', 'de'] as const) {
        const data = fullCvData(lang);
        const layout = { sidebarSide: side } as const;
        const headings = expectReadingOrder(
          design,
          data,
          render({ design, data, picture: photo, layout }),
          { layout },
        );
        for (const section of toTemplateInput(data).sections) {
          expect(headings).toContain(section.heading);
        }
      }
    },
  );

  it('prints no heading for a section without entries', async () => {
    const data = buildCvData({
      certificates: [],
      awards: [],
      interests: [],
      customSections: [{ title: 'Nothing here yet', entries: [] }],
    });
    const lines = pdftotext(render({ design, data, picture: photo })).map(norm);
    const t = translator('en');
    for (const empty of ['certificates', 'awards', 'interests', 'references'] as const) {
      expect(lines, `${design}: ${empty}`).not.toContain(norm(t(`cv.document.headings.${empty}`)));
    }
    expect(lines).not.toContain(norm('Nothing here yet'));
    // The sections that have entries are still there.
    expect(lines).toContain(norm(t('cv.document.headings.volunteering')));
    expect(lines).toContain(norm(t('cv.document.headings.languages')));

    const bare = pdftotext(render({ design, data: minimalCvData() })).map(norm);
    const headings = [
      ...toTemplateInput(fullCvData()).sections.map((section) => section.heading),
      ...Object.values(toTemplateInput(minimalCvData()).labels.headings),
    ].map(norm);
    expect(bare.filter((line) => headings.includes(line))).toEqual([]);
  });

  it('prints the sections in the order the owner chose, each column in that order', () => {
    const profile = translator('en')('cv.document.headings.profile');
    const besides: boolean[] = [];
    // With four skills, languages and interests fit beside them; with all,
    // Modern's side column has no room for them.
    const fewSkills = buildCvData({ skills: buildCvData().skills.slice(0, 4) });
    // Education first, publications and volunteering moved up, interests and
    // languages above the skills. (Modern's text layer, as before, reads
    // short sections at the top of the career beside the sidebar out of
    // order, e.g. a career of projects only: an order that puts them there
    // would test pdftotext's guesswork rather than the order.)
    const sectionOrder = [
      'education',
      'work-experience',
      'publication',
      'volunteering',
      'interest',
      'language',
      'skill',
    ];
    for (const data of [fewSkills, fullCvData('en')]) {
      const pdf = render({ design, data, picture: photo, sectionOrder });
      const read = expectReadingOrder(design, data, pdf, { sectionOrder }).filter(
        (heading) => heading !== profile,
      );
      const chosen = toTemplateInput(data, { sectionOrder }).sections;
      if (CV_SIDEBAR_DESIGNS[design]?.side === 'right') {
        // A side column on the right is read after the career beside it: the
        // career and the short lists each read in the chosen order.
        const ofStyle = (entries: boolean) =>
          chosen.filter((s) => (s.style === 'entries') === entries).map((s) => s.heading);
        expect(read.filter((h) => ofStyle(true).includes(h))).toEqual(ofStyle(true));
        expect(read.filter((h) => ofStyle(false).includes(h))).toEqual(ofStyle(false));
        besides.push(true);
        continue;
      }
      // A side column (read first) holds the skills, languages and interests
      // that fit beside the career on page one; the others join the career.
      const sideColumn = SIDE_COLUMN_DESIGNS.includes(design);
      const firstOfCareer = read.indexOf(chosen.find((s) => s.style === 'entries')!.heading);
      const readBeside = new Set(read.slice(0, firstOfCareer));
      const inSide = (s: CvSection) => sideColumn && readBeside.has(s.heading);
      for (const s of chosen.filter(inSide)) expect(s.style).not.toBe('entries');
      besides.push(chosen.some((s) => inSide(s) && s.style === 'compact'));
      const expected = [...chosen.filter(inSide), ...chosen.filter((s) => !inSide(s))];
      expect(read).toEqual(expected.map((s) => s.heading));
    }
    // The side column's own order was put to the test.
    if (SIDE_COLUMN_DESIGNS.includes(design)) expect(besides).toContain(true);
  });

  it('prints a formatted description: bold, italic, a clickable link, numbered and nested lists', async () => {
    const data = buildCvData({
      workExperiences: [buildJob(0, { description: RICH_DESCRIPTION })],
      customSections: [
        { title: 'Teaching', entries: [{ title: 'Seminar', description: RICH_DESCRIPTION }] },
      ],
    });
    const pdf = render({ design, data, picture: photo });
    const lines = pdftotext(pdf);
    // Twice, in the order written: under the job and under the custom section.
    for (const from of [lineIndex(lines, 'Job title number 1'), lineIndex(lines, 'Seminar')]) {
      expect(from).toBeGreaterThan(0);
      const text = norm(lines.slice(from).join(' '));
      let at = 0;
      for (const part of [
        'Plain start, bold words, italic words and a linked word.',
        'A second line of the same paragraph.',
        '1. First numbered',
        '2. Second numbered',
        'Nested bullet one',
        'Nested bullet two',
        'Bullet with bold inside',
        'Last bullet',
      ]) {
        const found = text.indexOf(norm(part), at);
        expect(found, `${design}: "${part}"`).toBeGreaterThanOrEqual(at);
        at = found;
      }
    }
    // Markdown never shows: no stars, brackets or list dashes as typed.
    const all = lines.join('\n');
    expect(all).not.toMatch(/\*\*|\]\(|^- /m);
    // A line break stays a line break; list items start lines of their own.
    expect(
      lines.filter((line) => norm(line) === norm('A second line of the same paragraph.')),
    ).toHaveLength(2);
    expect(lines.filter((line) => /^2\. Second numbered$/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => /^[•–-] Nested bullet two$/.test(line))).toHaveLength(2);
    const { links } = await inspectPdf(pdf);
    expect(links).toContain('https://rich.example.org/linked');
  });

  it('keeps long web addresses and user names inside the page and their column, clickable', async () => {
    const website = `https://www.${'long-domain-'.repeat(6)}example.org/portfolio/2024/index.html`;
    const linkedIn = `https://www.linkedin.com/in/${'x'.repeat(150)}`;
    const data = buildCvData({
      website,
      links: [
        {
          network: 'Mastodon',
          username: '@maximiliane.hohenzollern@social.example-instance.org',
          url: 'https://social.example-instance.org/@m',
        },
        { network: 'LinkedIn', url: linkedIn },
      ],
    });
    const pdf = render({ design, data, picture: photo });
    const { width, words } = pageWords(pdf, 1);
    expect(words.length).toBeGreaterThan(0);
    // The narrowest right margin of the designs is 1.4 cm (40 pt); a side
    // column on the right has 0.7 cm (20 pt) inside its band.
    const rightColumn = CV_SIDEBAR_DESIGNS[design]?.side === 'right';
    for (const word of words)
      expect(word.xMax, `${design}: "${word.text}"`).toBeLessThan(width - (rightColumn ? 18 : 38));
    if (rightColumn) {
      // Nothing in the side column (its text from 4.6 cm before the right
      // edge) runs into the career.
      for (const word of words.filter((w) => w.xMax > width - 30)) {
        expect(word.xMin, `${design}: "${word.text}"`).toBeGreaterThan(width - 160);
      }
    }
    if (design === 'modern') {
      // Nothing in the sidebar (4.8 cm of text from 0.75 cm; the career below
      // it starts at 1.5 cm) runs into the career.
      for (const word of words.filter((w) => w.xMin < 30)) {
        expect(word.xMax, `modern: "${word.text}"`).toBeLessThan(160);
      }
    }
    const { links } = await inspectPdf(pdf);
    expect(links).toEqual(expect.arrayContaining([new URL(website).href, linkedIn]));
  });

  it('hyphenates German text (the CV’s language), breaking only words of the profile', () => {
    const data = buildCvData({}, 'de');
    const raw = pdftotextRaw(render({ design, data, picture: photo }), []);
    const broken = [...raw.matchAll(/(\p{L}+)\u00ad\n(\p{L}+)/gu)];
    expect(broken.length, `${design}: hyphenated line ends`).toBeGreaterThan(0);
    const source = JSON.stringify(data);
    for (const [, head, tail] of broken) expect(source).toContain(`${head}${tail}`);
  });

  it('keeps the reading order when tightened to fit fewer pages', () => {
    const data = buildCvData({}, 'en');
    expectReadingOrder(design, data, render({ design, data, picture: photo, fitPages: 2 }));
  });

  it('keeps the reading order over several pages', () => {
    const data = longCvData(30, 'de');
    expectReadingOrder(design, data, render({ design, data, picture: photo }));
  });

  it.each([
    ['a4', 595, 842],
    ['letter', 612, 792],
  ] as const)('sets every page on %s paper', async (paper: CvPaper, width, height) => {
    const pdf = render({ design, data: longCvData(12), picture: photo, paper });
    const { pageSizes } = await inspectPdf(pdf);
    expect(pageSizes.length).toBeGreaterThan(1);
    for (const size of pageSizes) {
      expect(Math.round(size.width)).toBe(width);
      expect(Math.round(size.height)).toBe(height);
    }
  });

  it('never ends a page with a heading or an entry title cut from its first lines', () => {
    const cases: { data: CvData; paper: CvPaper }[] = [
      { data: buildCvData({}, 'de'), paper: 'a4' },
      { data: buildCvData({}, 'en'), paper: 'letter' },
      { data: mixedCvData('en'), paper: 'a4' },
      { data: mixedCvData('de'), paper: 'letter' },
      { data: longCvData(30, 'en'), paper: 'a4' },
      { data: fullCvData('de'), paper: 'a4' },
      { data: fullCvData('en'), paper: 'letter' },
    ];
    for (const { data, paper } of cases) {
      const pdf = render({ design, data, picture: photo, paper });
      const input = toTemplateInput(data);
      const headings = [
        ...Object.values(input.labels.headings),
        ...input.sections.map((section) => section.heading),
      ].map(norm);
      const titles = input.sections
        .flatMap((section) => (section.style === 'entries' ? section.items : []))
        .map((entry) => norm(entry.title));
      let page = 1;
      for (;;) {
        let lines: string[];
        try {
          lines = pdftotext(pdf, page);
        } catch {
          break;
        }
        if (lines.length === 0) break;
        const content = lines.filter((line) => !/^(page|seite) \d+ (of|von) \d+$/i.test(line));
        const last = norm(content.at(-1) ?? '');
        const where = `${design} ${data.lang} ${paper}, page ${page} ends with "${last}"`;
        expect(headings.includes(last), where).toBe(false);
        expect(titles.includes(last), where).toBe(false);
        page++;
      }
      expect(page, `${design}: pages read`).toBeGreaterThan(1);
    }
  });

  it('ends with "place, date" and a signature line when asked, and only then', () => {
    const data = buildCvData({}, 'de');
    const closing = 'Berlin, 24.11.2026';
    const withClosing = pdftotext(render({ design, data, closing: true, today: '2026-11-24' }));
    const at = lineIndex(withClosing, closing);
    expect(at, 'closing line').toBeGreaterThan(0);
    expect(norm(withClosing.slice(at + 1).join(' '))).toContain('marie schäfer');
    const without = pdftotext(render({ design, data, closing: false, today: '2026-11-24' }));
    expect(lineIndex(without, closing)).toBe(-1);
  });
});

describe('the closing line by default', () => {
  const today = '2026-11-24';
  it('is on for the Lebenslauf in German, with the owner’s city', () => {
    const lines = pdftotext(render({ design: 'lebenslauf', data: buildCvData({}, 'de'), today }));
    expect(lineIndex(lines, 'Berlin, 24.11.2026')).toBeGreaterThan(0);
  });

  it('is off for the Lebenslauf in English and for every other design', () => {
    expect(
      lineIndex(
        pdftotext(render({ design: 'lebenslauf', data: buildCvData({}, 'en'), today })),
        '24/11/2026',
      ),
    ).toBe(-1);
    for (const design of CV_DESIGN_IDS.filter((d) => d !== 'lebenslauf')) {
      const lines = pdftotext(render({ design, data: buildCvData({}, 'de'), today }));
      expect(lineIndex(lines, '24.11.2026'), design).toBe(-1);
    }
    // A render per design: room for a machine busy with other suites.
  }, 60_000);

  it('prints the date alone when the owner gave no place', () => {
    const lines = pdftotext(render({ design: 'lebenslauf', data: minimalCvData('de'), today }));
    const at = lineIndex(lines, '24.11.2026');
    expect(at).toBeGreaterThan(0);
    expect(lines[at]).toBe('24.11.2026');
  });
});
