import {
  foldText,
  READING_ORDER_SOURCES,
  type ExtractedTexts,
  type TextPages,
} from './extracted-text';
import type { PrintedCv } from './printed-cv';

/**
 * Traces of layout gone wrong that show in the text: a section heading
 * printed twice ("SKILLS" / "SKILLS"), separators left over from empty
 * fields (a lone "·", "( )", ", ,"), and pages without text (an empty
 * coloured band on a page of its own).
 */

export function checkArtefacts(texts: ExtractedTexts, printed: PrintedCv): string[] {
  const bySource = READING_ORDER_SOURCES.flatMap((source) => {
    const name = source === 'pdfjs' ? 'pdf.js' : source;
    return [
      ...duplicatedHeadings(texts[source], printed.sectionHeadings),
      ...separatorArtefacts(texts[source]),
    ].map((problem) => ({ problem, name }));
  });
  // The same finding from both readers is one finding.
  const sources = new Map<string, string[]>();
  for (const { problem, name } of bySource) {
    sources.set(problem, [...(sources.get(problem) ?? []), name]);
  }
  return [
    ...[...sources].map(([problem, names]) => `${problem} [${names.join(', ')}]`),
    ...emptyPages(texts, printed.pageOf),
  ];
}

/** A heading that stands on a line of its own more often than the CV has it. */
export function duplicatedHeadings(pages: TextPages, headings: readonly string[]): string[] {
  const wanted = new Map(headings.map((heading) => [bare(heading), heading]));
  const seen = new Map<string, string[]>();
  pages.forEach((lines, p) =>
    lines.forEach((line, l) => {
      const heading = wanted.get(bare(line));
      if (heading) seen.set(heading, [...(seen.get(heading) ?? []), `p.${p + 1} l.${l + 1}`]);
    }),
  );
  return [...seen]
    .filter(([, places]) => places.length > 1)
    .map(
      ([heading, places]) =>
        `heading "${heading}" printed ${places.length}× (${places.join(', ')})`,
    );
}

/** A heading's line as compared: folded, without a trailing colon. */
const bare = (text: string) => foldText(text).replace(/:\s*$/, '').trim();

/**
 * Separators with nothing on one side: a line of separators only, a line
 * that starts with "·", "|" or "," or ends with "·", "|" or "—", two
 * separators in a row, and empty parentheses. List markers ("•", "–") may
 * start a line.
 */
const ARTEFACTS: { pattern: RegExp; what: string }[] = [
  { pattern: /^\s*[·|,—–/]+(?:\s*[·|,—–/]+)*\s*$/, what: 'a line of separators only' },
  { pattern: /^\s*[·|,]\s*\S/, what: 'a line starting with a separator' },
  { pattern: /\s[·|—]\s*$/, what: 'a line ending with a separator' },
  { pattern: /[·|]\s*[·|,]|,\s*[·|,]/, what: 'two separators in a row' },
  { pattern: /\(\s*[,·|]?\s*\)/, what: 'empty parentheses' },
  { pattern: /\(\s*[,·|]|[,·|]\s*\)/, what: 'a separator next to a parenthesis' },
];

/** The findings name page and line text, not the line number: the readers number lines differently. */
export function separatorArtefacts(pages: TextPages): string[] {
  return pages.flatMap((lines, p) =>
    lines.flatMap((line) =>
      ARTEFACTS.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `p.${p + 1}: ${what}: "${line.trim()}"`,
      ),
    ),
  );
}

/** Pages with no text in either reader, or only the page number. */
export function emptyPages(texts: ExtractedTexts, pageOf: string): string[] {
  const pageNumber = new RegExp(
    `^${foldText(pageOf)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{(?:PAGE|TOTAL)\\\}\\\}/g, '\\d+')
      .replace(/\s+/g, '\\s*')}$`,
  );
  const pages = Math.max(texts.pdftotext.length, texts.pdfjs.length);
  const empty: string[] = [];
  for (let p = 0; p < pages; p++) {
    const texts_ = READING_ORDER_SOURCES.map((source) =>
      foldText((texts[source][p] ?? []).join(' '))
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (texts_.every((text) => text === '')) empty.push(`p.${p + 1} carries no text`);
    else if (texts_.every((text) => text === '' || pageNumber.test(text))) {
      empty.push(`p.${p + 1} carries nothing but its page number`);
    }
  }
  return empty;
}
