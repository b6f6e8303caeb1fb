import { bareWord } from './printed-cv';
import { foldText, SOFT_HYPHEN, type ExtractedTexts, type TextPages } from './extracted-text';

/**
 * Line ends that split a word, as each reader shows them, and the checks on
 * them: names and product words are never split; no word is split at its
 * own hyphen (pdftotext then reads "eu-" + "central-1" as "eucentral-1");
 * no more than two hyphenated line ends in a row.
 */

/** A word split over two lines. */
export interface WordBreak {
  source: keyof ExtractedTexts;
  page: number;
  /** The line (0-based) the split word starts on; for pdftotext's joined words, the line holding it. */
  line: number;
  /** The text before the break (up to the line's start), folded, without an added hyphen. */
  before: string;
  /** The text after it, folded. */
  after: string;
  /**
   * `hyphenated`: a hyphen was added (Typst's hyphenation); `at-hyphen`: the
   * word's own hyphen ends the line; `unhyphenated`: split without one.
   */
  kind: 'hyphenated' | 'at-hyphen' | 'unhyphenated';
}

/** How much text on each side of a break is kept: room for a long name. */
const CONTEXT = 80;

/**
 * Every line break inside a word, in each reader's text. Whether a hyphen at
 * a line end is the word's own is read from the printed text: a soft hyphen
 * (or a word that only exists unhyphenated) is Typst's hyphenation.
 */
export function wordBreaks(texts: ExtractedTexts, sourceText: string): WordBreak[] {
  const source = foldText(sourceText);
  return [
    ...linePairs(texts.pdfjs).flatMap((pair) => classify('pdfjs', pair, source)),
    ...linePairs(layoutColumns(texts.layout)).flatMap((pair) => classify('layout', pair, source)),
    ...linePairs(texts.pdftotext).flatMap((pair) => classify('pdftotext', pair, source)),
    ...joinedAtHyphen(texts.pdftotext, source),
  ];
}

interface LinePair {
  page: number;
  line: number;
  text: string;
  next: string;
}

function linePairs(pages: TextPages): LinePair[] {
  return pages.flatMap((lines, p) =>
    lines.slice(0, -1).map((text, line) => ({
      page: p + 1,
      line,
      text: foldText(text),
      next: foldText(lines[line + 1] ?? ''),
    })),
  );
}

const lastToken = (text: string) => /\S*$/.exec(text)?.[0] ?? '';
const firstToken = (text: string) => /^\s*(\S*)/.exec(text)?.[1] ?? '';

function classify(
  source: WordBreak['source'],
  { page, line, text, next }: LinePair,
  printed: string,
): WordBreak[] {
  const head = lastToken(text);
  const tail = bareWord(firstToken(next));
  const headWord = head.replace(/^[^\p{L}\p{N}]+/u, '');
  if (!/[\p{L}\p{N}]/u.test(headWord) || !/^[\p{L}\p{N}]/u.test(tail)) return [];
  const after = next.trimStart().slice(0, CONTEXT);
  const before = (text: string) => text.slice(-CONTEXT);
  const base = { source, page, line, after };
  if (headWord.endsWith(SOFT_HYPHEN)) {
    return [{ ...base, before: before(text.slice(0, -1)), kind: 'hyphenated' }];
  }
  if (headWord.endsWith('-')) {
    const stem = headWord.slice(0, -1);
    if (printed.includes(`${stem}-${tail}`)) {
      return [{ ...base, before: before(text), kind: 'at-hyphen' }];
    }
    if (printed.includes(`${stem}${tail}`)) {
      return [{ ...base, before: before(text.slice(0, -1)), kind: 'hyphenated' }];
    }
    return [];
  }
  // Split without a hyphen: only where the joined word is printed and the two words are not.
  const bareHead = bareWord(headWord);
  if (
    bareHead &&
    printed.includes(`${headWord}${tail}`) &&
    !printed.includes(`${headWord} ${tail}`)
  ) {
    return [{ ...base, before: before(text), kind: 'unhyphenated' }];
  }
  return [];
}

