import { execFileSync } from 'node:child_process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the way a reader or an applicant tracking system does (pdf.js,
 * no poppler needed): text per page in content order, metadata, link
 * targets, fonts, and whether it carries a structure tree (tagged PDF).
 * Used by the tests and the benchmark's sanity check.
 */
export interface PdfFacts {
  pages: number;
  title: string | null;
  author: string | null;
  language: string | null;
  /** Text of each page; lines joined with '\n'. */
  pageTexts: string[];
  text: string;
  links: string[];
  tagged: boolean;
  /** The PDF/UA part the document claims in its XMP metadata ("1"), if any. */
  pdfUa: string | null;
  /** Width and height of each page in points. */
  pageSizes: { width: number; height: number }[];
  /** The bookmarks (outline), depth first, as "title" per entry. */
  outline: string[];
}

/** A PDF opened with pdf.js, as the tests read it: no system fonts, no eval, quiet. */
export function openPdf(pdf: Uint8Array) {
  // pdf.js takes ownership of the buffer it gets; hand it a copy.
  return getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

/** The document's info dictionary and XMP metadata, typed as the tests use them. */
async function pdfMetadata(document: Awaited<ReturnType<typeof openPdf>>) {
  return (await document.getMetadata()) as unknown as {
    info: Record<string, unknown>;
    metadata: { get(name: string): unknown } | null;
  };
}

/** What pdf.js reads off one page. */
export interface PdfjsPage {
  /** The page's box: x0, y0, x1, y1 in points. */
  view: number[];
  /** The text items in content order, with the marked-content sequences they stand in. */
  items: PdfjsTextItem[];
  annotations: { subtype?: string; url?: string; contentsObj?: { str?: string } }[];
  hasStructTree: boolean;
}

/** A text item (`str`) or the start or end of a marked-content sequence (`type`, `id`). */
export interface PdfjsTextItem {
  str?: string;
  hasEOL?: boolean;
  /** The text's matrix: a, b, c, d, x, y (the size is the length of a, b). */
  transform?: number[];
  width?: number;
  type?: string;
  id?: string;
}

/** A whole PDF as pdf.js reads it, for the facts and the quality checks' tag tree alike. */
export interface PdfjsRead {
  info: Record<string, unknown>;
  /** The PDF/UA part the XMP metadata claims, if any. */
  pdfUa: string | null;
  marked: boolean;
  outline: string[];
  pages: PdfjsPage[];
}

/**
 * Reads a PDF with pdf.js once per buffer: the quality checks and the tests
 * around them ask for the same PDF's text, tags and facts several times, and
 * pdf.js takes about a tenth of a second for a long CV. A rendered PDF is
 * never changed in place.
 */
const pdfjsReads = new WeakMap<Uint8Array, Promise<PdfjsRead>>();

export function readWithPdfjs(pdf: Uint8Array): Promise<PdfjsRead> {
  let read = pdfjsReads.get(pdf);
  if (!read) pdfjsReads.set(pdf, (read = readPdfjs(pdf)));
  return read;
}

async function readPdfjs(pdf: Uint8Array): Promise<PdfjsRead> {
  const document = await openPdf(pdf);
  try {
    const { info, metadata } = await pdfMetadata(document);
    const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
    const pages: PdfjsPage[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent({ includeMarkedContent: true });
      pages.push({
        view: [...page.view],
        items: content.items as PdfjsTextItem[],
        annotations: (await page.getAnnotations()) as PdfjsPage['annotations'],
        hasStructTree: Boolean(await page.getStructTree()),
      });
    }
    return {
      info,
      pdfUa: (metadata?.get('pdfuaid:part') as string | undefined) ?? null,
      marked: Boolean(markInfo?.Marked),
      outline: flattenOutline((await document.getOutline()) ?? []),
      pages,
    };
  } finally {
    await document.destroy();
  }
}

export async function inspectPdf(pdf: Uint8Array): Promise<PdfFacts> {
  const { info, pdfUa, marked, outline, pages } = await readWithPdfjs(pdf);
  const pageTexts = pages.map((page) =>
    page.items
      .filter((item) => typeof item.str === 'string')
      .map((item) => item.str! + (item.hasEOL ? '\n' : ''))
      .join('')
      .replace(/[ \t]+\n/g, '\n'),
  );
  const links = new Set(
    pages.flatMap((page) => page.annotations.flatMap((annotation) => annotation.url ?? [])),
  );
  return {
    pages: pages.length,
    title: (info.Title as string | undefined) ?? null,
    author: (info.Author as string | undefined) ?? null,
    language: (info.Language as string | undefined) ?? null,
    pageTexts,
    text: pageTexts.join('\n'),
    links: [...links],
    tagged: marked && pages.some((page) => page.hasStructTree),
    pdfUa,
    pageSizes: pages.map(({ view: [x0 = 0, y0 = 0, x1 = 0, y1 = 0] }) => ({
      width: x1 - x0,
      height: y1 - y0,
    })),
    outline,
  };
}

/**
 * The names of the fonts the PDF embeds (e.g. `ABCDEF+Inter-Regular`): pdf.js
 * resolves a page's fonts when it loads the page's operators, which costs
 * more than reading its text, so apart from `inspectPdf`.
 */
export async function pdfFonts(pdf: Uint8Array): Promise<string[]> {
  const document = await openPdf(pdf);
  try {
    const fonts = new Set<string>();
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      await page.getOperatorList();
      for (const name of embeddedFontNames(page.commonObjs)) fonts.add(name);
    }
    return [...fonts];
  } finally {
    await document.destroy();
  }
}

