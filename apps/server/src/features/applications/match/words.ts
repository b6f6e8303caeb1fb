import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';
import { deu, eng } from 'stopword';
import type { Locale } from '@cv/shared';
import { SYNONYM_GROUPS } from './synonyms';

/**
 * Words of a text as the match report reads them: tokens with their written
 * form, known terms of the synonym table found as phrases, stop words of
 * either language dropped, the rest stemmed (Snowball, English or German).
 */

/** Common words of postings that say nothing about the job, beyond the stop word lists. */
const POSTING_NOISE = {
  en: `about above across after also always an and any apply are as at be been being both but by can could
    candidate candidates company day days do does each either etc every experience experienced few for from
    get good great has have help high how i if in including into is it its join just key least level like
    looking make many may more most much must new not of offer offers on one only or other our out over own
    part per plus position preferred provide required requirement requirements responsibilities responsible
    role should skills so some strong such than that the their them then there these they this those
    through to together up us use using very want we well what when where which who will with within work
    working would year years you your ideal ideally opportunity opportunities environment ability able
    knowledge understanding across based benefits salary team teams job jobs hiring hire equal apply today
    excellent solid proven hands-on world people best like make sure range plus bonus build builds
    built run runs care cares move moves keep keeps take takes own owns friends day second thousands
    millions online closely part`,
  de: `aufgaben aufgabe profil bieten bietet biete suchen suche sucht wir sie ihr ihre ihren ihrer ihnen
    unser unsere unserer unseren uns du dein deine bei für mit und oder sowie als auch einen einer eine ein
    erfahrung erfahrungen kenntnisse kenntnis gute guter gutes sehr idealerweise wünschenswert bereich
    bereichen unternehmen team teams stelle m/w/d w/m/d m/w/x mwd jahr jahre jahren mehrjährige mehrjährig
    freuen bewerbung bewerben arbeiten arbeit arbeitest möglichkeit möglichkeiten abgeschlossenes
    abgeschlossene studium ausbildung vergleichbare vergleichbar tätigkeit verantwortung umfeld spannende
    spannenden vollzeit teilzeit flexible flexiblen attraktive attraktives gehalt vergütung ab sofort
    zum zur vom beim über unter durch sowohl innerhalb mitarbeiter mitarbeitende kollegen kolleginnen
    neue neuen weiterentwicklung weiterbildung benefits`,
};

const STOP_WORDS = new Set<string>([
  ...eng,
  ...deu,
  ...POSTING_NOISE.en.split(/\s+/),
  ...POSTING_NOISE.de.split(/\s+/),
]);

/** A token: its form as written and in lower case, and whether a sentence starts with it. */
export interface Token {
  text: string;
  lower: string;
  sentenceStart: boolean;
}

/** Runs of letters and digits, with the marks tech names carry inside or after them (C#, C++, Node.js, CI/CD). */
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|[.+#/'’-](?=[\p{L}\p{N}+#]))*[+#]*/gu;
const SENTENCE_END = /[.!?•·*\n–—-]\s*$|^\s*$/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.normalize('NFC').matchAll(TOKEN)) {
    const raw = match[0];
    const between = text.slice(last, match.index);
    const sentenceStart = tokens.length === 0 || SENTENCE_END.test(between);
    last = match.index + raw.length;
    pushToken(tokens, raw, sentenceStart);
  }
  return tokens;
}

/** A token as written, or its parts when it is no known term ("e-mail", "front-end/back-end"). */
function pushToken(tokens: Token[], raw: string, sentenceStart: boolean) {
  const lower = raw.toLowerCase();
  if (KNOWN_SINGLE.has(lower) || !/[./'’-]/.test(raw)) {
    tokens.push({ text: raw, lower, sentenceStart });
    return;
  }
  const parts = raw.split(/[./'’-]+/).filter((part) => part.length > 0);
  parts.forEach((part, index) =>
    tokens.push({
      text: part,
      lower: part.toLowerCase(),
      sentenceStart: sentenceStart && index === 0,
    }),
  );
}

/** The synonym table's forms by their first word: phrases longest first. */
const KNOWN_SINGLE = new Map<string, number>();
const KNOWN_PHRASES = new Map<string, { words: string[]; group: number }[]>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const form of group.forms) {
    const words = form.split(' ');
    if (words.length === 1) {
      KNOWN_SINGLE.set(form, index);
      continue;
    }
    const list = KNOWN_PHRASES.get(words[0]!) ?? [];
    list.push({ words, group: index });
    list.sort((a, b) => b.words.length - a.words.length);
    KNOWN_PHRASES.set(words[0]!, list);
  }
});

/** The known term (its group's index) starting at `at`, and how many tokens it spans. */
export function knownTermAt(tokens: readonly Token[], at: number) {
  const first = tokens[at]!.lower;
  for (const phrase of KNOWN_PHRASES.get(first) ?? []) {
    if (phrase.words.every((word, i) => tokens[at + i]?.lower === word)) {
      return { group: phrase.group, length: phrase.words.length };
    }
  }
  const single = KNOWN_SINGLE.get(first);
  return single === undefined ? null : { group: single, length: 1 };
}

export function isStopWord(lower: string): boolean {
  return STOP_WORDS.has(lower);
}

const STEMMERS: Record<Locale, (word: string) => string> = { en: stemEnglish, de: stemGerman };
const stemCache: Record<Locale, Map<string, string>> = { en: new Map(), de: new Map() };

/** The Snowball stem of a lower-case word; German umlauts and ß fold after stemming, as writers vary. */
export function stem(lower: string, lang: Locale): string {
  const cache = stemCache[lang];
  let stemmed = cache.get(lower);
  if (stemmed === undefined) {
    stemmed = fold(STEMMERS[lang](lower));
    if (cache.size > 50_000) cache.clear();
    cache.set(lower, stemmed);
  }
  return stemmed;
}

const fold = (word: string) =>
  word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

const LANGUAGE_MARKERS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(eng),
  de: new Set(deu),
};

/**
 * The language of a text: the one whose stop words it uses more (German when
 * it has umlauts or ß and no majority). English when nothing tells.
 */
export function detectLanguage(tokens: readonly Token[]): Locale {
  let en = 0;
  let de = 0;
  for (const { lower } of tokens) {
    const inEn = LANGUAGE_MARKERS.en.has(lower);
    const inDe = LANGUAGE_MARKERS.de.has(lower);
    if (inEn && !inDe) en++;
    else if (inDe && !inEn) de++;
    else if (/[äöüß]/.test(lower)) de++;
  }
  return de > en ? 'de' : 'en';
}
