import type { ImportFormat, SectionKind } from '@cv/shared';
import {
  DEFAULT_SKILL_LEVEL,
  languageFromFluency,
  languageLevelFromText,
  skillLevelFromText,
} from '../levels';
import { DraftBuilder } from './draft-builder';
import type { DraftEntry, ImportDraft } from './import-draft';
import { parsePeriod } from './import-dates';
import { bulletList, joinBlocks } from './import-text';

/**
 * A CV read from its text: the pieces of text of a PDF with where they sit
 * (or a Word file's paragraphs), rebuilt into lines in reading order, then
 * recognised without any model: the name (the largest line of the top),
 * contact details by their patterns, section headings in English and German
 * (by their words, and by typography: bold, larger, capitals), and in each
 * section its entries, split at their dates (English and German forms). What
 * cannot be placed is kept in a custom section under its heading.
 */

/** A piece of text of a page; y runs from the top. */
export interface TextRun {
  page: number;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  text: string;
  pageWidth: number;
}

/** A line of the CV in reading order. */
export interface TextLine {
  /** Parts far apart on the line (a title left, its dates right) are separated by a tab. */
  text: string;
  size: number;
  bold: boolean;
  /** A Word file's heading style. */
  heading?: boolean;
  /** A list item (a Word list, or a line starting with a bullet sign). */
  bullet?: boolean;
  /** Set in from its column's left edge (a list item whose bullet is drawn, not written). */
  indented?: boolean;
}

// ---------------------------------------------------------------- layout

/**
 * Where a page splits into two columns: the x that the fewest runs cross
 * with text on both sides (a sidebar CV); null for a one-column page.
 */
function gutterOf(runs: TextRun[]): number | null {
  const width = runs[0]?.pageWidth ?? 0;
  if (runs.length < 12 || !width) return null;
  let best: { x: number; crossing: number } | null = null;
  for (let x = width * 0.2; x <= width * 0.75; x += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const run of runs) {
      if (run.x < x && run.x + run.width > x) crossing++;
      else if (run.x + run.width <= x) left++;
      else right++;
    }
    if (left < runs.length * 0.15 || right < runs.length * 0.15) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  // A few lines across both columns (the name, a header band) still allow columns.
  return best && best.crossing <= runs.length * 0.08 ? best.x : null;
}

/** Where most lines start: the column's text edge (a bullet's text starts right of it). */
function textEdge(starts: number[]): number {
  const counts = new Map<number, number>();
  for (const x of starts) counts.set(Math.round(x / 2), (counts.get(Math.round(x / 2)) ?? 0) + 1);
  const [edge] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0];
  return edge * 2;
}

/** Runs on one baseline joined into a line; a wide gap becomes a tab. */
function linesOf(runs: TextRun[], gutter?: number): TextLine[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextRun[][] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(row[0]!.size, run.size) * 0.4) row.push(run);
    else rows.push([run]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const left = textEdge(rows.map((row) => row[0]!.x));
  return rows.map((row) => {
    let text = '';
    let end = -Infinity;
    let boldChars = 0;
    let chars = 0;
    for (const run of row) {
      const gap = run.x - end;
      // Far apart, or across the gutter of a label column ("Programmiersprachen | TypeScript").
      const across = gutter !== undefined && end <= gutter && run.x >= gutter;
      if (text && (gap > run.size * 0.9 || across)) text += '\t';
      else if (text && gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text))
        text += ' ';
      text += run.text;
      end = run.x + run.width;
      chars += run.text.length;
      if (run.bold) boldChars += run.text.length;
    }
    const size = Math.max(...row.map((r) => r.size));
    return {
      text: text.replace(/[ \u00a0]+/g, ' ').trim(),
      size,
      bold: boldChars >= chars * 0.6,
      ...(row[0]!.x - left > size * 0.8 ? { indented: true } : {}),
    };
  });
}

/**
 * Whether the left side's lines sit on the right side's baselines: a column
 * of dates or labels beside what they belong to (a Lebenslauf), read row by
 * row, not two columns read one after the other.
 */
function rowsAlign(runs: TextRun[], gutter: number): boolean {
  const left = runs.filter((r) => r.x + r.width / 2 < gutter);
  const right = runs.filter((r) => r.x + r.width / 2 >= gutter);
  const aligned = left.filter((l) => right.some((r) => Math.abs(r.y - l.y) <= l.size * 0.4));
  return left.length > 0 && aligned.length >= left.length * 0.6;
}

