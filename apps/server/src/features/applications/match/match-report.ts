import type { Locale, MatchPlace, MatchReport, MatchTerm } from '@cv/shared';
import { SYNONYM_GROUPS } from './synonyms';
import { detectLanguage, isStopWord, knownTermAt, stem, tokenize, type Token } from './words';

/**
 * The match report: which terms of a posting a CV covers and where, which
 * are missing, and which entries the CV leaves out would cover them. Pure and
 * deterministic: the same posting and CV always give the same report.
 *
 * Score = covered weight / total weight, where a term weighs 1, plus 1 for
 * each further mention in the posting (at most 2), plus 2 for a known term of
 * the synonym table.
 */

/** One part of the CV the report can point at: an entry, or the general texts. */
export interface MatchSource {
  place: MatchPlace;
  /** Its texts, each in its language (the posting's language where translated, and the primary). */
  texts: readonly string[];
  /** Whether this CV prints it; an entry it leaves out is offered to include. */
  included: boolean;
}

export interface MatchInput {
  posting: string;
  cvId: string;
  cvLang: Locale;
  sources: readonly MatchSource[];
}

/** Terms the report lists at most: the heaviest, then the first named. */
export const MATCH_TERMS_MAX = 40;

interface PostingTerm {
  key: string;
  known: boolean;
  group: number | null;
  count: number;
  first: number;
  forms: Map<string, number>;
}

/** A known term's key is its group; any other word's is its stem in the posting's language. */
const knownKey = (group: number) => `#${group}`;

/** The keys a text holds: known terms and the stems of its other words. */
function keysOf(
  tokens: readonly Token[],
  lang: Locale,
  each: (key: string, token: Token, known: number | null, at: number) => void,
) {
  for (let at = 0; at < tokens.length; at++) {
    const known = knownTermAt(tokens, at);
    if (known) {
      const words = tokens.slice(at, at + known.length);
      each(
        knownKey(known.group),
        { ...tokens[at]!, text: words.map((w) => w.text).join(' ') },
        known.group,
        at,
      );
      at += known.length - 1;
      continue;
    }
    const token = tokens[at]!;
    if (isStopWord(token.lower) || token.lower.length < 2 || /^\p{N}+$/u.test(token.lower))
      continue;
    each(stem(token.lower, lang), token, null, at);
  }
}

/** Whether a word that is no known term still reads like a name or skill (Terraform, SAP, ISO27001). */
function looksSpecific(token: Token, lang: Locale): boolean {
  if (/\p{N}|[+#]/u.test(token.text) && /\p{L}/u.test(token.text)) return true;
  if (
    token.text.length >= 2 &&
    token.text === token.text.toUpperCase() &&
    /\p{L}/u.test(token.text)
  )
    return true;
  // German capitalizes every noun: only English capitals inside a sentence say "name".
  return lang === 'en' && !token.sentenceStart && /^\p{Lu}/u.test(token.text);
}

function postingTerms(tokens: readonly Token[], lang: Locale): PostingTerm[] {
  const terms = new Map<string, PostingTerm & { specific: boolean }>();
  keysOf(tokens, lang, (key, token, group, at) => {
    let term = terms.get(key);
    if (!term) {
      term = {
        key,
        known: group !== null,
        group,
        count: 0,
        first: at,
        forms: new Map(),
        specific: false,
      };
      terms.set(key, term);
    }
    term.count++;
    term.forms.set(token.text, (term.forms.get(token.text) ?? 0) + 1);
    if (group === null && looksSpecific(token, lang)) term.specific = true;
  });
  return [...terms.values()]
    .filter((term) => term.known || term.count >= 2 || term.specific)
    .sort((a, b) => weightOf(b) - weightOf(a) || a.first - b.first)
    .slice(0, MATCH_TERMS_MAX);
}

function weightOf(term: Pick<PostingTerm, 'count' | 'known'>): number {
  return 1 + Math.min(term.count - 1, 2) + (term.known ? 2 : 0);
}

/** The form the posting uses most, the first of equals. */
function mostUsedForm(forms: Map<string, number>): string {
  let best = '';
  let most = 0;
  for (const [form, n] of forms) {
    if (n > most) {
      best = form;
      most = n;
    }
  }
  return best;
}

export function matchReport({ posting, cvId, cvLang, sources }: MatchInput): MatchReport {
  const postingTokens = tokenize(posting);
  const postingLang = detectLanguage(postingTokens);
  const wanted = postingTerms(postingTokens, postingLang);
  const wantedKeys = new Set(wanted.map((term) => term.key));

  // Which sources hold which of the wanted keys, stemmed like the posting.
  const holders = new Map<string, MatchSource[]>();
  for (const source of sources) {
    const found = new Set<string>();
    for (const text of source.texts) {
      keysOf(tokenize(text), postingLang, (key) => {
        if (wantedKeys.has(key)) found.add(key);
      });
    }
    for (const key of found) {
      const list = holders.get(key) ?? [];
      list.push(source);
      holders.set(key, list);
    }
  }

  const terms: MatchTerm[] = wanted.map((term) => {
    const held = holders.get(term.key) ?? [];
    const places = held.filter((s) => s.included).map((s) => s.place);
    const group = term.group === null ? null : SYNONYM_GROUPS[term.group]!;
    const canonical = group ? (postingLang === 'de' && group.de ? group.de : group.name) : null;
    const written = mostUsedForm(term.forms);
    return {
      term: written,
      canonical: canonical && canonical.toLowerCase() !== written.toLowerCase() ? canonical : null,
      count: term.count,
      weight: weightOf(term),
      known: term.known,
      covered: places.length > 0,
      places,
      hidden: places.length > 0 ? [] : held.filter((s) => !s.included).map((s) => s.place),
    };
  });

  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const covered = terms.reduce((sum, term) => sum + (term.covered ? term.weight : 0), 0);
  const reachable = terms.reduce(
    (sum, term) => sum + (term.covered || term.hidden.length > 0 ? term.weight : 0),
    0,
  );
  const percent = (part: number) => (total === 0 ? 0 : Math.round((100 * part) / total));
  return {
    postingLang,
    cvLang,
    cvId,
    terms,
    score: { value: percent(covered), covered, total, withHidden: percent(reachable) },
  };
}
