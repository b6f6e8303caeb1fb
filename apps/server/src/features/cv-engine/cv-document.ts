import {
  CUSTOM_SECTION_KEY_PREFIX,
  entryView,
  PRESENTATION_ORDER,
  SECTION_FIELDS,
  SECTION_KINDS,
  cvFontFor,
  formatIsoMonthYear,
  LOCALES,
  languageName,
  skillLevelKey,
  type CvData,
  type CvDateFormat,
  type CvDesignId,
  type CvFont,
  type CvLayoutSettings,
  type CvPaper,
  type FieldKindName,
  type LanguageLevel,
  type Locale,
  type RichBlock,
  type SectionKind,
  type Translate,
} from '@cv/shared';
import { translator } from '../../http/i18n';
import { AS_DESIGNED } from './cv-fit';
import {
  templateFactors,
  templateLook,
  type CvTemplateFactors,
  type CvTemplateLook,
} from './cv-layout-factors';
import { parsedRichText } from './parsed-rich-text';
import { profileTerms, protectBlocks } from './protected-words';
import { sideSectionKeys } from './side-columns';
import { cvColors, type CvColors } from './theme-colors';

/**
 * Turns `CvData` into the JSON a Typst template reads (mapped as `/__input/cv.json`).
 * Everything a template would otherwise compute with language rules (dates,
 * "present", headings, grouping) is decided here, in tested TypeScript, so
 * the templates only lay out ready strings. User text stays plain strings:
 * Typst shows a string as text and never evaluates it. Formatted descriptions
 * arrive as the rich-text tree (paragraphs, lists, strong, emphasis, links)
 * whose leaves are such strings; common.typ turns the tree into content.
 *
 * Text in another language than the CV's (the owner's primary text where
 * there is no translation) is marked with its language: `langs` names such
 * fields of an item, a block of formatted text carries its `lang`. Typst
 * hyphenates marked text by its own language's rules and tags it with that
 * language in the PDF; unmarked text is in the CV's language.
 */

/**
 * Paragraphs and lists of a formatted text (see rich-text.ts in the shared
 * package); `lang` when the block is not in the CV's language.
 */
export type TextBlock = RichBlock & { lang?: Locale };

/** A piece of a text made of parts in different languages; null is the CV's. */
export interface LangRun {
  text: string;
  lang: Locale | null;
}

/** The language of a text: all of it, or its runs when its parts differ. */
export type TextLang = Locale | LangRun[];

/** Per field of an item: the language of those not in the CV's language. */
export type FieldLangs<F extends string> = Partial<Record<F, TextLang>>;

export interface CvLink {
  label: string;
  url: string;
}

/** One item of work experience, education or projects, in one shape for every design. */
export interface CvEntry {
  title: string;
  /** Company, institution or role. */
  subtitle: string | null;
  /** Location or education level. */
  note: string | null;
  period: string | null;
  start: string | null;
  end: string | null;
  body: TextBlock[];
  links: CvLink[];
  langs?: FieldLangs<'title' | 'subtitle' | 'note'>;
}

export interface CvContactItem {
  kind: 'email' | 'phone' | 'location' | 'address' | 'birthday' | 'website' | 'link';
  label: string;
  /** The detail as shown beside its label. */
  text: string;
  /** The detail as shown without a label: "Born 17.04.1989", "GitHub: marie". */
  standalone: string;
  url: string | null;
  /**
   * The language of the detail (`text` and `standalone` alike) when not the
   * CV's. One for the item, not `langs`: the designs measure these texts as
   * strings, so they stay strings.
   */
  lang?: Locale;
}

/** "Ort, Datum" and a signature line at the end of the CV. */
export interface CvClosing {
  /** "Berlin, 24.11.2026"; the date alone when the owner gave no place. */
  placeDate: string;
  name: string;
  langs?: FieldLangs<'placeDate'>;
}

/** A one-line item: a language and its level, an interest and its keywords. */
export interface CvCompactItem {
  title: string;
  detail: string | null;
  /** A language's level as its code (`native`, `C2` … `A1`): Europass sets it in the CEFR grid. */
  level?: LanguageLevel;
  langs?: FieldLangs<'title' | 'detail'>;
}