/** The PDF's lines in reading order: page by page; on a two-column page, across, left, right. */
export function readingOrder(runs: TextRun[]): TextLine[] {
  const pages = new Map<number, TextRun[]>();
  for (const run of runs) pages.set(run.page, [...(pages.get(run.page) ?? []), run]);
  const lines: TextLine[] = [];
  for (const page of [...pages.keys()].sort((a, b) => a - b)) {
    const onPage = pages.get(page)!;
    const gutter = gutterOf(onPage);
    if (gutter === null) {
      lines.push(...linesOf(onPage));
      continue;
    }
    const across = onPage.filter((r) => r.x < gutter && r.x + r.width > gutter);
    if (
      rowsAlign(
        onPage.filter((r) => !across.includes(r)),
        gutter,
      )
    ) {
      lines.push(...linesOf(onPage, gutter));
      continue;
    }
    // Lines across the columns above them (a header band) come first.
    const top = Math.min(...onPage.filter((r) => !across.includes(r)).map((r) => r.y));
    const head = across.filter((r) => r.y <= top);
    const rest = onPage.filter((r) => !head.includes(r));
    lines.push(...linesOf(head));
    lines.push(...linesOf(rest.filter((r) => r.x + r.width / 2 < gutter)));
    lines.push(...linesOf(rest.filter((r) => r.x + r.width / 2 >= gutter)));
  }
  return lines.filter((line) => line.text && !PAGE_NUMBER.test(line.text));
}

/** "Page 1 of 2", "Seite 1 von 3", "1/2": a page's number, no part of the CV. */
const PAGE_NUMBER = /^(?:(?:page|seite)\s+)?\d+\s*(?:of|von|\/)\s*\d+$/i;

// ---------------------------------------------------------------- patterns

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+|\b0)[\d ()/.-]{7,}\d/;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s,;|]+|\b(?:linkedin\.com|github\.com|xing\.com|gitlab\.com)\/[^\s,;|]+/i;
const BULLET = /^\s*[•●▪■◦○∙·‣*–-]\s+/;

const MONTH =
  '(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|m(?:ä|ae)rz|mar(?:ch)?|apr(?:il)?|mai|may|june?|juni|july?|juli|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)\\.?';
