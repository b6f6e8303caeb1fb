import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, type CvData, type CvDesignId, type CvPaper, type Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import { createCvRenderer, type CvRenderer, type CvRenderRequest } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { buildCvData, longCvData, minimalCvData } from '../../../test/cv-fixtures';
import { inspectPdf } from '../../../test/pdf-inspect';

/**
 * What every design must do for machines and for picky readers, checked on
 * the text layer the way applicant tracking systems read it: poppler's
 * pdftotext in its default mode (reading order, not layout).
 */

let renderer: CvRenderer;
let photo: Uint8Array;

beforeAll(async () => {
  renderer = createCvRenderer();
  photo = await samplePhoto();
});

function render(request: Omit<CvRenderRequest, 'format'>): Uint8Array {
  const result = renderer.renderCv({ ...request, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  expect(result.warnings).toEqual([]);
  return result.pdf;
}

/** pdftotext's default output (one page, or all), lines trimmed, soft hyphens joined. */
function pdftotext(pdf: Uint8Array, page?: number): string[] {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  const text = execFileSync('pdftotext', [...range, '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    stdio: ['pipe', 'pipe', 'ignore'],
  }).toString('utf8');
  return text
    .replace(/\u00ad\n/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '\f');
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

type SectionKey = 'profile' | 'experience' | 'education' | 'skills' | 'projects';

/** The texts each section must hold: titles, organisations, skill names. */
function sectionItems(data: CvData): Record<SectionKey, string[]> {
  return {
    profile: data.person.bio ? [data.person.bio.split(/[.\n]/)[0]!.slice(0, 40)] : [],
    experience: data.workExperiences.flatMap((j) => [j.jobTitle, j.company]),
    education: data.educations.flatMap((e) => [e.degreeName, e.institution]),
    skills: data.skills.map((s) => s.name),
    projects: data.projects.map((p) => p.name),
  };
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

function expectReadingOrder(design: CvDesignId, data: CvData, pdf: Uint8Array) {
  const t = translator(data.lang);
  const lines = pdftotext(pdf);
  const headingText = (key: SectionKey) => t(`cv.document.headings.${key}`);

  // A period ("Apr 2010 – Sep 2012") never breaks at its dash.
  for (const line of lines) expect(line, `${design}: a line ends at a dash`).not.toMatch(/ –$/);

  // The name is one line, the first of the text layer.
  expect(norm(lines[0]!), `${design}: first line`).toBe(
    norm(`${data.person.firstName} ${data.person.lastName}`),
  );

  const items = sectionItems(data);
  const keys = (Object.keys(items) as SectionKey[]).filter((key) => items[key].length > 0);
  // Every section heading is a line of its own (Modern shows the profile
  // under the name without a heading).
  const positions = keys
    .map((key) => ({ key, at: headingIndex(lines, headingText(key)) }))
    .filter(({ key, at }) => {
      if (key === 'profile' && at < 0) return false;
      expect(at, `${design}: heading "${headingText(key)}"`).toBeGreaterThan(0);
      return true;
    })
    .sort((a, b) => a.at - b.at);

  // Each item follows its own heading and comes before the next heading:
  // no line of another section (or of a sidebar) sits among a section's
  // lines. Items are looked up in the joined text (a long name may wrap).
  const offsets: number[] = [];
  let text = '';
  for (const line of lines) {
    offsets.push(text.length);
    text += `${norm(line)} `;
  }
  // A profile shown without a heading (Modern) comes before every section.
  if (items.profile.length > 0 && !positions.some(({ key }) => key === 'profile')) {
    const bio = text.indexOf(norm(items.profile[0]!));
    expect(bio, `${design}: profile text`).toBeGreaterThan(0);
    expect(bio, `${design}: profile before the sections`).toBeLessThan(offsets[positions[0]!.at]!);
  }
  positions.forEach(({ key, at }, i) => {
    const start = offsets[at]!;
    const end = positions[i + 1] ? offsets[positions[i + 1]!.at]! : text.length;
    for (const item of items[key]) {
      const found = text.indexOf(norm(item), start);
      expect(found, `${design}: "${item}" under "${headingText(key)}"`).toBeGreaterThan(start);
      expect(found, `${design}: "${item}" before the next heading`).toBeLessThan(end);
    }
  });
  return positions.map(({ key }) => headingText(key));
}

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

  it('hyphenates German text (the CV’s language), breaking only words of the profile', () => {
    const data = buildCvData({}, 'de');
    const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: render({ design, data, picture: photo }),
      stdio: ['pipe', 'pipe', 'ignore'],
    }).toString('utf8');
    const broken = [...raw.matchAll(/(\p{L}+)\u00ad\n(\p{L}+)/gu)];
    expect(broken.length, `${design}: hyphenated line ends`).toBeGreaterThan(0);
    const source = JSON.stringify(data);
    for (const [, head, tail] of broken) expect(source).toContain(`${head}${tail}`);
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
    ];
    for (const { data, paper } of cases) {
      const pdf = render({ design, data, picture: photo, paper });
      const t = translator(data.lang);
      const headings = (
        ['profile', 'personal', 'contact', 'experience', 'education', 'skills', 'projects'] as const
      ).map((key) => norm(t(`cv.document.headings.${key}`)));
      const titles = [...data.workExperiences, ...data.educations, ...data.projects].map((e) =>
        norm('jobTitle' in e ? e.jobTitle : 'degreeName' in e ? e.degreeName : e.name),
      );
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
        // Nor does a page start with the last item of a list whose others
        // stayed behind (every generated job ends with "Improved reliability").
        const first = norm(content[0] ?? '');
        expect(first, `${design} ${data.lang} ${paper}, page ${page} starts`).not.toMatch(
          /^[–•-] improved reliability$/,
        );
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
  });

  it('prints the date alone when the owner gave no place', () => {
    const lines = pdftotext(render({ design: 'lebenslauf', data: minimalCvData('de'), today }));
    const at = lineIndex(lines, '24.11.2026');
    expect(at).toBeGreaterThan(0);
    expect(lines[at]).toBe('24.11.2026');
  });
});