/** Skills of one type, with their level as a number (dots, bars) and in words. */
export interface CvSkillGroup {
  /** Null when the type would only repeat the section's heading ("Skills" under SKILLS). */
  type: string | null;
  items: CvSkillItem[];
  langs?: FieldLangs<'type'>;
}

export interface CvSkillItem {
  name: string;
  level: number;
  levelLabel: string;
  langs?: FieldLangs<'name'>;
}

/**
 * A section of the CV body, in print order. `key` is the section's key in a
 * CV's section order (`work-experience`, `language`, `custom:<id>`, …);
 * `style` says how a design lays its items out: `entries` like jobs,
 * `skills` as groups with levels, `compact` as one line per item.
 */
export type CvSection = {
  key: string;
  heading: string;
  /** Starts on a new page (see `body-sections` in common.typ). */
  newPage: boolean;
  /** Never split across pages. */
  together: boolean;
  /** A custom section's own title may be in another language. */
  langs?: FieldLangs<'heading'>;
} & CvSectionBody;
type CvSectionBody =
  | { style: 'entries'; items: CvEntry[] }
  | { style: 'skills'; items: CvSkillGroup[] }
  | { style: 'compact'; items: CvCompactItem[] };

export interface CvTemplateInput {
  lang: Locale;
  /** Typst's paper name. */
  paper: 'a4' | 'us-letter';
  meta: { title: string; author: string };
  colors: CvColors;
  /** Typst's name of the family the CV is set in. */
  font: string;
  /**
   * The owner's layout settings composed with fit to pages: here as the owner
   * chose them; the renderer sets them for each layout it tries.
   */
  fit: CvTemplateFactors;
  /** The photo's shape and size, and whether pages are numbered. */
  look: CvTemplateLook;
  labels: {
    /** The headings a design prints around the sections: the profile and the contact details. */
    headings: Record<FrameHeading, string>;
    /** Contains `{{page}}` and `{{total}}`; the template fills them in. */
    pageOf: string;
    /** Contains `{{heading}}`: a section's heading where it resumes (see `side-by-side`). */
    continued: string;
    links: string;
    /** The CEFR self-assessment grid's words (Europass). */
    cefr: Record<CefrLabel, string>;
  };
  person: {
    name: string;
    firstName: string;
    lastName: string;
    jobTitle: string | null;
    bio: TextBlock[];
    langs?: FieldLangs<'jobTitle'>;
    photo: { path: string; alt: string } | null;
    contact: CvContactItem[];
  };
  /** The sections that have items, in print order. */
  sections: CvSection[];
  /** The keys of the sections a two-column design sets in its side column (see side-columns.ts). */
  side: string[];
  closing: CvClosing | null;
  /** The QR code to the owner's public profile, printed at the foot of the first page. */
  qrCode: CvQrCode | null;
}

export interface CvQrCode {
  /** The QR image (SVG), mapped in memory by the renderer like the photo. */
  path: string;
  url: string;
  /** The address as printed under the caption, for those who cannot scan. */
  shownUrl: string;
  caption: string;
  alt: string;
}

const CEFR_LABELS = [
  'motherTongue',
  'otherLanguages',
  'understanding',
  'speaking',
  'writing',
  'listening',
  'reading',
  'spokenProduction',
  'spokenInteraction',
  'scale',
] as const;
type CefrLabel = (typeof CEFR_LABELS)[number];

const FRAME_HEADINGS = ['profile', 'personal', 'contact'] as const;
type FrameHeading = (typeof FRAME_HEADINGS)[number];