const DATE = `(?:\\d{1,2}[./]\\d{4}|(?:19|20)\\d{2}-\\d{2}|${MONTH}\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const ONGOING = '(?:bis\\s+heute|heute|present|current|now|today|jetzt|aktuell|dato|laufend)';
/** "Summer 2013": a season read as its year. */
const SEASONS = 'summer|winter|spring|autumn|fall|sommer|frühjahr|frühling|herbst';
const SEASON = new RegExp(`^(?:${SEASONS})\\s+`, 'i');
const PERIOD = new RegExp(
  `(?:(?:since|seit|ab)\\s+${DATE}|(?:(?:from|von|${SEASONS})\\s+)?${DATE}(?:\\s*(?:–|—|-|to|until|bis)\\s*(?:${DATE}|${ONGOING}))?)`,
  'iu',
);

/** The period a line names, the text it takes up, and the line without it. */
function findPeriod(
  text: string,
): { start?: string; end?: string; single?: boolean; rest: string } | null {
  const match = PERIOD.exec(text);
  if (!match) return null;
  const period = parsePeriod(match[0].replace(SEASON, ''));
  if (!period.start) return null;
  const rest = (text.slice(0, match.index) + '\t' + text.slice(match.index + match[0].length))
    .replace(/\s*[|·•,–—-]?\s*\t\s*[|·•,–—-]?\s*/g, '\t')
    .trim();
  return {
    start: period.start,
    ...(period.end ? { end: period.end } : {}),
    ...(period.single ? { single: true } : {}),
    rest,
  };
}

// ---------------------------------------------------------------- headings

type SectionRole =
  | SectionKind
  | 'summary'
  | 'contact'
  /** Not one of ours: a custom section under its heading. */
  | 'custom';

/** Heading words (folded: lower case, no punctuation) in English and German. */
const HEADINGS: [SectionRole, RegExp][] = [
  [
    'work-experience',
    /^(?:(?:professional |work |relevant )?experience|employment(?: history)?|work history|career|(?:berufs|arbeits)erfahrung(?:en)?|beruflicher werdegang|werdegang|berufliche stationen|praxiserfahrung|beruf)$/,
  ],
  [
    'education',
    /^(?:education|academic background|studies|qualifications|(?:aus)?bildung(?:sweg)?|schul(?:e|ische) ausbildung|studium|akademische ausbildung|bildungsweg)$/,
  ],
  [
    'skill',
    /^(?:(?:technical |core |key )?skills|competencies|expertise|technologies|kenntnisse|fähigkeiten|fachkenntnisse|kompetenzen|edv(?:-| )?kenntnisse|it(?:-| )?kenntnisse|skills (?:&|und|and) tools)$/,
  ],
  ['language', /^(?:languages?|language skills|sprachen|sprachkenntnisse|fremdsprachen)$/],
  ['project', /^(?:(?:selected |side )?projects?|projekte|projekterfahrung|ausgewählte projekte)$/],
  [
    'certificate',
    /^(?:certificat(?:es|ions)|licenses(?: (?:&|and) certifications)?|zertifikate|zertifizierungen|weiterbildung(?:en)?)$/,
  ],
  ['award', /^(?:awards?|honou?rs(?: (?:&|and) awards)?|auszeichnungen|preise)$/],
  ['publication', /^(?:publications?|veröffentlichungen|publikationen)$/],
  [
    'volunteering',
    /^(?:volunteer(?:ing| work| experience)?|ehrenamt(?:liches engagement)?|engagement)$/,
  ],
  ['interest', /^(?:interests|hobbies|hobbys|interessen|freizeit)$/],
  ['reference', /^(?:references|referenzen)$/],
  [
    'summary',
    /^(?:(?:professional )?summary|profile|about(?: me)?|objective|profil|kurzprofil|über mich|zusammenfassung)$/,
  ],
  [
    'contact',
    /^(?:contact(?: details| information)?|personal (?:details|data|information)|kontakt(?:daten)?|persönliche (?:daten|angaben)|angaben zur person)$/,
  ],
];

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

function roleOfHeading(text: string): SectionRole | null {
  const folded = fold(text);
  return HEADINGS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

const isCaps = (text: string) => /\p{L}{3}/u.test(text) && text === text.toUpperCase();

/** A section heading: its words, or its look (short, no digits, bold, larger or in capitals). */
function headingRole(line: TextLine, bodySize: number): SectionRole | null {
  const text = line.text.replace(/\t/g, ' ').trim();
  if (text.length > 40 || /\d|@/.test(text) || text.split(' ').length > 4) return null;
  const known = roleOfHeading(text);
  if (known) return known;
  const looks =
    line.heading === true ||
    (line.size >= bodySize * 1.2 && (line.bold || isCaps(text))) ||
    (isCaps(text) && (line.bold || line.size > bodySize * 1.05));
  return looks && !line.bullet && !/[,.;]$/.test(text) ? 'custom' : null;
}

// ---------------------------------------------------------------- entries

/** Words that mark an organisation's name (to tell it from a job title or a degree). */
const ORGANISATION =
  /\b(?:gmbh|ag|se|kg|ohg|e\.?\s?v|inc|ltd|llc|plc|corp(?:oration)?|company|co\.|group|gruppe|bank|universit(?:y|ät|aet)|hochschule|fachhochschule|college|school|schule|gymnasium|institut[e]?|academy|akademie|agentur|agency|studios?|labs?|technologies|systems|solutions|consulting|bund|stadt|klinikum)\b/i;

interface EntryText {
  header: string[];
  start?: string | undefined;
  end?: string | undefined;
  /** One date, not a range ("2019", "Summer 2013"). */
  single?: boolean | undefined;
  bullets: string[];
  text: string[];
}

const withoutBullet = (text: string) => text.replace(BULLET, '').trim();
const isBulletLine = (line: TextLine) =>
  line.bullet === true || line.indented === true || BULLET.test(line.text);

/** A line that may be part of an entry's head: short, no sentence, no bullet. */
const headerLike = (line: TextLine) =>
  !isBulletLine(line) &&
  line.text.length <= 90 &&
  // A sentence ends with a full stop; "Verein e. V." and "Acme Inc." do too.
  (!/[.;]$/.test(line.text.trim()) || ORGANISATION.test(line.text));

/**
 * A section's lines split into entries at their dates. Whether the head of
 * an entry (title, organisation) comes before its dates or after them is
 * decided once per section, by its first entry.
 */
function splitEntries(lines: TextLine[]): EntryText[] {
  const dated = lines.map((line) => (isBulletLine(line) ? null : findPeriod(line.text)));
  const anchors = dated.flatMap((period, i) => (period ? [i] : []));
  if (anchors.length === 0) return [];
  const first = anchors[0]!;
  // Head lines above the first date: heads come first (up to two lines).
  const headAbove = first > 0 && headerLike(lines[first - 1]!);
  const starts = anchors.map((anchor, k) => {
    if (!headAbove) return anchor;
    let start = anchor;
    const floor = k === 0 ? 0 : anchors[k - 1]! + 1;
    while (start > floor && anchor - start < 2 && headerLike(lines[start - 1]!)) start--;
    // The previous entry keeps at least its date line's neighbours that are its own text.
    return start;
  });
  return starts.map((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    const anchor = anchors[k]!;
    const period = dated[anchor]!;
    const entry: EntryText = {
      header: [],
      start: period.start,
      end: period.end,
      single: period.single,
      bullets: [],
      text: [],
    };
    let inHead = true;
    for (let i = start; i < end; i++) {
      const line = lines[i]!;
      const text = i === anchor ? period.rest : line.text;
      if (isBulletLine(line)) {
        inHead = false;
        entry.bullets.push(withoutBullet(text));
        continue;
      }
      // Up to three head parts: the lines before the date, its line, and short ones after it.
      if (inHead && headerLike(line) && (i <= anchor || entry.header.length < 2)) {
        entry.header.push(
          ...text
            .split('\t')
            .map((t) => t.trim())
            .filter(Boolean),
        );
        continue;
      }
      inHead = false;
      if (text.trim()) entry.text.push(text.replace(/\t/g, ' '));
    }
    return entry;
  });
}

/** "Senior Engineer at Acme GmbH", "Acme GmbH, Berlin", "Engineer | Acme": the parts of a head. */
function headParts(header: string[]): string[] {
  return header.flatMap((part) =>
    part
      .split(/\s+(?:at|bei|@)\s+|\s+[|·•]\s+|\s+[–—]\s+/i)
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

/** Title, organisation and place of an entry's head. */
function titleAndOrganisation(header: string[]): {
  title?: string;
  organisation?: string;
  place?: string;
} {
  const parts = headParts(header);
  let [title, organisation, place] = parts;
  if (title && organisation && ORGANISATION.test(title) && !ORGANISATION.test(organisation)) {
    [title, organisation] = [organisation, title];
  }
  // "Acme GmbH, Berlin": the place after the organisation's comma.
  if (organisation && !place) {
    const comma = /^(.+?),\s*([\p{Lu}][\p{L} .-]+)$/u.exec(organisation);
    if (comma) [organisation, place] = [comma[1], comma[2]];
  }
  return { title, organisation, place };
}

const description = (entry: EntryText) => joinBlocks(entry.text.join(' ') || undefined);

// ---------------------------------------------------------------- the CV

interface Section {
  role: SectionRole;
  title: string;
  lines: TextLine[];
}

/** The most common text size, weighted by characters: the body's. */
function bodySizeOf(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + line.text.length);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

function sectionsOf(
  lines: TextLine[],
  bodySize: number,
): { head: TextLine[]; sections: Section[] } {
  const head: TextLine[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    const role = headingRole(line, bodySize);
    if (role) sections.push({ role, title: line.text.replace(/\t/g, ' ').trim(), lines: [] });
    else if (sections.length) sections.at(-1)!.lines.push(line);
    else head.push(line);
  }
  return { head, sections };
}

/** A line that could be a person's name or a headline: short, no digits, no heading's words. */
const nameLike = (line: TextLine) =>
  !/[@\d/:,|]/.test(line.text) &&
  line.text.split(/\s+/).length <= 5 &&
  /\p{Lu}/u.test(line.text) &&
  !roleOfHeading(line.text);

/** The name: the largest line of the first page's top that reads like one. */
function nameOf(lines: TextLine[]): TextLine | undefined {
  const candidates = lines.slice(0, 40).filter(nameLike);
  return [...candidates].sort((a, b) => b.size - a.size)[0];
}

/** Lines that go on where the line before them stopped (a lower-case start): joined to it. */
function joinContinuations(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const continues =
      last &&
      /^\p{Ll}/u.test(line.text) &&
      !line.bullet &&
      !BULLET.test(line.text) &&
      // Not onto a heading or the name, and never a line of its own dates ("since 2019").
      !last.bold &&
      !last.heading &&
      Math.abs(last.size - line.size) < 0.5 &&
      !findPeriod(line.text);
    if (last && continues) {
      // "zuverläs-" + "siger": a word broken at the line's end is joined again.
      const broken = /\p{Ll}-$/u.test(last.text);
      const text = broken ? `${last.text.slice(0, -1)}${line.text}` : `${last.text} ${line.text}`;
      out[out.length - 1] = { ...last, text };
    } else out.push(line);
  }
  return out;
}

/** The parts of contact lines: "Berlin | +49 30 123 | jane@example.com". */
const partsOf = (text: string) =>
  text
    .split(/\t|\s+[|·•]\s+|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

const LABEL =
  /^(?:e-?mail|phone|tel(?:efon)?|mobil(?:e)?|handy|address|adresse|anschrift|wohnort|location|ort|web(?:site)?|linkedin|github|xing|geburtsdatum|date of birth|nationality|staatsangehörigkeit)\s*:\s*/i;

function readContact(lines: TextLine[], out: DraftBuilder) {
  const general = out.draft.general;
  for (const line of lines) {
    for (const raw of partsOf(line.text)) {
      const part = raw.replace(LABEL, '');
      const email = EMAIL.exec(part)?.[0];
      if (email) {
        out.draft.contact.email ??= email;
        continue;
      }
      const url = URL.exec(part)?.[0];
      if (url) {
        const href = url.startsWith('http') ? url : `https://${url}`;
        const network = /linkedin|github|xing|gitlab/i.exec(url)?.[0];
        if (network) {
          const username = href.replace(/\/+$/, '').split('/').pop();
          out.add('link', `link:${href}`, {
            network: network[0]!.toUpperCase() + network.slice(1).toLowerCase(),
            username,
            url: href,
          });
        } else general.website ??= href;
        continue;
      }
      const phone = PHONE.exec(part)?.[0];
      if (phone && phone.replace(/\D/g, '').length >= 7) {
        out.draft.contact.phone ??= phone.trim();
        continue;
      }
      if (/^(?:geburtsdatum|date of birth|nationality|staatsangehörigkeit)/i.test(raw)) continue;
      // "10115 Berlin", "Berlin, Germany", "Musterstraße 1, 80331 München": a place.
      if (
        !general.location &&
        (/\b\d{4,5}\s+\p{Lu}/u.test(part) ||
          /^\p{Lu}[\p{L}.-]+(?:\s\p{Lu}[\p{L}.-]+)?,\s*\p{Lu}[\p{L} .-]+$/u.test(part) ||
          LABEL.test(raw))
      ) {
        general.location = part.replace(/^.*?,\s*(?=\d{4,5}\s)/, '');
        continue;
      }
    }
  }
}

