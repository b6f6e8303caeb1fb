import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import {
  CV_DESIGN_FONTS,
  CV_DESIGN_IDS,
  type CvData,
  type CvDesignId,
  type CvFont,
} from '@cv/shared';
import { createCvRenderer, type CvRenderRequest, type CvRenderResult } from './cv-render';
import { CvPageNotFoundError } from './cv-errors';
import { CV_FIT_BOUNDS } from './cv-fit';
import { samplePhoto } from './cv-sample-photo';
import {
  HOSTILE_DESCRIPTION_TEXTS,
  HOSTILE_TEXTS,
  buildCvData,
  careerCvData,
  cvTestTemplatesDir,
  hostileCvData,
  longCvData,
  minimalCvData,
} from '../../../test/cv-fixtures';
import { inspectPdf, pdfFonts, type PdfFacts } from '../../../test/pdf-inspect';

const renderer = createCvRenderer();
const photo = await samplePhoto();

/** The fonts bundled in assets/fonts, as PDF font names. */
const BUNDLED_FONT = /\+(Caladea|Inter|RobotoCondensed|TeXGyrePagella)-/;

async function renderPdf(
  design: CvDesignId,
  data: CvData,
  picture?: Uint8Array,
  options: Partial<CvRenderRequest> = {},
): Promise<{ result: CvRenderResult; pdf: PdfFacts; bytes: Uint8Array }> {
  const result = renderer.renderCv({
    design,
    data,
    picture: picture ?? null,
    format: 'pdf',
    ...options,
  });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  return { result, pdf: await inspectPdf(result.pdf), bytes: result.pdf };
}