/**
 * pdftotext's joins: a printed word with a hyphen that reads without it
 * ("eucentral-1") was split at that hyphen.
 */
function joinedAtHyphen(pages: TextPages, printed: string): WordBreak[] {
  const hyphenated = new Set(
    printed
      .split(/\s+/)
      .map(bareWord)
      .filter((word) => word.includes('-')),
  );
  const breaks: WordBreak[] = [];
  pages.forEach((lines, p) =>
    lines.forEach((raw, line) => {
      const text = foldText(raw);
      for (const word of hyphenated) {
        for (let k = word.indexOf('-'); k > 0; k = word.indexOf('-', k + 1)) {
          const joined = word.slice(0, k) + word.slice(k + 1);
          if (printed.includes(joined)) continue;
          for (const found of wordsIn(text, joined)) {
            breaks.push({
              source: 'pdftotext',
              page: p + 1,
              line,
              before: `${text.slice(Math.max(0, found + k - CONTEXT), found + k)}-`,
              after: text.slice(found + k, found + k + CONTEXT),
              kind: 'at-hyphen',
            });
          }
        }
      }
    }),
  );
  return breaks;
}

/** Where `word` stands in `text` as a whole word. */
function wordsIn(text: string, word: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + word.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) found.push(i);
  }
  return found;
}

/**
 * The lines of a layout page split into its columns: each column's lines
 * in order, one column after the other. A run of three or more spaces
 * separates columns; a piece continues the column whose span it overlaps.
 */
export function layoutColumns(pages: TextPages): TextPages {
  return pages.map((lines) => {
    const columns: { start: number; end: number; lines: string[] }[] = [];
    for (const line of lines) {
      const used = new Set<number>();
      for (const piece of line.matchAll(/\S+(?: {1,2}\S+)*/g)) {
        const start = piece.index;
        const end = start + piece[0].length;
        const column = columns.findIndex(
          (c, i) => !used.has(i) && start < c.end + 2 && end > c.start - 2,
        );
        if (column >= 0) {
          const target = columns[column]!;
          target.lines.push(piece[0]);
          target.start = start;
          target.end = Math.max(target.end, end);
          used.add(column);
        } else {
          columns.push({ start, end, lines: [piece[0]] });
          used.add(columns.length - 1);
        }
      }
      // A column with no piece on this line has ended its paragraph.
      columns.forEach((c, i) => {
        if (!used.has(i)) c.lines.push('');
      });
    }
    return columns.flatMap((c) => c.lines);
  });
}

/** Where a word breaks: the word around the break and the break's position in it. */
function brokenWord(b: WordBreak): { word: string; at: number } {
  const head = lastToken(b.before).replace(/^[^\p{L}\p{N}]+/u, '');
  const tail = bareWord(firstToken(b.after));
  return { word: head + tail, at: head.length };
}

const SOURCE_NAMES: Record<WordBreak['source'], string> = {
  pdfjs: 'pdf.js',
  layout: 'pdftotext -layout',
  pdftotext: 'pdftotext',
};

/**
 * One line per distinct break (page, word, position), naming the readers
 * that show it.
 */
