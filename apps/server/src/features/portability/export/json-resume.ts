import type { CustomSection, Profile } from '@cv/shared';
import { fluencyOf, SKILL_LEVEL_WORDS } from '../levels';

/**
 * The profile as a JSON Resume (https://jsonresume.org, schema v1.0.0). The
 * import reads this file back to the same profile, so every field we keep
 * and the schema has no place for travels as an extra property (the schema
 * allows them on every object): `education[].summary` (the field proposed
 * for the schema's next revision), `education[].level` (the level the owner
 * gave beside the degree, also its study type), `skills[].type`, `languages[].note`,
 * `certificates[].expiry` / `credentialId`, `references[].relation` /
 * `contact`, `projects[].links`, and the custom sections under the top-level
 * `x-customSections`. Absent values are left out: the schema types its
 * fields as strings, so `null` or `""` would not validate (an empty string
 * also fails the URL and e-mail formats). Dates stay the stored `YYYY-MM-DD`.
 */

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The account's contact details and address (the profile holds none of them). */
export interface ResumePerson {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2, as the account stores it. */
  country?: string | null;
}

export interface JsonResumeOptions {
  /** When the data last changed; now when absent. */
  lastModified?: Date;
  /** Where the latest version of this document lives (an absolute URL). */
  canonical?: string;
}

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles: { network?: string; username?: string; url?: string }[];
}

export interface JsonResumeWork {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights: string[];
}

export interface JsonResumeVolunteer {
  organization?: string;
  position?: string;
  location?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights: string[];
}

export interface JsonResumeEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  /** Extra: the level beside the degree name (the study type too), so that it reads back as such. */
  level?: string;
  startDate?: string;
  endDate?: string;
  /** Extra: the education's description. */
  summary?: string;
}

export interface JsonResumeAward {
  title?: string;
  date?: string;
  awarder?: string;
  summary?: string;
}

export interface JsonResumeCertificate {
  name?: string;
  date?: string;
  issuer?: string;
  url?: string;
  /** Extra. */
  expiry?: string;
  /** Extra. */
  credentialId?: string;
}

export interface JsonResumePublication {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords: string[];
  /** Extra: the group the CV prints the skill in. */
  type?: string;
}

export interface JsonResumeLanguage {
  /** As stored: an ISO 639 code or a free name. */
  language?: string;
  fluency?: string;
  /** Extra. */
  note?: string;
}

export interface JsonResumeInterest {
  name?: string;
  keywords: string[];
}

export interface JsonResumeReference {
  name?: string;
  reference?: string;
  /** Extra. */
  relation?: string;
  /** Extra. */
  contact?: string;
}

export interface JsonResumeProject {
  name?: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  url?: string;
  roles: string[];
  /** Extra: the further links besides `url`. */
  links?: { label: string; url: string }[];
}

/** Extra: a section of the owner's own ("Teaching", "Patents", …), which JSON Resume has no place for. */
export interface JsonResumeCustomSection {
  title: string;
  entries: {
    title?: string;
    subtitle?: string;
    place?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    url?: string;
  }[];
}

export interface JsonResume {
  $schema: string;
  basics: JsonResumeBasics;
  work: JsonResumeWork[];
  volunteer: JsonResumeVolunteer[];
  education: JsonResumeEducation[];
  awards: JsonResumeAward[];
  certificates: JsonResumeCertificate[];
  publications: JsonResumePublication[];
  skills: JsonResumeSkill[];
  languages: JsonResumeLanguage[];
  interests: JsonResumeInterest[];
  references: JsonResumeReference[];
  projects: JsonResumeProject[];
  /** Only when the profile has custom sections. */
  'x-customSections'?: JsonResumeCustomSection[];
  meta: { version: 'v1.0.0'; lastModified: string; canonical?: string };
}

type Absent = null | undefined;

/** The object without its absent values: no `null`, no `undefined`, no blank strings. */
function present<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], Absent> } {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(typeof value === 'string' && !value.trim()),
    ),
  ) as { [K in keyof T]?: Exclude<T[K], Absent> };
}

function joinWords(...words: (string | Absent)[]): string | undefined {
  return words.filter((word) => word?.trim()).join(' ') || undefined;
}

