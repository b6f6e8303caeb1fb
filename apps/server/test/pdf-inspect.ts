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
  fonts: string[];
  tagged: boolean;
  /** The PDF/UA part the document claims in its XMP metadata ("1"), if any. */
  pdfUa: string | null;
  /** Width and height of each page in points. */
  pageSizes: { width: number; height: number }[];
  /** The bookmarks (outline), depth first, as "title" per entry. */
  outline: string[];
}

interface TextItem {
  str: string;
  hasEOL: boolean;
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
export async function pdfMetadata(document: Awaited<ReturnType<typeof openPdf>>) {
  return (await document.getMetadata()) as unknown as {
    info: Record<string, unknown>;
    metadata: { get(name: string): unknown } | null;
  };
}

export async function inspectPdf(pdf: Uint8Array): Promise<PdfFacts> {
  const document = await openPdf(pdf);
  try {
    const { info, metadata } = await pdfMetadata(document);
    const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
    const pageTexts: string[] = [];
    const pageSizes: PdfFacts['pageSizes'] = [];
    const links = new Set<string>();
    const fonts = new Set<string>();
    let hasStructTree = false;
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pageSizes.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      pageTexts.push(
        (content.items as TextItem[])
          .map((item) => item.str + (item.hasEOL ? '\n' : ''))
          .join('')
          .replace(/[ \t]+\n/g, '\n'),
      );
      for (const annotation of await page.getAnnotations()) {
        if (annotation.url) links.add(annotation.url as string);
      }
      // Loading the operator list makes pdf.js resolve the page's fonts.
      await page.getOperatorList();
      for (const name of embeddedFontNames(page.commonObjs)) fonts.add(name);
      if (await page.getStructTree()) hasStructTree = true;
    }
    return {
      pages: document.numPages,
      title: (info.Title as string | undefined) ?? null,
      author: (info.Author as string | undefined) ?? null,
      language: (info.Language as string | undefined) ?? null,
      pageTexts,
      text: pageTexts.join('\n'),
      links: [...links],
      fonts: [...fonts],
      tagged: Boolean(markInfo?.Marked) && hasStructTree,
      pdfUa: (metadata?.get('pdfuaid:part') as string | undefined) ?? null,
      pageSizes,
      outline: flattenOutline((await document.getOutline()) ?? []),
    };
  } finally {
    await document.destroy();
  }
}

/** The names of the fonts loaded so far (e.g. `ABCDEF+Inter-Regular`). */
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
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  })
    .replace(/-\n/g, '')
    .replace(/\s+/g, ' ');
}

/**
 * Each page's text as poppler's pdftotext extracts it, unaltered: in reading
 * order (hyphenated line ends joined, as applicant tracking systems read it)
 * or in the physical layout (lines as printed, columns side by side).
 */
export function popplerPages(pdf: Uint8Array, mode: 'reading' | 'layout'): string[] {
  const text = execFileSync(
    'pdftotext',
    ['-enc', 'UTF-8', ...(mode === 'layout' ? ['-layout'] : []), '-', '-'],
    { input: pdf, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 << 20 },
  );
  // Every page ends with a form feed.
  return text.split('\f').slice(0, -1);
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
