import {
  findOccurrences,
  indexLines,
  READING_ORDER_SOURCES,
  where,
  type ExtractedTexts,
  type LineIndex,
  type Occurrence,
} from './extracted-text';
import type { PrintedCv, PrintedEntry } from './printed-cv';

/**
 * Reading order, as a parser meets the text: an entry's title, organisation
 * and period stand within a few lines of each other, and nothing a design
 * sets beside the main column (contact details, skills, languages,
 * interests) comes between an entry's title and its last line.
 */

/** How many lines apart title, organisation and period may be. */
export const ADJACENT_LINES = 3;

/** Side texts named per finding; the rest are counted. */
const SIDE_TEXTS_SHOWN = 3;

export function checkTextOrder(texts: ExtractedTexts, printed: PrintedCv): string[] {
  const indexes = READING_ORDER_SOURCES.map((source) => ({
    name: source === 'pdfjs' ? 'pdf.js' : source,
    index: indexLines(texts[source]),
  }));
  return printed.entries.flatMap((entry) => {
    const findings = indexes.flatMap(({ name, index }) =>
      entryProblems(index, entry, printed.sideTexts).map((problem) => `${name}: ${problem}`),
    );
    return findings.length > 0
      ? [`${entry.section}: "${entry.title}": ${findings.join('; ')}`]
      : [];
  });
}

function entryProblems(index: LineIndex, entry: PrintedEntry, sideTexts: readonly string[]) {
  const titles = findOccurrences(index, entry.title);
  if (titles.length === 0) return ['title not found'];
  const parts = [
    { label: 'organisation', text: entry.subtitle },
    { label: 'period', text: entry.period },
  ].flatMap(({ label, text }) =>
    text ? [{ label, occurrences: findOccurrences(index, text), text }] : [],
  );
  // The title occurrence its parts are closest to: a title may also occur inside another.
  const distance = (title: Occurrence, occurrences: Occurrence[]) =>
    Math.min(...occurrences.map((o) => Math.abs(o.index - title.index)));
  const spread = (title: Occurrence) =>
    Math.max(0, ...parts.map((part) => distance(title, part.occurrences)));
  const title = titles.reduce((best, t) => (spread(t) < spread(best) ? t : best));
  const problems: string[] = [];
  for (const part of parts) {
    if (part.occurrences.length === 0) {
      problems.push(`${part.label} "${part.text}" not found`);
      continue;
    }
    const lines = distance(title, part.occurrences);
    if (lines > ADJACENT_LINES) {
      problems.push(`${part.label} ${lines} lines from the title (${where(title)})`);
    }
  }
  if (!entry.lastWords) return problems;
  const end = findOccurrences(index, entry.lastWords).find((o) => o.index >= title.index);
  if (!end) return [...problems, `its last words "${entry.lastWords}" do not follow the title`];
  const between = sideTexts.filter((text) =>
    findOccurrences(index, text).some((o) => o.index > title.index && o.index < end.endIndex),
  );
  if (between.length > 0) {
    const named = between.slice(0, SIDE_TEXTS_SHOWN).map((text) => `"${text}"`);
    const more =
      between.length > SIDE_TEXTS_SHOWN ? ` and ${between.length - SIDE_TEXTS_SHOWN} more` : '';
    problems.push(
      `side content between its title (${where(title)}) and its end (${where({ page: end.endPage, line: end.endLine })}): ${named.join(', ')}${more}`,
    );
  }
  return problems;
}
