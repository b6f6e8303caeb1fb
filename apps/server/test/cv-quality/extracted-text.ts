import { inspectPdf, popplerPages } from '../pdf-inspect';

/**
 * A PDF's text as three readers extract it, as lines per page:
 *
 * - `pdftotext`: poppler in reading order, what most applicant tracking
 *   systems see. It joins a line that ends in a hyphen with the next and
 *   drops the hyphen ("eu-" + "central-1" gives "eucentral-1"); a line that
 *   ends in Typst's own hyphenation keeps it as a soft hyphen (U+00AD).
 * - `layout`: poppler's physical layout, every hyphen kept where it was; the
 *   columns of a page share its lines, separated by runs of spaces.
 * - `pdfjs`: pdf.js in content order, as browsers and many parsers read it;
 *   a soft hyphen reads as "-".
 */
export interface ExtractedTexts {
  pdftotext: TextPages;
  layout: TextPages;
  pdfjs: TextPages;
}

/** Lines per page. */
export type TextPages = string[][];

/** The two readers in reading order, by name, for checks that run on both. */
export const READING_ORDER_SOURCES = ['pdftotext', 'pdfjs'] as const;
export type ReadingOrderSource = (typeof READING_ORDER_SOURCES)[number];

export async function extractTexts(pdf: Uint8Array): Promise<ExtractedTexts> {
  const facts = await inspectPdf(pdf);
  return {
    pdftotext: popplerPages(pdf, 'reading').map(toLines),
    layout: popplerPages(pdf, 'layout').map(toLines),
    pdfjs: facts.pageTexts.map(toLines),
  };
}

function toLines(page: string): string[] {
  return page.split('\n').map((line) => line.replace(/\s+$/, ''));
}

export const SOFT_HYPHEN = '\u00ad';

/**
 * Text as the checks compare it: spaces of every width as one kind, hyphen
 * look-alikes as "-", upper case (designs set headings and names in
 * capitals; "ß" becomes "SS" on both sides).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    .toUpperCase();
}

/** Where a text was found: the pages and lines (0-based) it starts and ends on. */
export interface Occurrence {
  page: number;
  line: number;
  endPage: number;
  endLine: number;
  /** Position in the document's whole sequence of lines, for comparing order across pages. */
  index: number;
  endIndex: number;
  /** As extracted (folded), line breaks as "⏎". */
  found: string;
  /** On one line, every character there, no hyphen added or dropped. */
  whole: boolean;
}

/** One document's lines in sequence, folded, with where each page starts. */
export interface LineIndex {
  lines: string[];
  /** Per line: its page (1-based) and its line on that page. */
  at: { page: number; line: number }[];
  text: string;
  /** Offset of each line in `text`. */
  offsets: number[];
}

export function indexLines(pages: TextPages): LineIndex {
  const lines: string[] = [];
  const at: LineIndex['at'] = [];
  pages.forEach((pageLines, p) =>
    pageLines.forEach((line, l) => {
      lines.push(foldText(line));
      at.push({ page: p + 1, line: l });
    }),
  );
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  return { lines, at, text: lines.join('\n'), offsets };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for `text` that also matches it broken over lines: at any point
 * (hyphenated or not), at its spaces, and at its hyphens with the hyphen
 * kept, dropped (pdftotext's join) or moved to the line end.
 */
function brokenPattern(text: string): RegExp {
  // pdftotext may put an empty line inside a paragraph it takes for two blocks.
  const lineBreak = `(?:[${SOFT_HYPHEN}-]?\\n+)?`;
  const parts = [...foldText(text).trim()].map((char) => {
    if (/\s/.test(char)) return '[ \\n]*';
    if (char === '-') return '-?';
    return escapeRegExp(char);
  });
  return new RegExp(parts.join(lineBreak), 'g');
}

/** Every place `text` appears in the lines, whole or broken. */
export function findOccurrences(index: LineIndex, text: string): Occurrence[] {
  if (!text.trim()) return [];
  const wanted = foldText(text).replace(/\s+/g, '');
  const occurrences: Occurrence[] = [];
  for (const match of index.text.matchAll(brokenPattern(text))) {
    const start = match.index;
    const end = start + Math.max(match[0].length - 1, 0);
    const first = lineAt(index, start);
    const last = lineAt(index, end);
    const found = match[0];
    occurrences.push({
      ...position(index, first, last),
      found: found.replace(/\n/g, '⏎'),
      whole: !found.includes('\n') && found.replace(/\s+/g, '') === wanted,
    });
  }
  return occurrences;
}

function position(index: LineIndex, first: number, last: number) {
  const start = index.at[first] ?? { page: 0, line: 0 };
  const end = index.at[last] ?? start;
  return {
    page: start.page,
    line: start.line,
    endPage: end.page,
    endLine: end.line,
    index: first,
    endIndex: last,
  };
}

/** The line that holds character `offset` of the index's text. */
function lineAt(index: LineIndex, offset: number): number {
  let low = 0;
  let high = index.offsets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((index.offsets[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** "p.2 l.14" (1-based, as a reader counts). */
export function where(occurrence: { page: number; line: number }): string {
  return `p.${occurrence.page} l.${occurrence.line + 1}`;
}
