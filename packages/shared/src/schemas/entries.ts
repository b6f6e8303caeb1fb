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
import { translatable } from './translations';

/**
 * Every section kind of a profile: its input schema (requests and forms, the
 * same rules and messages on both sides) and its saved item (responses).
 * Which kinds exist, their paths, limits and rendering hints: sections.ts.
 * Field names follow JSON Resume where one maps.
 */

const short = () => requiredText(LIMITS.shortTextMax);
const optionalShort = () => optionalText(LIMITS.shortTextMax);

// Work experience

const workExperienceTexts = translatable({
  jobTitle: 'short',
  location: 'short',
  description: 'rich',
  highlights: 'highlights',
});

export const workExperienceInputSchema = z
  .object({
    ...entryInputBase,
    translations: workExperienceTexts.input,
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
  translations: workExperienceTexts.item,
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

const educationTexts = translatable({ degreeName: 'short', level: 'short', description: 'rich' });

export const educationInputSchema = z
  .object({
    ...entryInputBase,
    translations: educationTexts.input,
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
  translations: educationTexts.item,
  institution: text,
  degreeName: text,
  level: nullableText,
  educationStart: text,
  educationEnd: nullableDate,
  description: nullableText,
});
export type Education = z.infer<typeof educationSchema>;

// Skill

const skillTexts = translatable({ name: 'short', type: 'short', keywords: 'keywords' });

export const skillInputSchema = z.object({
  ...entryInputBase,
  translations: skillTexts.input,
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
  translations: skillTexts.item,
  name: text,
  type: text,
  level: z.number().int(),
  keywords: textArray,
});
export type Skill = z.infer<typeof skillSchema>;

// Project

export const projectLinkSchema = z.object({ label: short(), url: requiredUrl });
export type ProjectLink = z.infer<typeof projectLinkSchema>;

const projectTexts = translatable({ role: 'short', description: 'rich' });

export const projectInputSchema = z
  .object({
    ...entryInputBase,
    translations: projectTexts.input,
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
  translations: projectTexts.item,
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

const linkTexts = translatable({});

export const linkInputSchema = z.object({
  ...entryInputBase,
  translations: linkTexts.input,
  /** "GitHub", "LinkedIn", "Mastodon" or any label. */
  network: short(),
  username: optionalShort(),
  url: requiredUrl,
});
export type LinkInput = z.input<typeof linkInputSchema>;

export const linkSchema = z.object({
  ...entryBase,
  translations: linkTexts.item,
  network: text,
  username: nullableText,
  url: text,
});
export type Link = z.infer<typeof linkSchema>;

// Language

/** Native, then the CEFR levels from the highest. */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

const languageTexts = translatable({ note: 'short' });

export const languageInputSchema = z.object({
  ...entryInputBase,
  translations: languageTexts.input,
  /** An ISO 639 code ('de', shown in the reader's language) or a free name. */
  language: short(),
  level: z.enum(LANGUAGE_LEVELS, { message: MESSAGE_KEYS.invalid }),
  note: optionalShort(),
});
export type LanguageInput = z.input<typeof languageInputSchema>;

export const languageSchema = z.object({
  ...entryBase,
  translations: languageTexts.item,
  language: text,
  level: z.enum(LANGUAGE_LEVELS),
  note: nullableText,
});
export type Language = z.infer<typeof languageSchema>;

// Certificate

const certificateTexts = translatable({});

export const certificateInputSchema = z
  .object({
    ...entryInputBase,
    translations: certificateTexts.input,
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
  translations: certificateTexts.item,
  name: text,
  issuer: nullableText,
  date: nullableDate,
  expiry: nullableDate,
  url: nullableText,
  credentialId: nullableText,
});
export type Certificate = z.infer<typeof certificateSchema>;

// Award

const awardTexts = translatable({ title: 'short', summary: 'rich' });

export const awardInputSchema = z.object({
  ...entryInputBase,
  translations: awardTexts.input,
  title: short(),
  awarder: optionalShort(),
  date: optionalDate,
  summary: richText,
});
export type AwardInput = z.input<typeof awardInputSchema>;

export const awardSchema = z.object({
  ...entryBase,
  translations: awardTexts.item,
  title: text,
  awarder: nullableText,
  date: nullableDate,
  summary: nullableText,
});
export type Award = z.infer<typeof awardSchema>;

// Publication

const publicationTexts = translatable({ summary: 'rich' });

export const publicationInputSchema = z.object({
  ...entryInputBase,
  translations: publicationTexts.input,
  title: short(),
  publisher: optionalShort(),
  date: optionalDate,
  url: optionalUrl,
  summary: richText,
});
export type PublicationInput = z.input<typeof publicationInputSchema>;

export const publicationSchema = z.object({
  ...entryBase,
  translations: publicationTexts.item,
  title: text,
  publisher: nullableText,
  date: nullableDate,
  url: nullableText,
  summary: nullableText,
});
export type Publication = z.infer<typeof publicationSchema>;

// Volunteering

const volunteeringTexts = translatable({
  role: 'short',
  location: 'short',
  description: 'rich',
  highlights: 'highlights',
});

export const volunteeringInputSchema = z
  .object({
    ...entryInputBase,
    translations: volunteeringTexts.input,
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
  translations: volunteeringTexts.item,
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

const interestTexts = translatable({ name: 'short', keywords: 'keywords' });

export const interestInputSchema = z.object({
  ...entryInputBase,
  translations: interestTexts.input,
  name: short(),
  keywords,
});
export type InterestInput = z.input<typeof interestInputSchema>;

export const interestSchema = z.object({
  ...entryBase,
  translations: interestTexts.item,
  name: text,
  keywords: textArray,
});
export type Interest = z.infer<typeof interestSchema>;

// Reference (never public and never printed unless the owner turns its section on)

const referenceTexts = translatable({ relation: 'short', text: 'rich' });

export const referenceInputSchema = z.object({
  ...entryInputBase,
  translations: referenceTexts.input,
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
  translations: referenceTexts.item,
  name: text,
  relation: nullableText,
  contact: nullableText,
  text: nullableText,
});
export type Reference = z.infer<typeof referenceSchema>;

// Entry of a custom section ("Teaching", "Patents", …)

const customEntryTexts = translatable({
  title: 'short',
  subtitle: 'short',
  place: 'short',
  description: 'rich',
});

export const customEntryInputSchema = z
  .object({
    ...entryInputBase,
    translations: customEntryTexts.input,
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
  translations: customEntryTexts.item,
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

/** The fields of each kind that may hold a translation (see translations.ts). */
export const TRANSLATABLE_FIELDS = {
  'work-experience': workExperienceTexts.fields,
  education: educationTexts.fields,
  skill: skillTexts.fields,
  project: projectTexts.fields,
  link: linkTexts.fields,
  language: languageTexts.fields,
  certificate: certificateTexts.fields,
  award: awardTexts.fields,
  publication: publicationTexts.fields,
  volunteering: volunteeringTexts.fields,
  interest: interestTexts.fields,
  reference: referenceTexts.fields,
  'custom-entry': customEntryTexts.fields,
} as const satisfies Record<string, readonly string[]>;