/** The names of the fonts a page's objects hold once loaded. */
function embeddedFontNames(objs: unknown): string[] {
  const names: string[] = [];
  for (const [, value] of objs as Iterable<[string, unknown]>) {
    const name = (value as { name?: unknown } | null)?.name;
    if (typeof name === 'string') names.push(name);
  }
  return names;
}

interface OutlineNode {
  title: string;
  items?: OutlineNode[];
}

function flattenOutline(nodes: OutlineNode[]): string[] {
  return nodes.flatMap((node) => [node.title, ...flattenOutline(node.items ?? [])]);
}

/**
 * The PDF's text as poppler's pdftotext reads it, as one line: Typst's
 * hyphenation joined again (as the reader's eye does) and white space folded.
 */
export function pdfText(pdf: Uint8Array): string {
  return (
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: pdf,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    })
      // pdftotext ends a line broken by Typst's hyphenation with a soft hyphen.
      .replace(/[-\u00ad]\n/g, '')
      .replace(/\s+/g, ' ')
  );
}

/** What pdftotext read of a buffer, per mode: a check asks for the same PDF's text again. */
const popplerReads = new WeakMap<Uint8Array, Map<'reading' | 'layout', string[]>>();

/**
 * Each page's text as poppler's pdftotext extracts it, unaltered: in reading
 * order (hyphenated line ends joined, as applicant tracking systems read it)
 * or in the physical layout (lines as printed, columns side by side).
 */
export function popplerPages(pdf: Uint8Array, mode: 'reading' | 'layout'): string[] {
  let byMode = popplerReads.get(pdf);
  if (!byMode) popplerReads.set(pdf, (byMode = new Map()));
  let pages = byMode.get(mode);
  if (!pages) {
    const text = execFileSync(
      'pdftotext',
      ['-enc', 'UTF-8', ...(mode === 'layout' ? ['-layout'] : []), '-', '-'],
      { input: pdf, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 << 20 },
    );
    // Every page ends with a form feed.
    byMode.set(mode, (pages = text.split('\f').slice(0, -1)));
  }
  return [...pages];
}

/** A word of a page and its box, in points from the page's top left (pdftotext -bbox). */
export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The page's width and its words' boxes from pdftotext's `-bbox` output. */
export function parseWordBoxes(bboxHtml: string): { width: number; words: WordBox[] } {
  const width = Number(/<page width="([\d.]+)"/.exec(bboxHtml)?.[1]);
  const words = [
    ...bboxHtml.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"[^>]*>([^<]*)</g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!,
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
  return { width, words };
}

/** One page's words with their boxes. */
export function pageWordBoxes(pdf: Uint8Array, page: number): { width: number; words: WordBox[] } {
  const html = execFileSync(
    'pdftotext',
    ['-f', String(page), '-l', String(page), '-bbox', '-enc', 'UTF-8', '-', '-'],
    { input: pdf, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] },
  );
  return parseWordBoxes(html);
}
