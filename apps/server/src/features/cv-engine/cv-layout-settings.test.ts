import { describe, expect, it } from 'vitest';
import {
  CV_DESIGN_IDS,
  CV_LAYOUT_AS_DRAWN,
  CV_LAYOUT_FACTORS,
  type CvData,
  type CvLayoutSettings,
  type CvSectionKey,
} from '@cv/shared';
import { checkCv, CHECK_IDS } from '../../../test/cv-quality/check-cv';
import { textOffPage } from '../../../test/cv-quality/on-page';
import { longProfile } from '../../../test/long-profiles';
import { inspectPdf, pageWordBoxes } from '../../../test/pdf-inspect';
import { AS_DESIGNED, CV_FIT_BOUNDS, fitFactorsAt } from './cv-fit';
import { toTemplateInput } from './cv-document';
import { templateFactors } from './cv-layout-factors';
import { createCvRenderer, type CvRenderRequest } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { sampleCvData } from './cv-sample-profile';
import { cvColors } from './theme-colors';

/**
 * The owner's layout settings in every design: as drawn they change nothing,
 * and at their extremes (smallest type, narrowest margins, tightest spacing;
 * largest type, widest margins, loosest spacing) long CVs still read whole
 * and in order, with nothing off the page.
 */

const renderer = createCvRenderer();
const picture = await samplePhoto();

const lowest = (factor: keyof typeof CV_LAYOUT_FACTORS) => CV_LAYOUT_FACTORS[factor].min;
const highest = (factor: keyof typeof CV_LAYOUT_FACTORS) => CV_LAYOUT_FACTORS[factor].max;

const EXTREMES: Record<'tightest' | 'loosest', CvLayoutSettings> = {
  tightest: {
    typeScale: lowest('typeScale'),
    lineHeight: lowest('lineHeight'),
    margins: lowest('margins'),
    sectionSpacing: lowest('sectionSpacing'),
    entrySpacing: lowest('entrySpacing'),
    pageNumbers: true,
    photoShape: 'square',
    photoSize: 'small',
    // Every section in the side column (see `withSidebar`), narrow, on the
    // right, and colours that cannot be read as chosen: white on white.
    sidebarSections: [],
    sidebarWidth: 'narrow',
    sidebarSide: 'right',
    datePosition: 'below',
    // A long e-mail address: too wide for a column beside the name, so under it.
    contactLayout: 'column',
    headingColor: '#ffffff',
    sidebarColor: '#ffffff',
    sidebarTextColor: '#ffffff',
  },
  loosest: {
    typeScale: highest('typeScale'),
    lineHeight: highest('lineHeight'),
    margins: highest('margins'),
    sectionSpacing: highest('sectionSpacing'),
    entrySpacing: highest('entrySpacing'),
    pageNumbers: true,
    photoShape: 'round',
    photoSize: 'large',
    // No section in the side column, wide, on the left, black on black.
    sidebarSections: [],
    sidebarWidth: 'wide',
    sidebarSide: 'left',
    datePosition: 'right',
    contactLayout: 'list',
    headingColor: '#000000',
    sidebarColor: '#000000',
    sidebarTextColor: '#000000',
  },
};

/** The tightest settings hold every section of the CV in the side column; the loosest none. */
function withSidebar(extreme: keyof typeof EXTREMES, data: CvData): CvLayoutSettings {
  const every = toTemplateInput(data).sections.map((section) => section.key as CvSectionKey);
  return { ...EXTREMES[extreme], sidebarSections: extreme === 'tightest' ? every : [] };
}

