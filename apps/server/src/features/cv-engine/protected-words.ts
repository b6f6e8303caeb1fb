import { LRUCache } from 'lru-cache';
import type { CvData, RichBlock, RichInline } from '@cv/shared';

/**
 * Words a CV must never hyphenate or break at their hyphen: applicant
 * tracking systems search for "Kubernetes", not "Kuber-netes", and text
 * extraction joins a line that ends in a real hyphen with the next one
 * ("eu-" + "central-1" reads "eucentral-1"). The designs hyphenate their
 * body text by the CV's language; runs of it marked here are exempt:
 *
 * - `box`: a word with a hyphen inside ("eu-central-1", "Bosch-Müller",
 *   "GraphQL-Schnittstellen") is set whole, never broken at its hyphen;
 * - `nohyph`: product names (an inner capital, letters with digits) and the
 *   profile's own terms (skills and their keywords, companies, places,
 *   institutions, projects), also inside a compound when the term is long
 *   enough to be searched for ("Datenschutzbeauftragte"), are never
 *   hyphenated.
 *
 * Other words, German compounds above all, keep their hyphenation: narrow
 * columns need it.
 */

export type KeepMode = 'box' | 'nohyph';

/** A run of text, marked when it must not be hyphenated or broken. */
export type KeptText = { type: 'text'; value: string; keep?: KeepMode };

/** Longer words may still break at their hyphens: a box wider than a narrow column would overflow it. */
const MAX_BOXED = 32;
/** A hyphen or slash inside a word, where a line may break: "eu-central-1", "ISO/IEC". */
const INNER_BREAK = /[\p{L}\p{N}][-/][\p{L}\p{N}]/u;
const PRODUCT_LIKE = /\p{Ll}\p{Lu}|\p{L}\p{N}|\p{N}\p{L}/u;
/** Punctuation around a word that is not part of it. */
const EDGES = /^([("„“‚‘'[]*)(.*?)([)"“”‘’'\].,;:!?]*)$/su;

/** The words of names, bare of the punctuation around them, that `keep` accepts. */
function wordsOf(names: readonly (string | null | undefined)[], keep: (word: string) => boolean) {
  return names
    .flatMap((name) => name?.split(/\s+/) ?? [])
    .map((word) => EDGES.exec(word)?.[2] ?? word)
    .filter(keep);
}

/** The words of the profile's own names: what its owner would search the CV for. */
export function profileTerms(data: CvData): Set<string> {
  // Every word of a skill: "Data protection" is searched for whole.
  const skills = wordsOf(
    data.skills.flatMap((skill) => [skill.name, ...skill.keywords]),
    (word) => word.length >= 4,
  );
  // Of other names, the names, not the small words between them ("für", "and", "of").
  const names = wordsOf(
    [
      data.person.location,
      data.person.address?.city,
      ...data.workExperiences.flatMap((w) => [w.company, w.location]),
      ...data.educations.map((e) => e.institution),
      ...data.projects.map((p) => p.name),
      ...data.certificates.map((c) => c.issuer),
      ...data.volunteering.flatMap((v) => [v.organization, v.location]),
    ],
    (word) => word.length >= 3 && /^[\p{Lu}\p{N}]/u.test(word),
  );
  return new Set([...skills, ...names]);
}

/** A term this long inside a compound ("Datenschutz" in "Datenschutzbeauftragte") keeps the compound whole. */
const TERM_IN_COMPOUND = 6;

function keepModeOf(
  word: string,
  terms: ReadonlySet<string>,
  inCompound: RegExp | null,
): KeepMode | undefined {
  if (INNER_BREAK.test(word) && word.length <= MAX_BOXED) return 'box';
  if (PRODUCT_LIKE.test(word) || terms.has(word) || inCompound?.test(word)) return 'nohyph';
  return undefined;
}

/** Matches a word with one of the longer terms inside it, as written; null without such terms. */
function compoundMatcher(terms: ReadonlySet<string>): RegExp | null {
  const long = [...terms].filter((term) => term.length >= TERM_IN_COMPOUND);
  const escaped = long.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.length > 0 ? new RegExp(escaped.join('|'), 'u') : null;
}

/** What protecting texts against one set of terms reuses: its compound matcher, and the texts' runs. */
interface TermsMemo {
  inCompound: RegExp | null;
  runs: LRUCache<string, readonly KeptText[]>;
}

/**
 * Memos of the last profiles' terms. A render builds its set of terms anew,
 * so they are found by content; while an owner edits one field, every other
 * text of the profile comes back unchanged against the same terms (most of
 * protecting is splitting and testing words: a fifth of building a render's
 * input). Bounded by total text length, like the parsed descriptions: a
 * profile's texts are some tens of kilobytes, so 16 profiles of 256 KiB each
 * keep a worker's memory flat.
 */
const memos = new LRUCache<string, TermsMemo>({ max: 16 });
const TEXT_KEPT_PER_TERMS = 256 * 1024;
const memoOfSet = new WeakMap<ReadonlySet<string>, TermsMemo>();

function termsMemo(terms: ReadonlySet<string>): TermsMemo {
  let memo = memoOfSet.get(terms);
  if (memo) return memo;
  const key = [...terms].join('\n');
  memo = memos.get(key);
  if (!memo) {
    memo = {
      inCompound: compoundMatcher(terms),
      runs: new LRUCache({
        maxSize: TEXT_KEPT_PER_TERMS,
        sizeCalculation: (_runs, text) => text.length + 1,
      }),
    };
    memos.set(key, memo);
  }
  memoOfSet.set(terms, memo);
  return memo;
}

/** A text split into plain runs and the words to keep whole (shared, frozen: never change them). */
export function protectText(value: string, terms: ReadonlySet<string>): readonly KeptText[] {
  const memo = termsMemo(terms);
  let runs = memo.runs.get(value);
  if (!runs) {
    runs = Object.freeze(splitKept(value, terms, memo.inCompound).map((run) => Object.freeze(run)));
    memo.runs.set(value, runs);
  }
  return runs;
}

function splitKept(
  value: string,
  terms: ReadonlySet<string>,
  inCompound: RegExp | null,
): KeptText[] {
  const out: KeptText[] = [];
  let plain = '';
  for (const token of value.split(/(\s+)/)) {
    const [, before = '', core = '', after = ''] = EDGES.exec(token) ?? [];
    const keep = core ? keepModeOf(core, terms, inCompound) : undefined;
    if (!keep) {
      plain += token;
      continue;
    }
    plain += before;
    if (plain) out.push({ type: 'text', value: plain });
    out.push({ type: 'text', value: core, keep });
    plain = after;
  }
  if (plain) out.push({ type: 'text', value: plain });
  return out;
}

function protectInlines(items: readonly RichInline[], terms: ReadonlySet<string>): RichInline[] {
  return items.flatMap((item): readonly RichInline[] => {
    if (item.type === 'text') return protectText(item.value, terms);
    if (item.type === 'break') return [item];
    return [{ ...item, children: protectInlines(item.children, terms) }];
  });
}

/** The blocks with the words to keep whole marked (see above). */
export function protectBlocks<B extends RichBlock>(
  blocks: readonly B[],
  terms: ReadonlySet<string>,
): B[] {
  return blocks.map((block) =>
    block.type === 'paragraph'
      ? { ...block, children: protectInlines(block.children, terms) }
      : { ...block, items: block.items.map((item) => protectBlocks(item, terms)) },
  );
}