/** A list's items, split at commas (and the like) outside parentheses. */
function outsideParentheses(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;·•|\t]/.test(char)) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  items.push(current.trim());
  return items.filter(Boolean);
}

/** "Languages: Python, SQL", or a label column: "Programmiersprachen <tab> TypeScript, Go". */
const LABELLED = /^([^:\t]{2,40})(?::|\t)\s*(.+)$/;

function readSkills(section: Section, out: DraftBuilder, defaultType: string) {
  // A line without a label goes on with the group above it (its list wrapped).
  let group = defaultType;
  section.lines.forEach((line, i) => {
    const text = withoutBullet(line.text);
    const labelled = LABELLED.exec(text);
    if (labelled) group = labelled[1]!.trim();
    const type = group;
    for (const item of outsideParentheses(labelled?.[2] ?? text)) {
      // "TypeScript (Expertenwissen)": a level in parentheses.
      const levelled = /^(.*?)\s*\(([^()]*)\)$/.exec(item);
      const level = levelled ? skillLevelFromText(levelled[2]) : undefined;
      const name = (level && levelled ? levelled[1]! : item).replace(/\t/g, ' ').trim();
      if (!name || name.length > 60) continue;
      out.add('skill', `${section.title}, line ${i + 1}`, {
        name,
        type,
        level: level ?? DEFAULT_SKILL_LEVEL,
      });
    }
  });
}