/** Layout choices of one render that are not part of the profile. */
export interface CvLayoutOptions {
  paper?: CvPaper | undefined;
  /** The closing line; undefined: on only for the Lebenslauf design in German. */
  closing?: boolean | undefined;
  /** The design, for its defaults. */
  design?: CvDesignId | undefined;
  /** The date of the closing line (ISO); today when absent. */
  today?: string | undefined;
  /** Section keys first to last; sections not named follow in the default order. */
  sectionOrder?: readonly string[] | undefined;
  /** Sections that start on a new page, and sections kept on one page. */
  sectionBreaks?: CvSectionBreaks | undefined;
  /** How periods print; default `month`. */
  dateFormat?: CvDateFormat | undefined;
  /** The owner's font; the design's own when absent or unsuited to the design. */
  font?: CvFont | null | undefined;
  /** Type size, spacing, margins, photo and page numbers; absent ones as the design draws them. */
  layout?: Partial<CvLayoutSettings> | undefined;
}

/** Section keys (`work-experience`, `custom:<id>`, …) of the sections a CV breaks pages around. */
export interface CvSectionBreaks {
  newPage: readonly string[];
  keptTogether: readonly string[];
}

/** The families as Typst names them: it files Roboto Condensed under "Roboto" (it strips the width). */
const TYPST_FONT_FAMILIES: Record<CvFont, string> = {
  caladea: 'Caladea',
  pagella: 'TeX Gyre Pagella',
  inter: 'Inter',
  roboto: 'Roboto',
};

/** The Typst family a CV is set in; without a design (the data alone), the first design's. */
export function typstFontFamily(design: CvDesignId | undefined, font?: CvFont | null): string {
  return TYPST_FONT_FAMILIES[cvFontFor(design ?? 'classic', font)];
}

/** Whether a CV ends with "Ort, Datum" and a signature line unless the owner says otherwise. */
export function closingByDefault(design: CvDesignId | undefined, lang: Locale): boolean {
  return design === 'lebenslauf' && lang === 'de';
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function closingFor(data: CvData, options: CvLayoutOptions, t: Translate): CvClosing | null {
  const wanted = options.closing ?? closingByDefault(options.design, data.lang);
  if (!wanted) return null;
  const { person } = data;
  const city = nullable(person.address?.city);
  const place = city ?? nullable(person.location);
  const date = formatDate(options.today ?? todayIso(), t);
  return {
    placeDate: place ? `${place}, ${date}` : date,
    name: fullName(person),
    // The date is digits only, right in any language: the place's language is the line's.
    ...langsOf({ placeDate: place && !city ? person.langs?.location : undefined }),
  };
}

/** A part of a joined text: its language (null: the CV's); none for punctuation, which goes with any. */
interface TextPart {
  text: string;
  lang?: Locale | null;
}

/**
 * Parts joined into one text, and its language: the parts' one language when
 * they share it (their punctuation goes with it), else runs in which the
 * punctuation is the CV's. Null when all of it is in the CV's language.
 */
function joinParts(parts: readonly TextPart[]): { text: string; lang: TextLang | null } {
  const text = parts.map((part) => part.text).join('');
  const langs = new Set(parts.filter((part) => part.lang !== undefined).map((part) => part.lang));
  if (langs.size <= 1) return { text, lang: [...langs][0] ?? null };
  const runs: LangRun[] = [];
  for (const part of parts) {
    const lang = part.lang ?? null;
    const last = runs.at(-1);
    if (last?.lang === lang) last.text += part.text;
    else if (part.text) runs.push({ text: part.text, lang });
  }
  return { text, lang: runs };
}

/** The non-empty parts with a separator between them ("B2 · native speaker"). */
function joinWith(parts: readonly TextPart[], separator: string) {
  const shown = parts.filter((part) => part.text);
  return joinParts(shown.flatMap((part, i) => (i === 0 ? [part] : [{ text: separator }, part])));
}

/** `langs` of the fields that have a language of their own; nothing when none has. */
function langsOf<F extends string>(
  langs: Partial<Record<F, TextLang | null | undefined>>,
): { langs?: FieldLangs<F> } {
  const marked = Object.entries(langs).filter(([, lang]) => lang != null);
  return marked.length > 0 ? { langs: Object.fromEntries(marked) as FieldLangs<F> } : {};
}

/** Blocks of a text in `lang`; unmarked when that is the CV's (absent). */
function inLang(blocks: readonly TextBlock[], lang: Locale | undefined): TextBlock[] {
  // A copy either way: the parsed trees are shared between renders.
  return lang ? blocks.map((block) => ({ ...block, lang })) : [...blocks];
}

function bulletList(bullets: readonly string[]): Extract<TextBlock, { type: 'list' }> {
  return {
    type: 'list',
    ordered: false,
    items: bullets.map((b) => [{ type: 'paragraph', children: [{ type: 'text', value: b }] }]),
  };
}

/**
 * A formatted text as blocks; bullet points (highlights) follow as one more
 * list. Each part is marked with its language when that is not the CV's.
 */
export function toTextBlocks(
  text: string | null | undefined,
  bullets: readonly string[] = [],
  langs: { text?: Locale | undefined; bullets?: Locale | undefined } = {},
): TextBlock[] {
  const blocks = inLang(parsedRichText(text), langs.text);
  if (bullets.length === 0) return blocks;
  // Bullet points right after a bulleted description in the same language
  // continue its list: one list for the reader and in the tag tree.
  const last = blocks.at(-1);
  if (last?.type === 'list' && !last.ordered && last.lang === langs.bullets) {
    return [
      ...blocks.slice(0, -1),
      { ...last, items: [...last.items, ...bulletList(bullets).items] },
    ];
  }
  return [...blocks, ...inLang([bulletList(bullets)], langs.bullets)];
}

function isoParts(iso: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day };
}

