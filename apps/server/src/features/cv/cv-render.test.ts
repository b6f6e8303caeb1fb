import { beforeAll, describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, type CvData, type CvDesignId } from '@cv/shared';
import { createCvRenderer, type CvRenderer, type CvRenderResult } from './cv-render';
import { CvPageNotFoundError } from './cv-errors';
import { samplePhoto } from './cv-sample-photo';
import {
  HOSTILE_DESCRIPTION_TEXTS,
  HOSTILE_TEXTS,
  buildCvData,
  cvTestTemplatesDir,
  hostileCvData,
  longCvData,
  minimalCvData,
} from '../../../test/cv-fixtures';
import { inspectPdf, type PdfFacts } from '../../../test/pdf-inspect';

let renderer: CvRenderer;
let photo: Uint8Array;

beforeAll(async () => {
  renderer = createCvRenderer();
  photo = await samplePhoto();
});

/** The fonts bundled in assets/fonts, as PDF font names. */
const BUNDLED_FONT = /\+(Caladea|Inter|RobotoCondensed|TeXGyrePagella)-/;

async function renderPdf(
  design: CvDesignId,
  data: CvData,
  picture?: Uint8Array,
): Promise<{ result: CvRenderResult; pdf: PdfFacts }> {
  const result = renderer.renderCv({ design, data, picture: picture ?? null, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  return { result, pdf: await inspectPdf(result.pdf) };
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
    const { result, pdf } = await renderPdf(design, data, photo);

    expect(result.warnings).toEqual([]);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.pages).toBeLessThanOrEqual(3);
    expect(pdf.title).toBe('CV – Marie Schäfer');
    expect(pdf.author).toBe('Marie Schäfer');
    expect(pdf.language).toBe('en');
    expect(pdf.tagged).toBe(true);
    expect(pdf.pdfUa).toBe('1');
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font).toMatch(BUNDLED_FONT);
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
    const { fonts } = await inspectPdf(result.pdf);
    expect(fonts.join(' ')).not.toMatch(/DejaVu/);
  });
});

describe('renderer input checks', () => {
  it('rejects data that breaks the contract', () => {
    const data = { ...minimalCvData(), theme: { backgroundColor: 'red', surfaceColor: '#000000' } };
    expect(() => renderer.renderCv({ design: 'classic', data, format: 'pdf' })).toThrow(
      expect.objectContaining({ code: 'cv_invalid_data' }),
    );
  });

  it('ignores a picture that is neither JPEG nor PNG', async () => {
    const { pdf } = await renderPdf('classic', minimalCvData(), new TextEncoder().encode('<svg/>'));
    expect(pdf.pages).toBe(1);
  });
});
