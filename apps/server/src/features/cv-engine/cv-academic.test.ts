import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, LOCALES, type CvData, type Locale } from '@cv/shared';
import { checkCv, CHECK_IDS } from '../../../test/cv-quality/check-cv';
import { textOffPage } from '../../../test/cv-quality/on-page';
import { researcherCvData } from '../../../test/long-profiles';
import { pageWordBoxes } from '../../../test/pdf-inspect';
import { toTemplateInput, type CvEntry } from './cv-document';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';

/**
 * The academic design with a researcher's long CV (fifteen publications over
 * eight years, talks, grants and teaching as sections of her own), read as
 * machines read it: the publications under year headings, newest year
 * first, each with its number on its title's line, the numbers counting
 * down without a gap; the owner's own sections whole and in order; nothing
 * off the page. And the same CV in every other design, which has no year
 * groups but must print it all the same.
 */

const renderer = createCvRenderer();
const picture = await samplePhoto();

function renderPdf(design: (typeof CV_DESIGN_IDS)[number], data: CvData): Uint8Array {
  const rendered = renderer.renderCv({ design, data, picture, format: 'pdf' });
  if (rendered.format !== 'pdf') throw new Error('expected a PDF');
  expect(rendered.warnings).toEqual([]);
  expect(rendered.tooWide).toEqual([]);
  return rendered.pdf;
}

/** pdftotext's lines in reading order, white space folded, soft hyphens joined, empty lines left out. */
function textLines(pdf: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  })
    .replace(/\u00ad\n/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The CV's sections as the template receives them. */
function sectionsOf(data: CvData) {
  return toTemplateInput(data, { design: 'academic' }).sections;
}

function entriesOf(data: CvData, key: (k: string) => boolean): CvEntry[] {
  const section = sectionsOf(data).find((s) => key(s.key));
  if (!section || section.style !== 'entries') throw new Error('no such section of entries');
  return section.items;
}

/** The section's lines: after its heading (a line of its own), up to the next section's heading. */
function sectionLines(lines: string[], data: CvData, heading: string): string[] {
  const headings = sectionsOf(data).map((s) => norm(s.heading));
  const start = lines.findIndex((line) => norm(line) === norm(heading));
  expect(start, `heading "${heading}"`).toBeGreaterThan(0);
  const next = lines.findIndex((line, i) => i > start && headings.includes(norm(line)));
  return lines.slice(start + 1, next < 0 ? undefined : next);
}

/** The year of a period as the design groups by it: its first four-digit number. */
const yearOf = (entry: CvEntry) => /\b\d{4}\b/.exec(entry.period ?? '')?.[0] ?? null;

/** Year groups (newest first, the undated last) and each publication's number, counting down. */
function expectedPublications(entries: CvEntry[]) {
  const years = [...new Set(entries.map(yearOf).filter((y) => y !== null))].sort().reverse();
  const groups = [...years, null].map((year) => ({
    year,
    entries: entries.filter((e) => yearOf(e) === year),
  }));
  let number = entries.length;
  return groups
    .filter((group) => group.entries.length > 0)
    .map((group) => ({
      year: group.year,
      entries: group.entries.map((entry) => ({ entry, number: number-- })),
    }));
}

describe.each(LOCALES)('academic with a researcher’s CV (%s)', (lang: Locale) => {
  const data = researcherCvData(lang);
  const pdf = renderPdf('academic', data);
  const lines = textLines(pdf);
  const heading = (key: (k: string) => boolean) =>
    sectionsOf(data).find((s) => key(s.key))!.heading;

  it('groups the publications by year, newest first, each numbered on its title’s line', () => {
    const publications = entriesOf(data, (k) => k === 'publication');
    expect(publications.length).toBeGreaterThanOrEqual(14);
    const groups = expectedPublications(publications);
    expect(groups.filter((g) => g.year !== null).length).toBeGreaterThanOrEqual(6);
    const section = sectionLines(
      lines,
      data,
      heading((k) => k === 'publication'),
    );

    // The year headings, each a line of its own, in order; nothing else is one.
    const yearLines = section.flatMap((line, at) => (/^\d{4}$/.test(line) ? [{ line, at }] : []));
    expect(yearLines.map((y) => y.line)).toEqual(groups.flatMap((g) => (g.year ? [g.year] : [])));

    // Every number once, from the highest down, on the line that starts its title.
    const numbered = section.flatMap((line, at) => {
      const match = /^\[(\d+)\] (.+)$/.exec(line);
      return match ? [{ number: Number(match[1]), text: match[2]!, at }] : [];
    });
    expect(numbered.map((n) => n.number)).toEqual(
      Array.from({ length: publications.length }, (_, i) => publications.length - i),
    );
    for (const group of groups) {
      for (const { entry, number } of group.entries) {
        const line = numbered.find((n) => n.number === number)!;
        const where = `[${number}] ${entry.title}`;
        expect(norm(entry.title).startsWith(norm(line.text)), where).toBe(true);
        // Under its year (the last year heading before it); the undated,
        // numbered last, after all years.
        const under = yearLines.filter((y) => y.at < line.at).at(-1)?.line;
        expect(under, where).toBe(group.year ?? yearLines.at(-1)!.line);
      }
    }
  });

  it('prints talks, grants and teaching as sections of their own, every entry in order', () => {
    expect(data.customSections.map((s) => s.title)).toEqual(
      lang === 'de' ? ['Vorträge', 'Drittmittel', 'Lehre'] : ['Talks', 'Grants', 'Teaching'],
    );
    const custom = sectionsOf(data).filter((s) => s.key.startsWith('custom'));
    expect(custom.map((s) => s.items.length)).toEqual([7, 4, 4]);
    for (const section of custom) {
      if (section.style !== 'entries') throw new Error('a custom section of entries');
      const text = sectionLines(lines, data, section.heading).map(norm).join(' ');
      let at = 0;
      for (const entry of section.items) {
        for (const part of [entry.period, entry.title, entry.subtitle]) {
          if (!part) continue;
          const found = text.indexOf(norm(part), at);
          expect(found, `${section.heading}: "${part}"`).toBeGreaterThanOrEqual(at);
          at = found;
        }
      }
    }
  });

  it('reads whole and in order, and keeps everything on the page', async () => {
    const { violations, pages } = await checkCv(pdf, data, 'academic');
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    expect(await textOffPage(pdf)).toEqual([]);
    // Inside the page's margins, however long a title or a venue.
    for (let page = 1; page <= pages; page++) {
      const { width, words } = pageWordBoxes(pdf, page);
      for (const word of words) {
        expect(word.xMin, `p.${page} "${word.text}"`).toBeGreaterThan(28);
        expect(word.xMax, `p.${page} "${word.text}"`).toBeLessThan(width - 28);
      }
    }
  });
});

describe('a researcher’s CV in the other designs', () => {
  it.each(CV_DESIGN_IDS.filter((design) => design !== 'academic'))(
    '%s prints every publication, talk and grant',
    (design) => {
      // One language per design, by turns: each design once.
      const lang = LOCALES[CV_DESIGN_IDS.indexOf(design) % LOCALES.length]!;
      const data = researcherCvData(lang);
      const text = norm(textLines(renderPdf(design, data)).join(' '));
      const titles = sectionsOf(data)
        .filter((s) => s.key === 'publication' || s.key.startsWith('custom'))
        .flatMap((s) => (s.style === 'entries' ? s.items.map((e) => e.title) : []));
      expect(titles.length).toBeGreaterThanOrEqual(30);
      for (const title of titles) expect(text, title).toContain(norm(title));
    },
  );
});