/** Interests: each item of a list, or a label with its keywords ("Klettern <tab> Bouldering, Hochtouren"). */
function readInterests(section: Section, out: DraftBuilder) {
  section.lines.forEach((line, i) => {
    const source = `${section.title}, line ${i + 1}`;
    const text = withoutBullet(line.text);
    const labelled = /\t/.test(text) ? LABELLED.exec(text) : null;
    if (labelled) {
      const keywords = outsideParentheses(labelled[2]!).filter((k) => k.length <= 60);
      out.add('interest', source, { name: labelled[1]!.trim(), keywords });
      return;
    }
    for (const name of outsideParentheses(text)) {
      if (name.length <= 60) out.add('interest', source, { name });
    }
  });
}

/** A language's name, then words that say how well (with a level in parentheses, or not). */
const FLUENCY_AFTER_NAME =
  /^(\p{L}+)\s+((?:sehr gut|gut|fließend|verhandlungssicher|muttersprache|grundkenntnisse|fluent|native|basic|good|very good|advanced|intermediate|conversational|business fluent|proficient)(?:\s*\([^()]*\))?)$/iu;

function readLanguages(section: Section, out: DraftBuilder) {
  section.lines.forEach((line, i) => {
    for (const item of withoutBullet(line.text).split(/\s*[,;·•|]\s*(?=\p{Lu})/u)) {
      // "Englisch Fließend (C1)", "French – fluent": the language's name, then how well.
      const words = FLUENCY_AFTER_NAME.exec(item.trim());
      const m =
        words ??
        /^([\p{L} ]{2,30}?)\s*(?:[:(–—-]|\t)\s*(.+?)\)?$/u.exec(item.replace(/\t/g, ' – '));
      const language = (m?.[1] ?? item).trim();
      // A level in parentheses ("Fließend (C1)") says it exactly; the words stay as the note.
      const how = m?.[2] ?? '';
      const explicit = languageLevelFromText(/\(([^()]*)\)/.exec(how)?.[1]);
      const said = languageFromFluency(
        how.replace(/\([^()]*\)/g, '').trim() || undefined,
        explicit,
      );
      const level = explicit ?? said.level;
      const note = said.note;
      if (!language) continue;
      out.add('language', `${section.title}, line ${i + 1}`, {
        language,
        level: level ?? 'B2',
        note,
      });
    }
  });
}