/** How one CV writes its months: in its language, in the owner's format. */
export interface MonthStyle {
  lang: Locale;
  format: CvDateFormat;
}

/** What separates month and year in numeric dates: "03/2024", "03.2024". */
const NUMERIC_MONTH_SEPARATOR: Record<Locale, string> = { en: '/', de: '.' };

/**
 * A month as the CV prints it: "Mar 2021" from the month table the web app
 * uses too (the space non-breaking, so a date never splits over two lines),
 * "03/2021" or "2021-03".
 */
export function formatMonthYear(iso: string, style: MonthStyle): string {
  const { year, month } = isoParts(iso);
  switch (style.format) {
    case 'month':
      return formatIsoMonthYear(iso, style.lang).replace(/ /g, '\u00a0');
    case 'numeric':
      return `${month}${NUMERIC_MONTH_SEPARATOR[style.lang]}${year}`;
    case 'iso':
      return `${year}-${month}`;
  }
}

export function formatDate(iso: string, t: Translate): string {
  const { year, month, day } = isoParts(iso);
  return t('cv.document.date', { day, month, year });
}

/** "Mar 2021 – present"; an absent end is "present" when `openEnded`. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  style: MonthStyle,
  openEnded = true,
): { period: string | null; start: string | null; end: string | null } {
  const from = start ? formatMonthYear(start, style) : null;
  const to = end
    ? formatMonthYear(end, style)
    : from && openEnded
      ? translator(style.lang)('cv.document.present')
      : null;
  const period = from && to ? (from === to ? from : `${from} – ${to}`) : (from ?? to);
  return { period, start: from, end: to };
}

export function fullName(person: CvData['person']): string {
  const name = [person.firstName, person.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.displayName?.trim() || '';
}

/** Longest address a CV prints in full; a longer one is shortened (it stays clickable). */
const DISPLAY_URL_MAX = 60;

/**
 * What a link shows when it has no label of its own: the address without
 * scheme and "www.", shortened with an ellipsis when it would fill a line.
 */
export function displayUrl(url: string): string {
  const shown = url
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  return shown.length > DISPLAY_URL_MAX ? `${shown.slice(0, DISPLAY_URL_MAX - 1)}…` : shown;
}

function addressLine(address: CvData['person']['address']): string | null {
  if (!address) return null;
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  return [street, city, address.country].filter(Boolean).join(', ') || null;
}

