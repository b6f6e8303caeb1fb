import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { isoDate, optionalText, requiredText } from './common';
import {
  endNotBeforeStart,
  entryBase,
  entryInputBase,
  highlights,
  keywords,
  nullableDate,
  nullableText,
  optionalDate,
  optionalUrl,
  requiredUrl,
  richText,
  text,
  textArray,
} from './entry-fields';

/**
 * Every section kind of a profile: its input schema (requests and forms, the
 * same rules and messages on both sides) and its saved item (responses).
 * Which kinds exist, their paths, limits and rendering hints: sections.ts.
 * Field names follow JSON Resume where one maps.
 */

const short = () => requiredText(LIMITS.shortTextMax);
const optionalShort = () => optionalText(LIMITS.shortTextMax);

// Work experience

export const workExperienceInputSchema = z
  .object({
    ...entryInputBase,
    jobTitle: short(),
    company: short(),
    location: optionalShort(),
    positionStart: isoDate,
    /** Absent means "present". */
    positionEnd: optionalDate,
    description: richText,
    highlights,
  })
  .refine(...endNotBeforeStart('positionStart', 'positionEnd'));
export type WorkExperienceInput = z.input<typeof workExperienceInputSchema>;

export const workExperienceSchema = z.object({
  ...entryBase,
  jobTitle: text,
  company: text,
  location: nullableText,
  positionStart: text,
  positionEnd: nullableDate,
  description: nullableText,
  highlights: textArray,
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

// Education

export const educationInputSchema = z
  .object({
    ...entryInputBase,
    institution: short(),
    degreeName: short(),
    level: optionalShort(),
    educationStart: isoDate,
    educationEnd: optionalDate,
    description: richText,
  })
  .refine(...endNotBeforeStart('educationStart', 'educationEnd'));
export type EducationInput = z.input<typeof educationInputSchema>;

export const educationSchema = z.object({
  ...entryBase,
  institution: text,
  degreeName: text,
  level: nullableText,
  educationStart: text,
  educationEnd: nullableDate,
  description: nullableText,
});
export type Education = z.infer<typeof educationSchema>;

// Skill

export const skillInputSchema = z.object({
  ...entryInputBase,
  name: short(),
  /** Skills are grouped by type in the CV, e.g. 'Programming Languages'. */
  type: short(),
  level: z
    .number()
    .refine((v) => Number.isInteger(v) && v >= LIMITS.skillLevelMin && v <= LIMITS.skillLevelMax, {
      message: MESSAGE_KEYS.range,
      params: { min: LIMITS.skillLevelMin, max: LIMITS.skillLevelMax },
    }),
  keywords,
});
export type SkillInput = z.input<typeof skillInputSchema>;

export const skillSchema = z.object({
  ...entryBase,
  name: text,
  type: text,
  level: z.number().int(),
  keywords: textArray,
});
export type Skill = z.infer<typeof skillSchema>;

// Project

export const projectLinkSchema = z.object({ label: short(), url: requiredUrl });
export type ProjectLink = z.infer<typeof projectLinkSchema>;

export const projectInputSchema = z
  .object({
    ...entryInputBase,
    name: short(),
    role: optionalShort(),
    projectStart: optionalDate,
    projectEnd: optionalDate,
    description: richText,
    /** The main link. */
    url: optionalUrl,
    links: z
      .array(projectLinkSchema)
      .max(LIMITS.projectLinksMax, { message: MESSAGE_KEYS.tooLong })
      .default([]),
  })
  .refine(...endNotBeforeStart('projectStart', 'projectEnd'));
export type ProjectInput = z.input<typeof projectInputSchema>;

export const projectSchema = z.object({
  ...entryBase,
  name: text,
  role: nullableText,
  projectStart: nullableDate,
  projectEnd: nullableDate,
  description: nullableText,
  url: nullableText,
  links: z.array(z.object({ label: text, url: text })),
});
export type Project = z.infer<typeof projectSchema>;

// Link (a profile on a network: GitHub, LinkedIn, …)

export const linkInputSchema = z.object({
  ...entryInputBase,
  /** "GitHub", "LinkedIn", "Mastodon" or any label. */
  network: short(),
  username: optionalShort(),
  url: requiredUrl,
});
export type LinkInput = z.input<typeof linkInputSchema>;

export const linkSchema = z.object({
  ...entryBase,
  network: text,
  username: nullableText,
  url: text,
});
export type Link = z.infer<typeof linkSchema>;

// Language

/** Native, then the CEFR levels from the highest. */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const languageInputSchema = z.object({
  ...entryInputBase,
  /** An ISO 639 code ('de', shown in the reader's language) or a free name. */
  language: short(),
  level: z.enum(LANGUAGE_LEVELS, { message: MESSAGE_KEYS.invalid }),
  note: optionalShort(),
});
export type LanguageInput = z.input<typeof languageInputSchema>;

export const languageSchema = z.object({
  ...entryBase,
  language: text,
  level: z.enum(LANGUAGE_LEVELS),
  note: nullableText,
});
export type Language = z.infer<typeof languageSchema>;

// Certificate

export const certificateInputSchema = z
  .object({
    ...entryInputBase,
    name: short(),
    issuer: optionalShort(),
    date: optionalDate,
    expiry: optionalDate,
    url: optionalUrl,
    credentialId: optionalShort(),
  })
  .refine(...endNotBeforeStart('date', 'expiry'));
export type CertificateInput = z.input<typeof certificateInputSchema>;

export const certificateSchema = z.object({
  ...entryBase,
  name: text,
  issuer: nullableText,
  date: nullableDate,
  expiry: nullableDate,
  url: nullableText,
  credentialId: nullableText,
});
export type Certificate = z.infer<typeof certificateSchema>;

// Award

export const awardInputSchema = z.object({
  ...entryInputBase,
  title: short(),
  awarder: optionalShort(),
  date: optionalDate,
  summary: richText,
});
export type AwardInput = z.input<typeof awardInputSchema>;

export const awardSchema = z.object({
  ...entryBase,
  title: text,
  awarder: nullableText,
  date: nullableDate,
  summary: nullableText,
});
export type Award = z.infer<typeof awardSchema>;

// Publication

export const publicationInputSchema = z.object({
  ...entryInputBase,
  title: short(),
  publisher: optionalShort(),
  date: optionalDate,
  url: optionalUrl,
  summary: richText,
});
export type PublicationInput = z.input<typeof publicationInputSchema>;

export const publicationSchema = z.object({
  ...entryBase,
  title: text,
  publisher: nullableText,
  date: nullableDate,
  url: nullableText,
  summary: nullableText,
});
export type Publication = z.infer<typeof publicationSchema>;

// Volunteering

export const volunteeringInputSchema = z
  .object({
    ...entryInputBase,
    organization: short(),
    role: optionalShort(),
    location: optionalShort(),
    start: isoDate,
    end: optionalDate,
    description: richText,
    url: optionalUrl,
    highlights,
  })
  .refine(...endNotBeforeStart('start', 'end'));
export type VolunteeringInput = z.input<typeof volunteeringInputSchema>;

export const volunteeringSchema = z.object({
  ...entryBase,
  organization: text,
  role: nullableText,
  location: nullableText,
  start: text,
  end: nullableDate,
  description: nullableText,
  url: nullableText,
  highlights: textArray,
});
export type Volunteering = z.infer<typeof volunteeringSchema>;

// Interest

export const interestInputSchema = z.object({ ...entryInputBase, name: short(), keywords });
export type InterestInput = z.input<typeof interestInputSchema>;

export const interestSchema = z.object({ ...entryBase, name: text, keywords: textArray });
export type Interest = z.infer<typeof interestSchema>;

// Reference (never public and never printed unless the owner turns its section on)

export const referenceInputSchema = z.object({
  ...entryInputBase,
  name: short(),
  /** "Former manager at Acme". */
  relation: optionalShort(),
  /** E-mail or phone, as the referee agreed to share it. */
  contact: optionalShort(),
  text: richText,
});
export type ReferenceInput = z.input<typeof referenceInputSchema>;

export const referenceSchema = z.object({
  ...entryBase,
  name: text,
  relation: nullableText,
  contact: nullableText,
  text: nullableText,
});
export type Reference = z.infer<typeof referenceSchema>;

// Entry of a custom section ("Teaching", "Patents", …)

export const customEntryInputSchema = z
  .object({
    ...entryInputBase,
    /** The custom section the entry belongs to. */
    sectionId: z.uuid(),
    title: short(),
    subtitle: optionalShort(),
    place: optionalShort(),
    start: optionalDate,
    end: optionalDate,
    description: richText,
    url: optionalUrl,
  })
  .refine(...endNotBeforeStart('start', 'end'));
export type CustomEntryInput = z.input<typeof customEntryInputSchema>;

export const customEntrySchema = z.object({
  ...entryBase,
  sectionId: z.uuid(),
  title: text,
  subtitle: nullableText,
  place: nullableText,
  start: nullableDate,
  end: nullableDate,
  description: nullableText,
  url: nullableText,
});
export type CustomEntry = z.infer<typeof customEntrySchema>;