/** One entry per line (or per dated entry): a custom section keeps whatever it holds. */
function customEntries(section: Section): DraftEntry[] {
  const entries = splitEntries(section.lines);
  if (entries.length > 0) {
    return entries.map((entry, i) => {
      const { title, organisation, place } = titleAndOrganisation(entry.header);
      return {
        source: `${section.title}, entry ${i + 1}`,
        fields: {
          title: title ?? section.title,
          subtitle: organisation,
          place,
          start: entry.start,
          end: entry.end,
          description: joinBlocks(description(entry), bulletList(entry.bullets)),
        },
      };
    });
  }
  return section.lines.map((line, i) => ({
    source: `${section.title}, line ${i + 1}`,
    fields: { title: withoutBullet(line.text.replace(/\t/g, ' ')).slice(0, 200) },
  }));
}

/** The kinds whose entries have dates, and their fields for what an entry's head says. */
type DatedKind =
  | 'work-experience'
  | 'education'
  | 'project'
  | 'volunteering'
  | 'certificate'
  | 'award'
  | 'publication';

interface DatedFields {
  title: string;
  organisation: string;
  place?: string;
  start: string;
  /** Absent: the kind has one date. */
  end?: string;
  /** One date stands for a period within it ("Summer 2013": began and ended then). */
  singleIsPeriod?: boolean;
  /** Where the text goes; default `description`; null: the kind has no place for it. */
  text?: string | null;
  /** Where bullets go; absent: into the text, as a list. */
  bullets?: string;
}