/** The colours the text of an SVG page is filled with. */
function textFills(svg: string): Set<string> {
  return new Set([...svg.matchAll(/<use [^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!));
}

function pdfOf(request: Omit<CvRenderRequest, 'format' | 'picture'>) {
  const rendered = renderer.renderCv({ ...request, picture, format: 'pdf' });
  if (rendered.format !== 'pdf') throw new Error('expected a PDF');
  return rendered;
}

function svgsOf(request: Omit<CvRenderRequest, 'format' | 'picture'>) {
  const rendered = renderer.renderCv({ ...request, picture, format: 'svg-pages' });
  if (rendered.format !== 'svg-pages') throw new Error('expected SVG pages');
  return rendered;
}

describe('layout factors', () => {
  it('are fit’s own as drawn, the space before sections tightening with the rest', () => {
    const fit = fitFactorsAt('classic', 1.5);
    expect(templateFactors('classic', fit, CV_LAYOUT_AS_DRAWN)).toEqual({
      ...fit,
      section: fit.spacing,
    });
  });

  it('start from the owner’s choice, and fit tightens from there', () => {
    const chosen = { typeScale: 1.1, margins: 1.2, entrySpacing: 1.4, sectionSpacing: 0.8 };
    expect(templateFactors('classic', AS_DESIGNED, chosen)).toMatchObject({
      font: 1.1,
      margin: 1.2,
      spacing: 1.4,
      section: 0.8,
      leading: 1,
    });
    const fit = { spacing: 0.9, margin: 0.9, leading: 0.9, font: 0.95 };
    expect(templateFactors('classic', fit, chosen)).toMatchObject({
      font: 1.045,
      margin: 1.08,
      spacing: 1.26,
      section: 0.72,
    });
  });

  it('never go below the design’s fit bound, nor below what the owner chose', () => {
    const tightest = fitFactorsAt('compact', 2);
    const bounds = CV_FIT_BOUNDS.compact;
    const factors = templateFactors('compact', tightest, { margins: 0.9, lineHeight: 0.85 });
    expect(factors.margin).toBe(bounds.margin);
    expect(factors.leading).toBe(bounds.leading);
    // Chosen below the bound: kept as chosen.
    expect(templateFactors('compact', tightest, { entrySpacing: 0.5 }).spacing).toBe(0.5);
  });
});

describe.each(CV_DESIGN_IDS)('%s with layout settings', (design) => {
  it('prints as today with the settings as drawn, fitted or not', () => {
    const data = longProfile('engineer', 'en');
    for (const fitPages of [null, 2] as const) {
      const today = svgsOf({ design, data, fitPages });
      const asDrawn = svgsOf({ design, data, fitPages, layout: CV_LAYOUT_AS_DRAWN });
      expect(asDrawn.pages).toBe(today.pages);
      expect(asDrawn.fit).toEqual(today.fit);
      expect(asDrawn.svgs).toEqual(today.svgs);
    }
  });

  it.each([
    ['tightest', 'engineer', 'en'],
    ['tightest', 'lebenslauf', 'de'],
    ['loosest', 'engineer', 'en'],
    ['loosest', 'lebenslauf', 'de'],
  ] as const)(
    'reads whole and in order at the %s settings: %s (%s)',
    async (extreme, profile, lang) => {
      const data = longProfile(profile, lang);
      const rendered = pdfOf({ design, data, layout: withSidebar(extreme, data) });
      expect(rendered.warnings).toEqual([]);
      expect(rendered.tooWide).toEqual([]);
      expect(await textOffPage(rendered.pdf)).toEqual([]);
      const { violations } = await checkCv(rendered.pdf, data, design);
      for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    },
  );

  it('takes more room with the loosest settings than with the tightest', () => {
    const data = longProfile('engineer', 'en');
    const room = (layout: CvLayoutSettings) => {
      const rendered = pdfOf({ design, data, layout });
      return rendered.pages - 1 + rendered.lastPageFill;
    };
    expect(room(withSidebar('loosest', data))).toBeGreaterThan(
      room(withSidebar('tightest', data)) + 0.3,
    );
  });

  it.each(['right', 'left'] as const)(
    'reads whole and in order with the periods %s of the titles, in German',
    async (datePosition) => {
      const data = longProfile('lebenslauf', 'de');
      const rendered = pdfOf({ design, data, layout: { datePosition } });
      expect(rendered.tooWide).toEqual([]);
      expect(await textOffPage(rendered.pdf)).toEqual([]);
      const { violations } = await checkCv(rendered.pdf, data, design);
      for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    },
  );

  it('sets the contact details under the name, in lines or a list, or in a column beside it', async () => {
    const data = sampleCvData('en');
    const placed = (contactLayout: CvLayoutSettings['contactLayout']) => {
      const rendered = pdfOf({ design, data, layout: { contactLayout } });
      const { words } = pageWordBoxes(rendered.pdf, 1);
      const name = words.find((word) => /^marie$/i.test(word.text))!;
      const email = words.find((word) => word.text.includes('@'))!;
      return { rendered, name, email, words: words.map((word) => word.text).join(' ') };
    };
    for (const layout of ['line', 'list'] as const) {
      const { name, email } = placed(layout);
      expect(email.yMin, `${layout}: under the name`).toBeGreaterThan(name.yMax);
      expect(email.yMin, `${layout}: close under it`).toBeLessThan(name.yMax + 80);
    }
    const column = placed('column');
    expect(column.email.xMin, 'column: right of the name').toBeGreaterThan(column.name.xMax);
    expect(column.email.yMax, 'column: beside the name').toBeLessThan(column.name.yMax + 60);
    // Labelled one a line in the list, never in a line of their own.
    expect(placed('list').words).toMatch(/E-mail: marie/);
    expect(placed('line').words).not.toMatch(/E-mail:/);
    expect(column.rendered.tooWide).toEqual([]);
    const { violations } = await checkCv(column.rendered.pdf, data, design);
    for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
  });

  it('reads whole and in order with the periods in a column left of the titles at the loosest settings', async () => {
    const data = longProfile('engineer', 'en');
    const layout = { ...withSidebar('loosest', data), datePosition: 'left' as const };
    const rendered = pdfOf({ design, data, layout });
    expect(rendered.tooWide).toEqual([]);
    expect(await textOffPage(rendered.pdf)).toEqual([]);
    const { violations } = await checkCv(rendered.pdf, data, design);
    for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
  });

  it('leaves the page numbers out when the owner turns them off', async () => {
    const data = longProfile('engineer', 'en');
    const numbered = await inspectPdf(pdfOf({ design, data }).pdf);
    const plain = await inspectPdf(pdfOf({ design, data, layout: { pageNumbers: false } }).pdf);
    expect(numbered.text).toMatch(/Page 1 of \d/);
    expect(plain.text).not.toMatch(/Page \d of \d/);
    expect(plain.pages).toBe(numbered.pages);
  });

  it('sets the photo in the shape and size the owner chose', () => {
    const data = longProfile('engineer', 'en');
    const firstPage = (layout: Partial<CvLayoutSettings>) =>
      svgsOf({ design, data, layout }).svgs[0];
    const asDrawn = firstPage({});
    expect(firstPage({ photoShape: 'round' })).not.toEqual(firstPage({ photoShape: 'square' }));
    expect(firstPage({ photoSize: 'large' })).not.toEqual(asDrawn);
    expect(firstPage({ photoSize: 'small' })).not.toEqual(asDrawn);
  });
  it('prints headings in the colour the owner chose, in a readable shade when it is too pale', () => {
    const data = longProfile('engineer', 'en');
    const firstPage = (headingColor: string) =>
      textFills(svgsOf({ design, data, layout: { headingColor } }).svgs[0]!);
    // A deep red reads on white: printed as chosen.
    expect(firstPage('#b71c1c')).toContain('#b71c1c');
    // A pale yellow does not: a darker shade of it prints, never the yellow.
    const pale = firstPage('#ffee58');
    expect(pale).not.toContain('#ffee58');
    const shades = cvColors(data.theme, { headingColor: '#ffee58' });
    // (On a panel, as Compact sets its headings, the shade readable there.)
    expect([shades.heading, shades.headingOnPanel].some((shade) => pale.has(shade!))).toBe(true);
  });
});
