import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, type CvData, type CvDesignId } from '@cv/shared';
import { careerCvData } from '../../../test/cv-fixtures';
import { checkCv, CHECK_IDS } from '../../../test/cv-quality/check-cv';
import { textOffPage } from '../../../test/cv-quality/on-page';
import { longProfile } from '../../../test/long-profiles';
import { popplerPages } from '../../../test/pdf-inspect';
import { toTemplateInput, type CvSection, type CvSectionBreaks } from './cv-document';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';

/**
 * The owner's page breaks in every design, with long CVs in both languages:
 * a section marked to start a new page starts one, a section kept together
 * ends on the page it starts on, and the CV still reads whole and in order
 * with nothing off the page.
 */

const renderer = createCvRenderer();
const picture = await samplePhoto();

const PROFILES = [
  ['engineer', 'en'],
  ['lebenslauf', 'de'],
] as const;

function render(design: CvDesignId, data: CvData, sectionBreaks?: CvSectionBreaks) {
  const rendered = renderer.renderCv({ design, data, picture, format: 'pdf', sectionBreaks });
  if (rendered.format !== 'pdf') throw new Error('expected a PDF');
  return rendered;
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page (0-based) of every occurrence of each section's heading and entry titles, in text order. */
function placesOf(pdf: Uint8Array) {
  const pages = popplerPages(pdf, 'reading').map(folded);
  return {
    pages,
    /** The first page at or after `from` whose text holds `text` (case-insensitive), or -1. */
    pageOf(text: string, from = 0) {
      const needle = folded(text).toLowerCase();
      return pages.findIndex((page, i) => i >= from && page.toLowerCase().includes(needle));
    },
  };
}

type EntriesSection = Extract<CvSection, { style: 'entries' }>;

/** The sections of the main column with entries, as the template sees them. */
function mainSections(design: CvDesignId, data: CvData): EntriesSection[] {
  const input = toTemplateInput(data, { design });
  return input.sections.filter(
    (s): s is EntriesSection => !input.side.includes(s.key) && s.style === 'entries',
  );
}

/**
 * The profile with ever less of its career, a line or so at a time: the
 * last job's description loses its lines from the end, then the job goes.
 */
function* shorterCareers(data: CvData): Generator<CvData> {
  for (let jobs = data.workExperiences.length; jobs > 0; jobs--) {
    const kept = data.workExperiences.slice(0, jobs);
    const last = kept.at(-1)!;
    const lines = (last.description ?? '').split('\n');
    for (let count = lines.length; count >= 0; count--) {
      const shortened = { ...last, description: lines.slice(0, count).join('\n') || null };
      yield { ...data, workExperiences: [...kept.slice(0, -1), shortened] };
    }
  }
}

/**
 * Every fifth of the shorter careers first, then the others: a short
 * section straddles a page break over several lines' change, so a split
 * turns up in a fraction of the renders a walk line by line takes.
 */
function strided<T>(items: T[], stride = 5): T[] {
  return Array.from({ length: stride }, (_, start) =>
    items.filter((_, i) => i % stride === start),
  ).flat();
}

/** Tests that render a long CV several times: room for a machine busy with other suites. */
const SEVERAL_RENDERS = 60_000;

describe.each(CV_DESIGN_IDS)('%s with page breaks', (design) => {
  it.each(PROFILES)(
    'starts a section on a new page when asked: %s (%s)',
    async (id, lang) => {
      const data = longProfile(id, lang);
      const firstLine = (pdf: Uint8Array, page: number) => {
        const lines = popplerPages(pdf, 'layout')[page]!.split('\n');
        return folded(lines.find((line) => line.trim())!);
      };
      const startsPage = (pdf: Uint8Array, section: EntriesSection) => {
        const page = placesOf(pdf).pageOf(section.items[0]!.title);
        return firstLine(pdf, page).toLowerCase().includes(section.heading.toLowerCase());
      };
      // A section of the main column that follows another on its page by default.
      const plain = render(design, data).pdf;
      const section = mainSections(design, data)
        .slice(1)
        .find((s) => !startsPage(plain, s))!;

      const rendered = render(design, data, { newPage: [section.key], keptTogether: [] });
      expect(startsPage(rendered.pdf, section)).toBe(true);
      expect(rendered.warnings).toEqual([]);
      expect(await textOffPage(rendered.pdf)).toEqual([]);
      const { violations } = await checkCv(rendered.pdf, data, design);
      for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    },
    SEVERAL_RENDERS,
  );

  it.each(PROFILES)(
    'keeps a section on one page when asked: %s (%s)',
    async (id, lang) => {
      const full = longProfile(id, lang);
      const pagesOf = (pdf: Uint8Array, section: EntriesSection) => {
        const places = placesOf(pdf);
        const first = places.pageOf(section.items[0]!.title);
        return { first, last: places.pageOf(section.items.at(-1)!.title, first) };
      };
      // A short section of several entries, and a shorter career after which
      // the page ends inside it, so that keeping it together has something to do.
      const candidates = mainSections(design, full).filter(
        (s) => s.key !== 'work-experience' && s.items.length >= 2 && s.items.length <= 4,
      );
      let found: { data: CvData; section: EntriesSection } | undefined;
      for (const data of strided([...shorterCareers(full)])) {
        const pdf = render(design, data).pdf;
        const section = candidates.find((s) => {
          const split = pagesOf(pdf, s);
          return split.last > split.first;
        });
        if (section) {
          found = { data, section };
          break;
        }
      }
      expect(found, 'no career length splits a short section').toBeDefined();
      const { data, section } = found!;

      const rendered = render(design, data, { newPage: [], keptTogether: [section.key] });
      const kept = pagesOf(rendered.pdf, section);
      expect(kept.first).toBeGreaterThanOrEqual(0);
      expect(kept.last).toBe(kept.first);
      expect(rendered.warnings).toEqual([]);
      expect(await textOffPage(rendered.pdf)).toEqual([]);
      const { violations } = await checkCv(rendered.pdf, data, design);
      for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    },
    SEVERAL_RENDERS,
  );

  it('breaks a section kept together that is longer than a page, rather than run off it', async () => {
    const data = careerCvData(16);
    const titles = data.workExperiences.map((job) => job.jobTitle);
    const rendered = render(design, data, { newPage: [], keptTogether: ['work-experience'] });
    const places = placesOf(rendered.pdf);
    expect(places.pageOf(titles[0]!)).toBe(0);
    expect(places.pageOf(titles.at(-1)!)).toBeGreaterThan(0);
    expect(rendered.pages).toBe(render(design, data).pages);
    expect(await textOffPage(rendered.pdf)).toEqual([]);
  });
});