const DATED_FIELDS: Record<DatedKind, DatedFields> = {
  'work-experience': {
    title: 'jobTitle',
    organisation: 'company',
    place: 'location',
    start: 'positionStart',
    end: 'positionEnd',
    bullets: 'highlights',
    singleIsPeriod: true,
  },
  education: {
    title: 'degreeName',
    organisation: 'institution',
    start: 'educationStart',
    end: 'educationEnd',
    singleIsPeriod: true,
  },
  project: {
    title: 'name',
    organisation: 'role',
    start: 'projectStart',
    end: 'projectEnd',
    singleIsPeriod: true,
  },
  volunteering: {
    title: 'role',
    organisation: 'organization',
    place: 'location',
    start: 'start',
    end: 'end',
    bullets: 'highlights',
    singleIsPeriod: true,
  },
  certificate: { title: 'name', organisation: 'issuer', start: 'date', end: 'expiry', text: null },
  award: { title: 'title', organisation: 'awarder', start: 'date', text: 'summary' },
  publication: { title: 'title', organisation: 'publisher', start: 'date', text: 'summary' },
};

function readEntries(section: Section, kind: DatedKind, out: DraftBuilder): boolean {
  const entries = splitEntries(section.lines);
  if (entries.length === 0) return false;
  const fields = DATED_FIELDS[kind];
  entries.forEach((entry, i) => {
    const { title, organisation, place } = titleAndOrganisation(entry.header);
    const text = description(entry);
    const textField = fields.text === undefined ? 'description' : fields.text;
    out.add(kind, `${section.title}, entry ${i + 1}`, {
      [fields.title]: title,
      [fields.organisation]: organisation,
      ...(fields.place ? { [fields.place]: place } : {}),
      [fields.start]: entry.start,
      ...(fields.end
        ? {
            [fields.end]:
              entry.end ?? (entry.single && fields.singleIsPeriod ? entry.start : undefined),
          }
        : {}),
      ...(fields.bullets ? { [fields.bullets]: entry.bullets } : {}),
      ...(textField
        ? { [textField]: fields.bullets ? text : joinBlocks(text, bulletList(entry.bullets)) }
        : {}),
    });
  });
  return true;
}

/** The lines of a CV (in reading order) to a draft. */
export function readCvLines(lines: TextLine[], format: ImportFormat): ImportDraft {
  const out = new DraftBuilder(format);
  const bodySize = bodySizeOf(lines);
  const name = nameOf(lines);
  let rest = joinContinuations(lines.filter((line) => line !== name));
  if (name) {
    out.draft.general.displayName = name.text.replace(/\t/g, ' ');
    // The line under the name, when it reads like a headline ("Data Engineer").
    const next = lines[lines.indexOf(name) + 1];
    if (
      next &&
      rest.includes(next) &&
      nameLike(next) &&
      !headingRole(next, bodySize) &&
      next.text.length <= 60
    ) {
      out.draft.general.jobTitle = next.text;
      rest = rest.filter((line) => line !== next);
    }
  }
  const { head, sections } = sectionsOf(rest, bodySize);
  readContact(head, out);

  for (const section of sections) {
    switch (section.role) {
      case 'contact':
        readContact(section.lines, out);
        break;
      case 'interest':
        readInterests(section, out);
        break;
      case 'summary':
        out.draft.general.bio ??= joinBlocks(
          section.lines.map((l) => withoutBullet(l.text.replace(/\t/g, ' '))).join(' '),
        );
        break;
      case 'skill':
        readSkills(section, out, section.title);
        break;
      case 'language':
        readLanguages(section, out);
        break;
      case 'work-experience':
      case 'education':
      case 'project':
      case 'volunteering':
      case 'certificate':
      case 'award':
      case 'publication':
        if (!readEntries(section, section.role, out) && section.lines.length) {
          out.addCustomSection(section.title, customEntries(section));
        }
        break;
      default:
        if (section.lines.length) out.addCustomSection(section.title, customEntries(section));
    }
  }
  return out.draft;
}

/** A PDF's positioned text to a draft. */
export function readCvText(runs: TextRun[], format: ImportFormat): ImportDraft {
  return readCvLines(readingOrder(runs), format);
}
