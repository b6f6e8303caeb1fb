import { z } from 'zod';
import { DEFAULT_THEME, LIMITS } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { hexColor, httpUrl, isoDate, optionalText, requiredText } from './common';
import { CV_LIMITS } from './cv';

/**
 * The profile contract: the general data sent as the `data` part of
 * `POST /api/profile`, the four entry kinds, the theme and the whole profile
 * that `GET /api/profile` answers. Input schemas (`...InputSchema`) validate
 * requests and forms; the others describe responses, where a stored absent
 * value is `null`. Bounds match the CV contract (cv.ts), so that whatever is
 * saved here always renders as a CV.
 */

/** How many entries one account may keep per kind: what one CV renders, so it always prints. */
export const ENTRY_LIMITS = {
  'work-experience': CV_LIMITS.entriesMax,
  education: CV_LIMITS.entriesMax,
  skill: CV_LIMITS.skillsMax,
  project: CV_LIMITS.entriesMax,
} as const;

/** The `{kind}` path segment of the entry routes. */
export const ENTRY_KINDS = ['work-experience', 'education', 'skill', 'project'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const entryKindSchema = z.enum(ENTRY_KINDS);

/** An optional date: '' (an emptied form field), null and absent all mean "none". */
const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((v) => (v ? v : undefined));

/**
 * End not before start (both ISO strings, so string order is date order).
 * Equal is fine: with month precision a job can start and end in one month.
 */
function endNotBeforeStart<S extends string, E extends string>(
  start: S,
  end: E,
): [
  (v: Partial<Record<S | E, string | undefined>>) => boolean,
  { message: string; params: Record<string, string>; path: PropertyKey[] },
] {
  return [
    (v) => {
      const from = v[start];
      const to = v[end];
      return !from || !to || to >= from;
    },
    {
      message: MESSAGE_KEYS.dateOrder,
      params: { laterField: end, earlierField: start },
      path: [end],
    },
  ];
}

/** Fields every entry input has: `id` to update (absent: create), optional order. */
const entryInputBase = {
  id: z.uuid().optional(),
  /** Lower first; absent on create means 0, on update "keep". */
  position: z.number().int().min(0).max(100_000).optional(),
};

/** Fields every saved entry has. */
const entryBase = { id: z.uuid(), position: z.number().int() };

const text = z.string();
const nullableText = z.string().nullable();
const nullableDate = z.string().nullable();

// Work experience

export const workExperienceInputSchema = z
  .object({
    ...entryInputBase,
    jobTitle: requiredText(LIMITS.shortTextMax),
    company: requiredText(LIMITS.shortTextMax),
    location: optionalText(LIMITS.shortTextMax),
    positionStart: isoDate,
    /** Absent means "present". */
    positionEnd: optionalDate,
    description: optionalText(LIMITS.longTextMax),
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
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

// Education

export const educationInputSchema = z
  .object({
    ...entryInputBase,
    institution: requiredText(LIMITS.shortTextMax),
    degreeName: requiredText(LIMITS.shortTextMax),
    level: optionalText(LIMITS.shortTextMax),
    educationStart: isoDate,
    educationEnd: optionalDate,
    description: optionalText(LIMITS.longTextMax),
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

const skillLevelRange = {
  message: MESSAGE_KEYS.range,
  params: { min: LIMITS.skillLevelMin, max: LIMITS.skillLevelMax },
};

export const skillInputSchema = z.object({
  ...entryInputBase,
  name: requiredText(LIMITS.shortTextMax),
  /** Skills are grouped by type in the CV, e.g. 'Programming Languages'. */
  type: requiredText(LIMITS.shortTextMax),
  level: z
    .number()
    .refine(
      (v) => Number.isInteger(v) && v >= LIMITS.skillLevelMin && v <= LIMITS.skillLevelMax,
      skillLevelRange,
    ),
});
export type SkillInput = z.input<typeof skillInputSchema>;

export const skillSchema = z.object({
  ...entryBase,
  name: text,
  type: text,
  level: z.number().int(),
});
export type Skill = z.infer<typeof skillSchema>;

// Project

export const projectLinkSchema = z.object({
  label: requiredText(LIMITS.shortTextMax),
  // An empty address is a missing one ("must not be blank"), not a bad one.
  url: z.string().trim().min(1, { message: MESSAGE_KEYS.blank }).pipe(httpUrl),
});
export type ProjectLink = z.infer<typeof projectLinkSchema>;

export const projectInputSchema = z
  .object({
    ...entryInputBase,
    name: requiredText(LIMITS.shortTextMax),
    role: optionalText(LIMITS.shortTextMax),
    projectStart: optionalDate,
    projectEnd: optionalDate,
    description: optionalText(LIMITS.longTextMax),
    /** The main link; '' and null mean none. */
    url: z
      .union([z.literal(''), httpUrl])
      .nullish()
      .transform((v) => (v ? v : undefined)),
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

/** Input and saved-item schema of each entry kind, by its path segment. */
export const entrySchemas = {
  'work-experience': { input: workExperienceInputSchema, item: workExperienceSchema },
  education: { input: educationInputSchema, item: educationSchema },
  skill: { input: skillInputSchema, item: skillSchema },
  project: { input: projectInputSchema, item: projectSchema },
} as const;

/** `PUT /api/profile/{kind}/order`: all of the kind's ids, first to last. */
export const entryOrderSchema = z.object({
  ids: z.array(z.uuid()).max(ENTRY_LIMITS.skill),
});
export type EntryOrder = z.infer<typeof entryOrderSchema>;

// Theme

export const themeSchema = z.object({
  backgroundColor: hexColor,
  /** Labelled "header colour" in the UI. */
  surfaceColor: hexColor,
});
export type Theme = z.infer<typeof themeSchema>;
export const defaultTheme: Theme = { ...DEFAULT_THEME };

// Profile

const visibility = {
  publicAccess: z.boolean(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showAddress: z.boolean(),
  hideDescriptions: z.boolean(),
};

/**
 * The `data` part of `POST /api/profile`. It replaces the general data as a
 * whole (an absent text clears it, an absent flag is false); the picture only
 * changes with a `profilePicture` part, or `removePicture: true`.
 */
export const profileDataSchema = z.object({
  displayName: optionalText(LIMITS.nameMax),
  jobTitle: optionalText(LIMITS.shortTextMax),
  location: optionalText(LIMITS.shortTextMax),
  bio: optionalText(LIMITS.longTextMax),
  publicAccess: visibility.publicAccess.default(false),
  showEmail: visibility.showEmail.default(false),
  showPhone: visibility.showPhone.default(false),
  showAddress: visibility.showAddress.default(false),
  hideDescriptions: visibility.hideDescriptions.default(false),
  removePicture: z.boolean().default(false),
});
export type ProfileDataInput = z.input<typeof profileDataSchema>;
export type ProfileData = z.output<typeof profileDataSchema>;

/** `GET /api/profile` and the answer of `POST /api/profile`: the owner's whole profile. */
export const profileSchema = z.object({
  displayName: nullableText,
  jobTitle: nullableText,
  location: nullableText,
  bio: nullableText,
  ...visibility,
  /** Both null without a picture; URLs are relative to the app unless S3 serves them. */
  pictureUrl: nullableText,
  thumbnailUrl: nullableText,
  theme: themeSchema,
  workExperiences: z.array(workExperienceSchema),
  educations: z.array(educationSchema),
  skills: z.array(skillSchema),
  projects: z.array(projectSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/profile/picture/thumbnail`. */
export const thumbnailSchema = z.object({ thumbnailUrl: z.string() });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** The multipart parts of `POST /api/profile`, by name. */
export const PROFILE_PARTS = { data: 'data', picture: 'profilePicture' } as const;
