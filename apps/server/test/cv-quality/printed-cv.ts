import type { CvData, CvDesignId, RichBlock, RichInline } from '@cv/shared';
import { toTemplateInput, type CvEntry } from '../../src/features/cv-engine/cv-document';

/**
 * What a CV prints, as the quality checks look for it in the extracted text:
 * the strings the templates receive (cv-document.ts), grouped by the rule
 * that applies to them.
 */
export interface PrintedCv {
  name: string;
  firstName: string;
  lastName: string;
  /** Contact details as a design prints them without a label (e-mail, phone, website, profile links). */
  contact: { kind: string; text: string }[];
  /** The labels of the links printed with entries (an address where the link has no label). */
  entryLinks: string[];
  /** Every entry of a section laid out as entries (work, education, projects, …). */
  entries: PrintedEntry[];
  /** The headings of the sections and of the frame a design prints (profile, contact). */
  sectionHeadings: string[];
  /**
   * Text of what a design may set beside the main column (contact details,
   * skills, languages, interests, their headings), only what never occurs
   * in an entry: none of it belongs between an entry's title and its end.
   */
  sideTexts: string[];
  /**
   * Names and words never to be split at a line end (a name may break at its
   * spaces): names of skills, keywords, companies and places, and
   * product-like words (PostgreSQL, eu-central-1).
   */
  protectedWords: string[];
  /** All the printed text, folded to one line: which hyphens are real. */
  sourceText: string;
  /** "Page {{page}} of {{total}}": a page holding only that is empty. */
  pageOf: string;
}

export interface PrintedEntry {
  section: string;
  title: string;
  /** Company, institution, issuer, … */
  subtitle: string | null;
  /** Location or level. */
  note: string | null;
  period: string | null;
  /** The last words of the entry's text: where the entry ends. */
  lastWords: string | null;
}

/** Words an entry's end is found by: enough to be unique, few enough to stay near one line. */
const LAST_WORDS = 5;
/** Side texts shorter than this are too common to tell anything ("Go", "C1"). */
const SIDE_TEXT_MIN = 4;

export function printedCv(data: CvData, design: CvDesignId): PrintedCv {
  const input = toTemplateInput(data, { design });
  const { person } = input;
  const entries: PrintedEntry[] = input.sections.flatMap((section) =>
    section.style === 'entries'
      ? section.items.map((item) => printedEntry(section.heading, item))
      : [],
  );
  const contact = person.contact.map((item) => ({ kind: item.kind, text: item.text }));
  const texts = [
    person.name,
    person.jobTitle ?? '',
    blocksText(person.bio),
    ...person.contact.flatMap((item) => [item.label, item.text, item.standalone]),
    ...input.sections.flatMap((section) => [section.heading, ...sectionTexts(section)]),
  ];
  const inEntries = foldedSet(
    input.sections.flatMap((section) =>
      section.style === 'entries' ? section.items.flatMap(entryTexts) : [],
    ),
  );
  const sideSections = input.sections.filter((section) => section.style !== 'entries');
  const sideTexts = [
    input.labels.headings.contact,
    input.labels.headings.personal,
    ...person.contact.flatMap((item) => [item.text]),
    ...sideSections.flatMap((section) => [
      section.heading,
      ...sectionTexts(section, { levels: false }),
    ]),
  ].filter((text) => text.length >= SIDE_TEXT_MIN && !inEntries.has(text.toUpperCase()));
  return {
    name: person.name,
    firstName: person.firstName,
    lastName: person.lastName,
    contact,
    entryLinks: input.sections.flatMap((section) =>
      section.style === 'entries'
        ? section.items.flatMap((item) => item.links.map((link) => link.label))
        : [],
    ),
    entries,
    sectionHeadings: [
      ...new Set([
        ...input.sections.map((section) => section.heading),
        ...Object.values(input.labels.headings),
      ]),
    ],
    // Longest first: the most telling are named first.
    sideTexts: [...new Set(sideTexts)].sort((a, b) => b.length - a.length),
    protectedWords: protectedWords(data, texts),
    sourceText: texts.join(' ').replace(/\s+/g, ' '),
    pageOf: input.labels.pageOf,
  };
}