function contactItems(person: CvData['person'], t: Translate): CvContactItem[] {
  const label = (kind: CvContactItem['kind']) => t(`cv.document.contact.${kind}`);
  const items: CvContactItem[] = [];
  const add = (
    kind: CvContactItem['kind'],
    text: string | null | undefined,
    url?: string,
    lang?: Locale,
  ) => {
    const value = text?.trim();
    if (!value) return;
    // A bare date says nothing; the other details speak for themselves.
    const standalone = kind === 'birthday' ? `${label(kind)} ${value}` : value;
    const item = { kind, label: label(kind), text: value, standalone, url: url ?? null };
    items.push(lang ? { ...item, lang } : item);
  };
  add('email', person.email, person.email ? `mailto:${person.email.trim()}` : undefined);
  add(
    'phone',
    person.phone,
    person.phone ? `tel:${person.phone.replace(/[^\d+]/g, '')}` : undefined,
  );
  const address = addressLine(person.address);
  // A full address already names the place; the location would repeat it.
  if (address) add('address', address);
  else add('location', person.location, undefined, person.langs?.location);
  if (person.birthday) add('birthday', formatDate(person.birthday, t));
  return items;
}

/** The website and the profile links, printed with the contact details. */
function linkItems(data: CvData, t: Translate): CvContactItem[] {
  const items: CvContactItem[] = [];
  if (data.website) {
    const text = displayUrl(data.website);
    items.push({
      kind: 'website',
      label: t('fields.website'),
      text,
      standalone: text,
      url: data.website,
    });
  }
  for (const link of data.links) {
    const username = nullable(link.username);
    // A user name needs its network beside it; an address names its site itself.
    items.push({
      kind: 'link',
      label: link.network,
      text: username ?? displayUrl(link.url),
      standalone: username ? `${link.network}: ${username}` : displayUrl(link.url),
      url: link.url,
    });
  }
  return items;
}

type CvSkill = CvData['skills'][number];

/** "Name (keyword, keyword)": name and keywords each in their own language. */
function skillName(skill: CvSkill) {
  const name = { text: skill.name, lang: skill.langs?.name ?? null };
  if (skill.keywords.length === 0) return joinParts([name]);
  const keywords = { text: skill.keywords.join(', '), lang: skill.langs?.keywords ?? null };
  return joinParts([name, { text: ' (' }, keywords, { text: ')' }]);
}

function skillItem(skill: CvSkill, t: Translate): CvSkillItem {
  const name = skillName(skill);
  return {
    name: name.text,
    level: skill.level,
    levelLabel: t(skillLevelKey(skill.level)),
    ...langsOf({ name: name.lang }),
  };
}

/** The skills section's heading in every language, as a type would repeat it ("Skills:", "KENNTNISSE"). */
const GENERIC_SKILL_TYPES = new Set(
  LOCALES.map((locale) => normalizedType(translator(locale)('cv.document.headings.skills'))),
);

function normalizedType(type: string): string {
  return type.trim().replace(/:$/, '').trim().toLocaleLowerCase();
}

function isGenericSkillType(type: string): boolean {
  return type === '' || GENERIC_SKILL_TYPES.has(normalizedType(type));
}

/**
 * Groups skills by type, keeping the order in which each type first appears;
 * a group's type is in the language of its first skill's.
 */
function skillGroups(skills: CvData['skills'], t: Translate): CvSkillGroup[] {
  const groups = new Map<string, CvSkillGroup>();
  for (const skill of skills) {
    const type = skill.type.trim();
    const shown = isGenericSkillType(type) ? null : type;
    const group = groups.get(type) ?? {
      type: shown,
      items: [],
      ...langsOf({ type: shown === null ? undefined : skill.langs?.type }),
    };
    group.items.push(skillItem(skill, t));
    groups.set(type, group);
  }
  return [...groups.values()];
}

function nullable(text: string | null | undefined): string | null {
  return text?.trim() ? text.trim() : null;
}

/**
 * An entry of any kind in one shape for every design: the kind's
 * presentation (entryView) with its dates formatted and its description parsed.
 */