/** A render of `request` as a PDF. */
function pdfOf(request: Omit<CvRenderRequest, 'format'>): Uint8Array {
  const result = renderer.renderCv({ ...request, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  return result.pdf;
}

/** Text as a reader sees it: hyphenation undone, whitespace collapsed. */
function readable(text: string): string {
  return text
    .replace(/\u00ad\s*/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = readable(text).indexOf(readable(part), from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + readable(part).length;
  }
}

describe.each(CV_DESIGN_IDS)('design %s', (design) => {
  it('renders the sample profile as a tagged PDF/UA-1 of two or three pages with metadata and links', async () => {
    const data = buildCvData({}, 'en');
    const { result, pdf, bytes } = await renderPdf(design, data, photo);

    expect(result.warnings).toEqual([]);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.pages).toBeLessThanOrEqual(3);
    expect(pdf.title).toBe('CV – Marie Schäfer');
    expect(pdf.author).toBe('Marie Schäfer');
    expect(pdf.language).toBe('en');
    expect(pdf.tagged).toBe(true);
    expect(pdf.pdfUa).toBe('1');
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(BUNDLED_FONT);
    expect(pdf.links).toEqual(
      expect.arrayContaining([
        'mailto:marie.schaefer@example.com',
        'https://github.com/example/typwerk',
        'https://typwerk.example.org/',
        'https://marie-schaefer.example.org/',
        'https://github.com/marie-schaefer',
        'https://certificates.example.org/LF-4K7Q2M9XTB',
      ]),
    );
    // Reading order: the career reads top to bottom, jobs in the given order.
    expectInOrder(pdf.text, [
      'Marie Schäfer',
      'Work Experience',
      ...data.workExperiences.map((job) => job.jobTitle),
      'Education',
      'Projects',
      'typwerk',
    ]);
    expect(readable(pdf.text)).toContain(readable('Mar 2021 – present'));
    expect(readable(pdf.text)).toContain('typescript');
    pdf.pageTexts.forEach((page, i) => {
      expect(readable(page)).toContain(`page ${i + 1} of ${pdf.pages}`);
    });
  });

  it('prints German headings, months and "heute" for lang=de', async () => {
    const data = buildCvData({}, 'de');
    const { pdf } = await renderPdf(design, data, photo);

    expect(pdf.title).toBe('Lebenslauf – Marie Schäfer');
    expect(pdf.language).toBe('de');
    const text = readable(pdf.text);
    for (const heading of ['Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Projekte']) {
      expect(text).toContain(readable(heading));
    }
    for (const job of data.workExperiences) expect(text).toContain(readable(job.jobTitle));
    expect(text).toContain(readable('März 2021 – heute'));
    expect(text).toContain(readable(`Seite 1 von ${pdf.pages}`));
    // The further sections and an owner-named one, with languages named in German.
    for (const heading of ['Ehrenamt', 'Zertifikate', 'Sprachen', 'Interessen', 'Lehre']) {
      expect(text).toContain(readable(heading));
    }
    expect(text).toContain(readable('Englisch'));
  });

  it('renders a profile that has nothing but a name on one page without page numbers', async () => {
    const { result, pdf } = await renderPdf(design, minimalCvData());

    expect(result.warnings).toEqual([]);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('CV – Ada Lovelace');
    expect(readable(pdf.text)).toContain('ada lovelace');
    expect(readable(pdf.text)).not.toContain('page 1');
  });

  it('breaks a 30-job career over several numbered pages', async () => {
    const data = longCvData(30);
    const { pdf } = await renderPdf(design, data, photo);

    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    pdf.pageTexts.forEach((page, i) => {
      expect(readable(page)).toContain(`page ${i + 1} of ${pdf.pages}`);
    });
    expectInOrder(
      pdf.text,
      data.workExperiences.map((job) => job.jobTitle),
    );
  });

  it('prints hostile field content literally, in titles and formatted descriptions alike', async () => {
    const { result, pdf } = await renderPdf(design, hostileCvData());

    expect(result.warnings).toEqual([]);
    const text = readable(pdf.text);
    for (const hostile of [...HOSTILE_TEXTS, ...HOSTILE_DESCRIPTION_TEXTS]) {
      expect(text).toContain(readable(hostile));
    }
    expect(text).not.toContain('root:');
    expect(pdf.title).toBe('CV – #read("/etc/passwd") closing ] bracket');
    // "#set page(width: 1pt)" stayed text: every page is still A4.
    for (const size of pdf.pageSizes) expect(Math.round(size.width)).toBe(595);
    // A custom section's title is its heading, as written.
    expect(pdf.outline).toContain('= not a heading');
  });
});

describe('SVG page preview', () => {
  it('renders one A4 page of the CV as a standalone SVG', () => {
    const result = renderer.renderCv({
      design: 'modern',
      data: buildCvData(),
      picture: photo,
      format: { svgPage: 2 },
    });

    expect(result).toMatchObject({ format: 'svg', page: 2, pages: 2 });
    if (result.format !== 'svg') return;
    expect(result.svg).toMatch(/^<svg[^>]* viewBox="0 0 595\.\d+ 841\.\d+"/);
    expect(result.svg).toContain('href="https://talks.example.org/forms"');
    // Page 2 of the sample holds no photo; page 1 does.
    expect(result.svg).not.toContain('<image');
    const first = renderer.renderCv({
      design: 'modern',
      data: buildCvData(),
      picture: photo,
      format: { svgPage: 1 },
    });
    expect(first.format === 'svg' && first.svg).toContain('<image');
    expect(first.format === 'svg' && first.svg).toContain(
      'href="https://marie-schaefer.example.org"',
    );
  });

  it('refuses a page the CV does not have', () => {
    expect(() =>
      renderer.renderCv({ design: 'classic', data: minimalCvData(), format: { svgPage: 2 } }),
    ).toThrow(CvPageNotFoundError);
  });
});

describe('fonts', () => {
  it('never uses fonts installed on the machine', async () => {
    const isolated = createCvRenderer({ templatesDir: cvTestTemplatesDir });
    const result = isolated.renderCv({ design: 'compact', data: minimalCvData(), format: 'pdf' });

    expect(result.warnings.join(' ')).toMatch(/unknown font family: dejavu sans/i);
    if (result.format !== 'pdf') return;
    expect((await pdfFonts(result.pdf)).join(' ')).not.toMatch(/DejaVu/);
  });
});

describe('renderer input checks', () => {
  it('rejects data that breaks the contract', () => {
    const data = { ...minimalCvData(), theme: { backgroundColor: 'red', surfaceColor: '#000000' } };
    expect(() => renderer.renderCv({ design: 'classic', data, format: 'pdf' })).toThrow(
      expect.objectContaining({ code: 'cv_invalid_data' }),
    );
  });

  it('fails a template that does not mark the end of its content', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cv-templates-'));
    try {
      writeFileSync(path.join(dir, 'plain.typ'), 'A CV without its end marker.');
      const unmarked = createCvRenderer({ templatesDir: dir });
      expect(() =>
        unmarked.renderCv({ design: 'plain', data: minimalCvData(), format: 'pdf' }),
      ).toThrow(expect.objectContaining({ code: 'cv_render_failed' }));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('ignores a picture that is neither JPEG nor PNG', async () => {
    const { pdf } = await renderPdf('classic', minimalCvData(), new TextEncoder().encode('<svg/>'));
    expect(pdf.pages).toBe(1);
  });
});

/** The PDF names of the bundled families (pdffonts shows them after the subset tag). */
const PDF_FONT_NAMES: Record<CvFont, string> = {
  caladea: 'Caladea',
  pagella: 'TeXGyrePagella',
  inter: 'Inter',
  roboto: 'RobotoCondensed',
};

/** The fonts of a PDF as poppler's pdffonts lists them, without the subset tag. */
function pdffonts(pdf: Uint8Array): string[] {
  const listing = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
  return listing
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''))
    .filter(Boolean);
}

describe.each(CV_DESIGN_IDS)('the fonts of %s', (design) => {
  it.each(CV_DESIGN_FONTS[design])(
    'sets the whole CV in %s when chosen, no family unknown',
    (font) => {
      const result = renderer.renderCv({
        design,
        data: buildCvData({}, 'de'),
        picture: photo,
        format: 'pdf',
        font,
      });
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      expect(result.warnings).toEqual([]);
      const fonts = pdffonts(result.pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const name of fonts)
        expect(name.startsWith(`${PDF_FONT_NAMES[font]}-`), name).toBe(true);
    },
  );

  it('keeps its own font when none is chosen or the choice does not suit it', () => {
    const own = PDF_FONT_NAMES[CV_DESIGN_FONTS[design][0]];
    const unsuited = (Object.keys(PDF_FONT_NAMES) as CvFont[]).find(
      (font) => !CV_DESIGN_FONTS[design].includes(font),
    );
    for (const font of [undefined, null, unsuited]) {
      const fonts = pdffonts(pdfOf({ design, data: minimalCvData(), font }));
      for (const name of fonts) expect(name.startsWith(`${own}-`), `${font}: ${name}`).toBe(true);
    }
  });
});

describe('date formats', () => {
  it.each([
    ['month', 'en', 'Mar 2021 – present', 'Apr 2023 – Apr 2025', '17/04/1989'],
    ['numeric', 'en', '03/2021 – present', '04/2023 – 04/2025', '17/04/1989'],
    ['numeric', 'de', '03.2021 – heute', '04.2023 – 04.2025', '17.04.1989'],
    ['iso', 'en', '2021-03 – present', '2023-04 – 2025-04', '17/04/1989'],
    ['iso', 'de', '2021-03 – heute', '2023-04 – 2025-04', '17.04.1989'],
  ] as const)(
    'prints every period as %s in %s, the birthday as before',
    async (dateFormat, lang, job, certificate, birthday) => {
      const { pdf } = await renderPdf('classic', buildCvData({}, lang), photo, { dateFormat });
      const text = readable(pdf.text);
      expect(text).toContain(readable(job));
      expect(text).toContain(readable(certificate));
      expect(text).toContain(birthday);
      if (dateFormat !== 'month') expect(text).not.toContain(lang === 'de' ? 'märz' : 'mar ');
    },
  );
});

describe('section order', () => {
  it('prints a custom section where its key puts it', async () => {
    const id = '0b7c2a8e-4a57-4d6e-9a8f-2f7e1c3d5b60';
    const sample = buildCvData();
    const data = buildCvData({
      customSections: sample.customSections.map((s) => ({ ...s, key: `custom:${id}` })),
    });
    const { pdf } = await renderPdf('classic', data, photo, {
      sectionOrder: [`custom:${id}`, 'language', 'work-experience'],
    });
    expectInOrder(pdf.text, ['Marie Schäfer', 'Teaching', 'Languages', 'Work Experience']);
  });
});

/** A career just long enough to spill onto a second page as designed: the shortest such. */
function spillingCvData(design: CvDesignId): CvData {
  for (let jobs = 4; jobs <= 20; jobs++) {
    const data = careerCvData(jobs);
    if (renderer.renderCv({ design, data, format: 'pdf' }).pages === 2) return data;
  }
  throw new Error(`${design}: no career of up to 20 jobs takes two pages`);
}

describe.each(CV_DESIGN_IDS)('fit to pages in %s', (design) => {
  it('tightens a CV that spills a little onto page 2 to one page, within the bounds', async () => {
    const data = spillingCvData(design);
    const designed = renderer.renderCv({ design, data, format: 'pdf' });
    expect(designed).toMatchObject({ pages: 2, fit: { status: 'off', spacing: 1, fontScale: 1 } });
    expect(designed.lastPageFill).toBeLessThan(0.3);

    const { result, pdf } = await renderPdf(design, data, undefined, { fitPages: 1 });
    expect(result.warnings).toEqual([]);
    expect(result.pages).toBe(1);
    expect(pdf.pages).toBe(1);
    const { status, spacing, fontScale } = result.fit;
    expect(status).toBe('shrunk');
    expect(spacing * fontScale).toBeLessThan(1);
    expect(spacing).toBeGreaterThanOrEqual(CV_FIT_BOUNDS[design].spacing);
    expect(fontScale).toBeGreaterThanOrEqual(CV_FIT_BOUNDS[design].font);
    // Spacing goes before type: smaller type only once the spacing is at its bound.
    if (fontScale < 1) expect(spacing).toBe(CV_FIT_BOUNDS[design].spacing);
    // Nothing is lost: every job, in order.
    expectInOrder(
      pdf.text,
      data.workExperiences.map((job) => job.jobTitle),
    );
    // The page is full now.
    expect(result.lastPageFill).toBeGreaterThan(0.85);
  });

  it('says when a CV cannot fit, and keeps it as designed', () => {
    const data = longCvData(30);
    const designed = renderer.renderCv({ design, data, format: 'pdf' });
    const result = renderer.renderCv({ design, data, format: 'pdf', fitPages: 1 });
    expect(result.fit).toMatchObject({ status: 'cannot', spacing: 1, fontScale: 1 });
    // Thirty jobs are pages too long even at the tightest setting.
    expect(result.fit.overPages).toBeGreaterThan(1);
    expect(result.pages).toBe(designed.pages);
    expect(result.lastPageFill).toBe(designed.lastPageFill);
  });

  it('leaves a CV that fits as it is', () => {
    const result = renderer.renderCv({ design, data: minimalCvData(), format: 'pdf', fitPages: 2 });
    expect(result).toMatchObject({ pages: 1, fit: { status: 'fits', spacing: 1, fontScale: 1 } });
  });
});

/** The bottom of the lowest word on the last page (pdftotext -bbox), in points from the top. */
function lowestWordBottom(pdf: Uint8Array, page: number): number {
  const html = execFileSync(
    'pdftotext',
    ['-f', String(page), '-l', String(page), '-bbox', '-enc', 'UTF-8', '-', '-'],
    { input: pdf, stdio: ['pipe', 'pipe', 'ignore'] },
  ).toString('utf8');
  return Math.max(...[...html.matchAll(/<word [^>]*yMax="([\d.]+)"/g)].map(([, y]) => Number(y)));
}

describe('how full the last page is', () => {
  const cm = 72 / 2.54;
  const A4_HEIGHT = 841.89;
  /** The top and bottom page margins of two designs (see their templates). */
  const MARGINS = {
    classic: { top: 1.8 * cm, bottom: 2 * cm },
    modern: { top: 1.5 * cm, bottom: 1.7 * cm },
  } as const;

  it.each([
    ['classic', 'a career', careerCvData(5)],
    ['modern', 'a career', careerCvData(3)],
    // The sidebar ends below the career: the fill is the sidebar's.
    [
      'modern',
      'a long sidebar',
      buildCvData({ workExperiences: [], educations: [], projects: [] }),
    ],
  ] as const)('is where the text ends in %s with %s', (design, _, data) => {
    const result = renderer.renderCv({ design, data, format: 'pdf' });
    if (result.format !== 'pdf') throw new Error('expected a PDF');
    expect(result.pages).toBe(1);
    const { top, bottom } = MARGINS[design];
    const measured = (lowestWordBottom(result.pdf, 1) - top) / (A4_HEIGHT - top - bottom);
    expect(Math.abs(result.lastPageFill - measured), `${result.lastPageFill}`).toBeLessThan(0.01);
  });

  it.each(CV_DESIGN_IDS)('grows with the content and starts over on a new page in %s', (design) => {
    const fills = [2, 4, 6].map((jobs) => {
      const result = renderer.renderCv({ design, data: careerCvData(jobs), format: 'pdf' });
      expect(result.pages).toBe(1);
      return result.lastPageFill;
    });
    expect(fills[0]).toBeGreaterThan(0);
    expect(fills[1]).toBeGreaterThan(fills[0]!);
    expect(fills[2]).toBeGreaterThan(fills[1]!);
    // A few lines on page 2 read as a small share of it.
    const spilled = renderer.renderCv({ design, data: spillingCvData(design), format: 'pdf' });
    expect(spilled.lastPageFill).toBeGreaterThan(0);
    expect(spilled.lastPageFill).toBeLessThan(0.3);
  });
});

/** Parses an SVG strictly; answers its root element and view box. */
function parseSvg(svg: string): { root: string; viewBox: string } {
  const parser = new SaxesParser();
  let root = '';
  let viewBox = '';
  parser.on('opentag', (tag) => {
    if (root) return;
    root = tag.name;
    viewBox = String(tag.attributes.viewBox ?? '');
  });
  parser.write(svg).close();
  return { root, viewBox };
}

describe('every page as SVG', () => {
  it('cuts every page out of one layout, each as the single-page preview has it', () => {
    const request = {
      design: 'modern',
      data: buildCvData({}, 'de'),
      picture: photo,
      fitPages: 2,
    } as const;
    const result = renderer.renderCv({ ...request, format: 'svg-pages' });
    if (result.format !== 'svg-pages') throw new Error('expected SVG pages');
    expect(result.pages).toBeGreaterThan(1);
    expect(result.svgs).toHaveLength(result.pages);
    expect(result.fit.status).not.toBe('off');
    result.svgs.forEach((svg, i) => {
      const { root, viewBox } = parseSvg(svg);
      expect(root).toBe('svg');
      expect(viewBox).toMatch(/^0 0 595\.\d+ 841\.\d+$/);
      const single = renderer.renderCv({ ...request, format: { svgPage: i + 1 } });
      expect(single.format === 'svg' && single.svg).toBe(svg);
    });
    // The photo is on the first page only.
    expect(result.svgs[0]).toContain('<image');
    expect(result.svgs[1]).not.toContain('<image');
  });

  it('has one page for a one-page CV', () => {
    const result = renderer.renderCv({
      design: 'plain',
      data: minimalCvData(),
      format: 'svg-pages',
    });
    expect(result).toMatchObject({ format: 'svg-pages', pages: 1, svgs: [expect.any(String)] });
  });
});