function printedEntry(section: string, entry: CvEntry): PrintedEntry {
  const words = lastParagraphText(entry.body).split(/\s+/).filter(Boolean);
  return {
    section,
    title: entry.title,
    subtitle: entry.subtitle,
    note: entry.note,
    period: entry.period,
    lastWords: words.length > 0 ? words.slice(-LAST_WORDS).join(' ') : null,
  };
}

type TemplateSection = ReturnType<typeof toTemplateInput>['sections'][number];

/**
 * The texts a section prints; `levels: false` leaves out skill level words
 * (what a side section names: skill groups and skills, languages, interests).
 */
function sectionTexts(section: TemplateSection, { levels = true } = {}): string[] {
  switch (section.style) {
    case 'entries':
      return section.items.flatMap(entryTexts);
    case 'skills':
      return section.items.flatMap((group) => [
        ...(group.type === null ? [] : [group.type]),
        ...group.items.flatMap((item) => (levels ? [item.name, item.levelLabel] : [item.name])),
      ]);
    case 'compact':
      return section.items.flatMap((item) => [item.title, item.detail ?? '']);
  }
}

function entryTexts(entry: CvEntry): string[] {
  return [
    entry.title,
    entry.subtitle ?? '',
    entry.note ?? '',
    entry.period ?? '',
    blocksText(entry.body),
    ...entry.links.map((link) => link.label),
  ].filter(Boolean);
}

function foldedSet(texts: string[]): { has(text: string): boolean } {
  const all = texts.join('\n').toUpperCase();
  return { has: (text) => all.includes(text) };
}

/** The plain text of formatted blocks, paragraphs and list items one after another. */
export function blocksText(blocks: readonly RichBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'paragraph'
        ? inlineText(block.children)
        : block.items.map((item) => blocksText(item)).join(' '),
    )
    .join(' ');
}

/** The text of the last paragraph, in a list the last item's: the entry's last line. */
function lastParagraphText(blocks: readonly RichBlock[]): string {
  const last = blocks.at(-1);
  if (!last) return '';
  if (last.type === 'paragraph') return inlineText(last.children);
  return lastParagraphText(last.items.at(-1) ?? []);
}

function inlineText(inlines: readonly RichInline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.type) {
        case 'text':
          return inline.value;
        case 'break':
          return ' ';
        default:
          return inlineText(inline.children);
      }
    })
    .join('');
}

/** A word as it stands in running text, without the punctuation around it. */
export function bareWord(token: string): string {
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The names the CV prints (skills, keywords, companies, places), whole, and the product-like words of all its text: a capital
 * inside a word (PostgreSQL, TypeScript: the hyphen-separated part only,
 * "PostgreSQL-Plattform" protects "PostgreSQL") or letters and digits
 * together (eu-central-1, S/4HANA: the whole word).
 */
function protectedWords(data: CvData, texts: readonly string[]): string[] {
  // The owner's name is one of the details that must not break at all (unbroken.ts).
  const names = [
    data.person.location,
    data.person.address?.city,
    ...data.skills.flatMap((skill) => [skill.name, ...skill.keywords]),
    ...data.workExperiences.flatMap((job) => [job.company, job.location]),
    ...data.educations.map((education) => education.institution),
    ...data.volunteering.flatMap((item) => [item.organization, item.location]),
    ...data.certificates.map((item) => item.issuer),
    ...data.awards.map((item) => item.awarder),
    ...data.customSections.flatMap((section) => section.entries.map((entry) => entry.place)),
  ];
  const words = new Set<string>();
  for (const name of names) {
    const trimmed = name?.trim();
    if (trimmed && trimmed.length >= 2) words.add(trimmed);
  }
  for (const token of texts.join(' ').split(/\s+/)) {
    const word = bareWord(token);
    if (/\p{L}/u.test(word) && /\p{N}/u.test(word)) words.add(word);
    for (const part of word.split('-')) if (/\p{Ll}\p{Lu}/u.test(part)) words.add(part);
  }
  return [...words];
}
