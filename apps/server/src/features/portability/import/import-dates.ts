/**
 * Dates as people write them in CVs ("2019-03", "Jan 2019", "März 2019",
 * "03/2019", "January 2019 to Present") turned into the product's
 * `YYYY-MM-DD`: a month-only date becomes the first of the month, a year the
 * first of January. Anything else is undefined, never a guess.
 */

/** English and German month names and abbreviations, lower case, without a trailing dot. */
const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  januar: 1,
  jänner: 1,
  february: 2,
  feb: 2,
  februar: 2,
  march: 3,
  mar: 3,
  märz: 3,
  maerz: 3,
  mär: 3,
  mrz: 3,
  april: 4,
  apr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juni: 6,
  july: 7,
  jul: 7,
  juli: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  dezember: 12,
  dez: 12,
};

/** Words for "still going" at the end of a period. */
const ONGOING =
  /^(?:(?:bis|until|till|to)\s+)?(?:present(?:\s+day)?|current(?:ly)?|now|today|ongoing|heute|aktuell|jetzt|dato|laufend)\.?$/i;

/** Words that join the two ends of a range; a bare hyphen is handled apart (ISO dates use it). */
const RANGE_WORD = /\s*(?:–|—|\s-\s|\bto\b|\bbis\b|\buntil\b)\s*/i;

/** "since 2019", "seit März 2019", "ab 2019": a start that is still going. */
const SINCE = /^(?:since|seit|ab)\s+(.+)$/i;
/** "from 2019 to 2021", "von 2019 bis 2021". */
const FROM = /^(?:from|von)\s+/i;

function isoOf(year: number, month = 1, day = 1): string | undefined {
  if (year < 1000 || year > 2999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined; // 2023-02-30 rolls over: refused
  return date.toISOString().slice(0, 10);
}

function monthOf(word: string): number | undefined {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')];
}

/** One date: ISO (full, year-month, year), "Jan 2019", "15. März 2019", "March 15, 2019", "03/2019", "15.03.2019". */
export function parseImportDate(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return isoOf(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  let m: RegExpExecArray | null;

  if ((m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[T ].*)?)?)?$/.exec(text)))
    return isoOf(Number(m[1]), m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1);
  if ((m = /^(\d{4})[/.](\d{1,2})$/.exec(text))) return isoOf(Number(m[1]), Number(m[2]));
  if ((m = /^(\d{1,2})[/.-](\d{4})$/.exec(text))) return isoOf(Number(m[2]), Number(m[1]));
  if ((m = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(text)))
    return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));

  // "Jan 2019", "Okt. 2021", "15. März 2019", "15 March 2019", "March 15, 2019"
  m = /^(?:(\d{1,2})\.?\s)?(\p{L}+\.?),?\s(?:(\d{1,2}),?\s)?(\d{4})$/u.exec(text);
  if (m && !(m[1] && m[3])) {
    const month = monthOf(m[2]!);
    if (month) return isoOf(Number(m[4]), month, Number(m[1] ?? m[3] ?? 1));
  }
  return undefined;
}

/** "Present", "heute", "bis heute", "Current", … */
export function isOngoing(value: unknown): boolean {
  return typeof value === 'string' && ONGOING.test(value.trim());
}

export interface Period {
  start?: string | undefined;
  /** Undefined when the period is ongoing, a single date or without an end. */
  end?: string | undefined;
  /** The end says "present". */
  ongoing: boolean;
  /** One date, not a range ("2020"): when the period ended, the text does not say. */
  single: boolean;
}

const NONE: Period = { ongoing: false, single: false };

function range(left: string, right: string): Period | undefined {
  const start = parseImportDate(left.replace(FROM, ''));
  if (left.trim() && !start) return undefined;
  if (isOngoing(right)) return { start, ongoing: true, single: false };
  const end = parseImportDate(right);
  if (!end) return undefined;
  return { start, end, ongoing: false, single: false };
}

/**
 * A period written as free text: "January 2019 to Present", "Jan 2019 - Mar 2020",
 * "2019 – 2021", "03/2019 - heute", "März 2019 bis heute", "2019-2021", "2020".
 * Parts that cannot be read are undefined.
 */
export function parsePeriod(value: unknown): Period {
  if (typeof value !== 'string') return NONE;
  const text = value.trim().replace(/\s+/g, ' ');
  if (!text) return NONE;

  const single = parseImportDate(text);
  if (single) return { start: single, ongoing: false, single: true };
  if (isOngoing(text)) return { ongoing: true, single: false };
  const since = parseImportDate(SINCE.exec(text)?.[1]);
  if (since) return { start: since, ongoing: true, single: false };

  const word = RANGE_WORD.exec(text);
  if (word) {
    const found = range(text.slice(0, word.index), text.slice(word.index + word[0].length));
    if (found) return found;
  }
  // A bare hyphen ("2019-2021", "03/2019-05/2020"): try each one, ISO hyphens simply fail to split.
  for (let at = text.indexOf('-'); at > 0; at = text.indexOf('-', at + 1)) {
    const found = range(text.slice(0, at), text.slice(at + 1));
    if (found) return found;
  }
  return NONE;
}