function basicsOf(profile: Profile, person: ResumePerson): JsonResumeBasics {
  // The city is the profile's own location text, so that the import gives
  // back exactly that; the account's city stays the account's.
  const location = present({
    address: joinWords(person.street, person.houseNumber),
    postalCode: person.postcode,
    city: profile.location,
    countryCode: person.country,
  });
  return {
    ...present({
      name: profile.displayName?.trim() || joinWords(person.firstName, person.lastName),
      label: profile.jobTitle,
      email: person.email,
      phone: person.phone,
      url: profile.website,
      summary: profile.bio,
    }),
    ...(Object.keys(location).length > 0 ? { location } : {}),
    profiles: profile.links.map((link) =>
      present({ network: link.network, username: link.username, url: link.url }),
    ),
  };
}

function customSectionOf(section: CustomSection): JsonResumeCustomSection {
  return {
    title: section.title,
    entries: section.entries.map((entry) =>
      present({
        title: entry.title,
        subtitle: entry.subtitle,
        place: entry.place,
        startDate: entry.start,
        endDate: entry.end,
        summary: entry.description,
        url: entry.url,
      }),
    ),
  };
}

/** JSON Resume's "YYYY-MM-DDThh:mm:ss", in UTC. */
function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export function toJsonResume(
  profile: Profile,
  person: ResumePerson,
  options: JsonResumeOptions = {},
): JsonResume {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: basicsOf(profile, person),
    work: profile.workExperiences.map((job) => ({
      ...present({
        name: job.company,
        position: job.jobTitle,
        location: job.location,
        startDate: job.positionStart,
        endDate: job.positionEnd,
        summary: job.description,
      }),
      highlights: job.highlights,
    })),
    volunteer: profile.volunteering.map((v) => ({
      ...present({
        organization: v.organization,
        position: v.role,
        location: v.location,
        url: v.url,
        startDate: v.start,
        endDate: v.end,
        summary: v.description,
      }),
      highlights: v.highlights,
    })),
    education: profile.educations.map((edu) =>
      present({
        institution: edu.institution,
        area: edu.degreeName,
        studyType: edu.level,
        level: edu.level,
        startDate: edu.educationStart,
        endDate: edu.educationEnd,
        summary: edu.description,
      }),
    ),
    awards: profile.awards.map((award) =>
      present({
        title: award.title,
        date: award.date,
        awarder: award.awarder,
        summary: award.summary,
      }),
    ),
    certificates: profile.certificates.map((c) =>
      present({
        name: c.name,
        date: c.date,
        issuer: c.issuer,
        url: c.url,
        expiry: c.expiry,
        credentialId: c.credentialId,
      }),
    ),
    publications: profile.publications.map((p) =>
      present({
        name: p.title,
        publisher: p.publisher,
        releaseDate: p.date,
        url: p.url,
        summary: p.summary,
      }),
    ),
    skills: profile.skills.map((skill) => ({
      ...present({ name: skill.name, level: SKILL_LEVEL_WORDS[skill.level], type: skill.type }),
      keywords: skill.keywords,
    })),
    languages: profile.languages.map((l) =>
      present({ language: l.language, fluency: fluencyOf(l.level), note: l.note }),
    ),
    interests: profile.interests.map((i) => ({
      ...present({ name: i.name }),
      keywords: i.keywords,
    })),
    references: profile.references.map((r) =>
      present({ name: r.name, reference: r.text, relation: r.relation, contact: r.contact }),
    ),
    projects: profile.projects.map((project) => ({
      ...present({
        name: project.name,
        description: project.description,
        startDate: project.projectStart,
        endDate: project.projectEnd,
        url: project.url,
      }),
      roles: project.role?.trim() ? [project.role] : [],
      ...(project.links.length > 0 ? { links: project.links } : {}),
    })),
    ...(profile.customSections.length > 0
      ? { 'x-customSections': profile.customSections.map(customSectionOf) }
      : {}),
    meta: {
      version: 'v1.0.0',
      lastModified: timestamp(options.lastModified ?? new Date()),
      ...present({ canonical: options.canonical }),
    },
  };
}