function toEntry(
  kind: FieldKindName,
  item: Parameters<typeof entryView>[1],
  months: MonthStyle,
  t: Translate,
): CvEntry {
  const view = entryView(kind, item, t);
  const subtitle = nullable(view.subtitle);
  const note = nullable(view.note);
  return {
    title: view.title,
    subtitle,
    note,
    // Only a period reads a start without an end as "since"; an award's date is that date.
    ...formatPeriod(view.start, view.end, months, view.dates === 'period'),
    body: toTextBlocks(view.description, view.bullets, {
      text: view.langs.description,
      bullets: view.langs.bullets,
    }),
    links: view.links.map((link) => ({ label: link.label ?? displayUrl(link.url), url: link.url })),
    ...langsOf({
      title: view.langs.title,
      subtitle: subtitle ? view.langs.subtitle : null,
      note: note ? view.langs.note : null,
    }),
  };
}

/** A custom section's key: its own, else one from its place among the custom sections. */
function customKey(section: CvData['customSections'][number], index: number): string {
  return section.key ?? `${CUSTOM_SECTION_KEY_PREFIX}${index + 1}`;
}

/** A language and its level; the owner's note on it may be in another language. */
function languageItem(
  language: CvData['languages'][number],
  lang: Locale,
  t: Translate,
): CvCompactItem {
  const detail = joinWith(
    [
      { text: t(`languageLevels.${language.level}`), lang: null },
      { text: language.note ?? '', lang: language.langs?.note ?? null },
    ],
    // A comma, not a dot: a narrow column may wrap the detail after it.
    ', ',
  );
  return {
    title: languageName(language.language, lang),
    detail: detail.text,
    level: language.level,
    ...langsOf({ detail: detail.lang }),
  };
}

/** An interest and its keywords; each may be in another language. */
function interestItem(interest: CvData['interests'][number]): CvCompactItem {
  const keywords = interest.keywords.length > 0;
  return {
    title: interest.name,
    detail: keywords ? interest.keywords.join(', ') : null,
    ...langsOf({
      title: interest.langs?.name,
      detail: keywords ? interest.langs?.keywords : null,
    }),
  };
}

/** The fixed sections' headings (`cv.document.headings.*`); links print with the contact details. */
const SECTION_HEADINGS: Record<Exclude<SectionKind, 'link'>, string> = {
  'work-experience': 'experience',
  education: 'education',
  skill: 'skills',
  project: 'projects',
  volunteering: 'volunteering',
  certificate: 'certificates',
  award: 'awards',
  publication: 'publications',
  language: 'languages',
  interest: 'interests',
  reference: 'references',
};

/** A section as it flows: page breaks wherever the content leads. */
const NO_BREAKS = { newPage: false, together: false } as const;

/**
 * Every section in the default print order (PRESENTATION_ORDER), which is the
 * order CVs printed in before owners could choose one.
 */
function sectionsInDefaultOrder(data: CvData, t: Translate, months: MonthStyle): CvSection[] {
  const { lang } = data;
  const fixed = (kind: keyof typeof SECTION_HEADINGS): CvSection => ({
    key: kind,
    heading: t(`cv.document.headings.${SECTION_HEADINGS[kind]}`),
    ...NO_BREAKS,
    ...fixedBody(kind),
  });
  const fixedBody = (kind: keyof typeof SECTION_HEADINGS): CvSectionBody => {
    switch (SECTION_FIELDS[kind].layout) {
      case 'skills':
        return { style: 'skills', items: skillGroups(data.skills, t) };
      case 'languages':
        return { style: 'compact', items: data.languages.map((l) => languageItem(l, lang, t)) };
      case 'interests':
        return { style: 'compact', items: data.interests.map(interestItem) };
      default:
        return {
          style: 'entries',
          items: (data[SECTION_KINDS[kind].listKey] as Parameters<typeof entryView>[1][]).map(
            (item) => toEntry(kind, item, months, t),
          ),
        };
    }
  };
  return PRESENTATION_ORDER.flatMap((kind) =>
    kind === 'custom-entry'
      ? data.customSections.map((section, index): CvSection => ({
          key: customKey(section, index),
          heading: section.title,
          ...langsOf({ heading: section.langs?.title }),
          ...NO_BREAKS,
          style: 'entries',
          items: section.entries.map((e) => toEntry('custom-entry', e, months, t)),
        }))
      : [fixed(kind)],
  );
}

