import type { SectionKind } from '@cv/shared';
import type { ImportDraft } from './import-draft';
import { DraftBuilder, definedFields, objectAt, type JsonObject } from './draft-builder';
import { degreeFields } from './degree';
import { httpUrl, lineList, lineText, richText, withKeywords } from './import-text';
import {
  closedPeriod,
  languageFields,
  linkOf,
  openPeriod,
  singleDate,
  skillLevel,
} from './reactive-resume-fields';

/**
 * The one reader of Reactive Resume's `sections`, v4 and v5 alike: the
 * versions hold the same sections under the same keys and renamed a few of
 * their items' fields, so a version is its field names plus hooks for what
 * it really reads otherwise.
 */

export interface ReactiveResumeVersion {
  /** The span of an entry: `date` (v4) or `period` (v5). */
  period: string;
  /** The entry's HTML text: `summary` (v4) or `description` (v5). */
  text: string;
  /** The entry's link object: `url` (v4) or `website` (v5). */
  link: string;
  /** Education's school: `institution` (v4) or `school` (v5). */
  institution: string;
  /** Education's degree beside its area: `studyType` (v4) or `degree` (v5). */
  degree: string;
  /** Education's grade: `score` (v4) or `grade` (v5). */
  grade: string;
  /** The name of a certificate or publication: `name` (v4) or `title` (v5). */
  title: string;
  /** A skill's level in words: `description` (v4) or `proficiency` (v5). */
  skillWord: string;
  /** A language's name: `name` (v4) or `language` (v5). */
  languageName: string;
  /** A language's fluency in words: `description` (v4) or `fluency` (v5). */
  fluency: string;
  /**
   * The sections' keys in the order the version reads them (skipped and cut
   * items are listed in it); v4's order, the table's, when not given.
   */
  order?: readonly SectionKey[];
  /** Where the profile's summary and website sit. */
  general: (doc: JsonObject) => { bio: unknown; website: unknown };
  /** Notes what the file has and the import leaves out (custom fields, the picture). */
  skipUnsupported: (out: DraftBuilder, doc: JsonObject) => void;
  /** The role in a project, which only v4 has (as the project's subtitle). */
  projectRole?: (item: JsonObject) => string | undefined;
  /** The role in a volunteering, which only v4 reads. */
  volunteerRole?: (item: JsonObject) => string | undefined;
  /** How a reference relates to the owner and how to reach them. */
  reference: (item: JsonObject) => { relation?: string; contact?: string };
  /** The custom sections, which each version keeps its own way. */
  customSections: (out: DraftBuilder, doc: JsonObject) => void;
}

type Fields = (item: JsonObject, version: ReactiveResumeVersion) => Record<string, unknown>;

/** Each section, in v4's order: the kind of its entries and how an item reads as one. */
const SECTIONS = {
  profiles: [
    'link',
    (item, v) => ({
      network: lineText(item.network),
      username: lineText(item.username),
      url: linkOf(item[v.link]),
    }),
  ],
  experience: [
    'work-experience',
    (item, v) => {
      const period = closedPeriod(item[v.period]);
      return {
        company: lineText(item.company),
        jobTitle: lineText(item.position),
        location: lineText(item.location),
        positionStart: period.start,
        positionEnd: period.end,
        description: richText(item[v.text]),
        highlights: [],
      };
    },
  ],
  education: [
    'education',
    (item, v) => {
      const period = closedPeriod(item[v.period]);
      return {
        institution: lineText(item[v.institution]),
        ...degreeFields(lineText(item[v.degree]), lineText(item.area)),
        grade: lineText(item[v.grade]),
        educationStart: period.start,
        educationEnd: period.end,
        description: richText(item[v.text]),
      };
    },
  ],
  skills: [
    'skill',
    (item, v) => ({
      name: lineText(item.name),
      level: skillLevel(item[v.skillWord], item.level),
      keywords: lineList(item.keywords),
    }),
  ],
  languages: [
    'language',
    (item, v) => languageFields(item[v.languageName], item[v.fluency], item.level),
  ],
  projects: [
    'project',
    (item, v) => {
      const period = openPeriod(item[v.period]);
      return {
        name: lineText(item.name),
        role: v.projectRole?.(item),
        projectStart: period.start,
        projectEnd: period.end,
        description: withKeywords(richText(item[v.text]), item.keywords),
        url: linkOf(item[v.link]),
        links: [],
      };
    },
  ],
  certifications: [
    'certificate',
    (item, v) => ({
      name: lineText(item[v.title]),
      issuer: lineText(item.issuer),
      date: singleDate(item.date),
      url: linkOf(item[v.link]),
    }),
  ],
  awards: [
    'award',
    (item, v) => ({
      title: lineText(item.title),
      awarder: lineText(item.awarder),
      date: singleDate(item.date),
      summary: richText(item[v.text]),
    }),
  ],
  publications: [
    'publication',
    (item, v) => ({
      title: lineText(item[v.title]),
      publisher: lineText(item.publisher),
      date: singleDate(item.date),
      url: linkOf(item[v.link]),
      summary: richText(item[v.text]),
    }),
  ],
  volunteer: [
    'volunteering',
    (item, v) => {
      const period = closedPeriod(item[v.period]);
      return {
        organization: lineText(item.organization),
        role: v.volunteerRole?.(item),
        location: lineText(item.location),
        start: period.start,
        end: period.end,
        description: richText(item[v.text]),
        url: linkOf(item[v.link]),
        highlights: [],
      };
    },
  ],
  interests: [
    'interest',
    (item) => ({ name: lineText(item.name), keywords: lineList(item.keywords) }),
  ],
  references: [
    'reference',
    (item, v) => ({
      name: lineText(item.name),
      ...v.reference(item),
      text: richText(item[v.text]),
    }),
  ],
} satisfies Record<string, [SectionKind, Fields]>;

export type SectionKey = keyof typeof SECTIONS;

/** The keys of `sections` that hold entries. */
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

/** The fields a custom section's item reads into, from the version's own fields. */
export function customEntryFields(
  item: JsonObject,
  link: unknown,
  read: { title?: string; subtitle?: string; period: unknown; text: unknown },
): Record<string, unknown> {
  const period = openPeriod(read.period);
  return definedFields({
    title: read.title,
    subtitle: read.subtitle,
    place: lineText(item.location),
    start: period.start,
    end: period.end,
    description: withKeywords(richText(read.text), item.keywords),
    url: linkOf(link),
  });
}

export function readReactiveResumeVersion(
  doc: JsonObject,
  version: ReactiveResumeVersion,
): ImportDraft {
  const out = new DraftBuilder('reactive-resume');
  const basics = objectAt(doc.basics);
  const sections = objectAt(doc.sections);
  const { bio, website } = version.general(doc);

  out.draft.general = definedFields({
    displayName: lineText(basics.name),
    jobTitle: lineText(basics.headline),
    location: lineText(basics.location),
    bio: richText(bio),
    website: httpUrl(website),
  });
  // Its location is one text, the profile's place: no postal address.
  out.draft.contact = definedFields({ phone: lineText(basics.phone) });
  version.skipUnsupported(out, doc);

  for (const key of version.order ?? SECTION_KEYS) {
    const [kind, fields] = SECTIONS[key];
    out.addEach(kind, objectAt(sections[key]).items, `sections.${key}.items`, (item) =>
      fields(item, version),
    );
  }

  version.customSections(out, doc);
  return out.draft;
}