function describeBreaks(
  breaks: readonly WordBreak[],
  describe: (b: WordBreak, word: string) => string,
): string[] {
  const byKey = new Map<string, { first: WordBreak; word: string; sources: Set<string> }>();
  for (const b of breaks) {
    const { word, at } = brokenWord(b);
    const key = `${b.page}|${word}|${at}`;
    const entry = byKey.get(key) ?? { first: b, word, sources: new Set() };
    entry.sources.add(SOURCE_NAMES[b.source]);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(
    ({ first, word, sources }) => `${describe(first, word)} [${[...sources].join(', ')}]`,
  );
}

const shown = (b: WordBreak) =>
  `"${lastToken(b.before)}${b.kind === 'hyphenated' ? '-' : ''}⏎${firstToken(b.after)}"`;

/** Below this length a name counts only as a word of its own: "MM" is no part of "zusammen". */
const WHOLE_WORD_BELOW = 4;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The name or word of `words` a break falls inside, if any. */
function protectedAt(b: WordBreak, words: readonly string[]): string | null {
  const context = b.before + b.after;
  const at = b.before.length;
  for (const word of words) {
    const folded = foldText(word);
    for (let i = context.indexOf(folded); i >= 0; i = context.indexOf(folded, i + 1)) {
      const end = i + folded.length;
      const alone = !WORD_CHAR.test(context[i - 1] ?? '') && !WORD_CHAR.test(context[end] ?? '');
      if (folded.length < WHOLE_WORD_BELOW && !alone) continue;
      if (i < at && at < end) return word;
    }
  }
  return null;
}

/**
 * Whether the broken word is part of one of `texts`: an address broken over
 * three lines shows only part of itself around each break.
 */
function isExempt(b: WordBreak, texts: readonly string[]): boolean {
  const { word } = brokenWord(b);
  return texts.some((text) => foldText(text).includes(word));
}

/**
 * Skills, keywords, companies, places and product words split at a line
 * end; breaks inside `exempt` (the details unbroken.ts holds to its own
 * rule) are left to that check.
 */
export function checkProtectedWords(
  breaks: readonly WordBreak[],
  protectedWords: readonly string[],
  exempt: readonly string[] = [],
): string[] {
  const inside = breaks.flatMap((b) => {
    const word = isExempt(b, exempt) ? null : protectedAt(b, protectedWords);
    return word ? [{ b, word }] : [];
  });
  const words = new Map(inside.map(({ b, word }) => [b, word]));
  return describeBreaks(
    inside.map(({ b }) => b),
    (b) => `p.${b.page} l.${b.line + 1}: ${shown(b)} splits "${words.get(b) ?? ''}"`,
  );
}

/** Any other word split at its own hyphen or without one (outside `exempt` too). */
export function checkHyphenBreaks(
  breaks: readonly WordBreak[],
  protectedWords: readonly string[],
  exempt: readonly string[] = [],
): string[] {
  const others = breaks.filter(
    (b) =>
      b.kind !== 'hyphenated' && !isExempt(b, exempt) && protectedAt(b, protectedWords) === null,
  );
  return describeBreaks(
    others,
    (b, word) =>
      `p.${b.page} l.${b.line + 1}: ${shown(b)} splits "${word}" ${
        b.kind === 'at-hyphen' ? 'at its hyphen' : 'without a hyphen'
      }`,
  );
}

/** Runs of hyphenated line ends longer than this are a ladder. */
export const HYPHEN_RUN_MAX = 2;

export interface HyphenFigures {
  /** Lines ending in a hyphen (added or the word's own) with the word going on, per page. */
  perPage: number[];
  /** The longest run of such lines one after another. */
  longestRun: number;
}

const endsHyphenated = (line: string, next: string | undefined) =>
  /[\p{L}\p{N}][-\u00ad]$/u.test(line) && next !== undefined && /^\s*[\p{L}\p{N}]/u.test(next);

/**
 * Hyphenated line ends per page and the ladders among them, in poppler's
 * layout split into columns (pdf.js drops a hyphen that Typst marks with
 * an /ActualText, and pdftotext's reading order joins real hyphens away).
 */
export function checkHyphenRuns(layout: TextPages): {
  figures: HyphenFigures;
  violations: string[];
} {
  const columns = layoutColumns(layout);
  const violations: string[] = [];
  let longestRun = 0;
  const perPage = columns.map((lines, p) => {
    let count = 0;
    let run: number[] = [];
    const close = () => {
      if (run.length > HYPHEN_RUN_MAX) {
        const ends = run.map((i) => `"${lastToken(lines[i] ?? '')}"`).join(' ');
        violations.push(
          `p.${p + 1} l.${(run[0] ?? 0) + 1}: ${run.length} hyphenated line ends in a row: ${ends}`,
        );
      }
      longestRun = Math.max(longestRun, run.length);
      run = [];
    };
    lines.forEach((line, i) => {
      if (endsHyphenated(line, lines[i + 1])) {
        count++;
        run.push(i);
      } else close();
    });
    close();
    return count;
  });
  return { figures: { perPage, longestRun }, violations };
}