/**
 * Sections in the owner's order: those `order` names first, as named (a key
 * named twice counts once; a key of no section is ignored), the others after
 * them in the order they came.
 */
export function orderSections<S extends { key: string }>(
  sections: readonly S[],
  order: readonly string[],
): S[] {
  const rank = new Map<string, number>();
  for (const key of order) if (!rank.has(key)) rank.set(key, rank.size);
  const position = (section: S) => rank.get(section.key) ?? rank.size;
  // Sorting is stable: sections of equal rank keep their order.
  return sections.toSorted((a, b) => position(a) - position(b));
}

export function toTemplateInput(
  data: CvData,
  options: {
    photoPath?: string | null;
    profileQr?: { path: string; url: string } | null;
  } & CvLayoutOptions = {},
): CvTemplateInput {
  const t = translator(data.lang);
  const name = fullName(data.person);
  const { person } = data;
  const months: MonthStyle = { lang: data.lang, format: options.dateFormat ?? 'month' };
  const sections = sectionsInDefaultOrder(data, t, months).filter((s) => s.items.length > 0);
  const terms = profileTerms(data);
  const newPage = new Set(options.sectionBreaks?.newPage);
  const together = new Set(options.sectionBreaks?.keptTogether);
  const ordered = orderSections(sections, options.sectionOrder ?? []).map((section): CvSection => {
    const breaks = { newPage: newPage.has(section.key), together: together.has(section.key) };
    return section.style === 'entries'
      ? {
          ...section,
          ...breaks,
          items: section.items.map((e) => ({ ...e, body: protectBlocks(e.body, terms) })),
        }
      : { ...section, ...breaks };
  });
  return {
    lang: data.lang,
    paper: options.paper === 'letter' ? 'us-letter' : 'a4',
    meta: {
      title: name ? t('cv.document.title', { name }) : t('cv.document.untitled'),
      author: name,
    },
    colors: cvColors(data.theme, options.layout, options.design),
    font: typstFontFamily(options.design, options.font),
    fit: templateFactors(options.design, AS_DESIGNED, options.layout),
    look: templateLook(options.design, options.layout),
    labels: {
      headings: Object.fromEntries(
        FRAME_HEADINGS.map((key) => [key, t(`cv.document.headings.${key}`)]),
      ) as Record<FrameHeading, string>,
      pageOf: t('cv.document.pageOf', { page: '{{page}}', total: '{{total}}' }),
      continued: t('cv.document.continued', { heading: '{{heading}}' }),
      links: t('cv.document.links'),
      cefr: Object.fromEntries(
        CEFR_LABELS.map((key) => [key, t(`cv.document.cefr.${key}`)]),
      ) as Record<CefrLabel, string>,
    },
    person: {
      name,
      firstName: person.firstName?.trim() ?? '',
      lastName: person.lastName?.trim() ?? '',
      jobTitle: nullable(person.jobTitle),
      bio: protectBlocks(toTextBlocks(person.bio, [], { text: person.langs?.bio }), terms),
      photo: options.photoPath
        ? { path: options.photoPath, alt: t('cv.document.photoAlt', { name }) }
        : null,
      contact: [...contactItems(person, t), ...linkItems(data, t)],
      ...langsOf({ jobTitle: nullable(person.jobTitle) ? person.langs?.jobTitle : null }),
    },
    sections: ordered,
    side: sideSectionKeys(options.design, options.layout?.sidebarSections, ordered),
    closing: closingFor(data, options, t),
    qrCode: options.profileQr
      ? {
          ...options.profileQr,
          shownUrl: displayUrl(options.profileQr.url),
          caption: t('cv.document.qrCode.caption'),
          alt: t('cv.document.qrCode.alt', { name }),
        }
      : null,
  };
}
