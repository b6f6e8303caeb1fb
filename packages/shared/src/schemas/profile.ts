import { z } from 'zod';
import { DEFAULT_THEME, LIMITS } from '../constants';
import { hexColor, optionalText } from './common';
import {
  awardSchema,
  certificateSchema,
  educationSchema,
  interestSchema,
  languageSchema,
  linkSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteeringSchema,
  workExperienceSchema,
} from './entries';
import { nullableText, optionalUrl } from './entry-fields';
import { contentLanguageSchema, generalTranslations } from './translations';
import {
  customSectionSchema,
  SECTION_KINDS,
  sectionSettingsSchema,
  type EntryItem,
  type EntryKind,
} from './sections';

/**
 * The profile contract: the general data sent as the `data` part of
 * `POST /api/profile`, the theme and the whole profile that `GET /api/profile`
 * answers (the entry kinds: entries.ts and sections.ts). Input schemas (`...InputSchema`) validate
 * requests and forms; the others describe responses, where a stored absent
 * value is `null`. Bounds match the CV contract (cv.ts), so that whatever is
 * saved here always renders as a CV.
 */

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
  /** The personal website (JSON Resume's basics.url). */
  website: optionalUrl,
  publicAccess: visibility.publicAccess.default(false),
  showEmail: visibility.showEmail.default(false),
  showPhone: visibility.showPhone.default(false),
  showAddress: visibility.showAddress.default(false),
  hideDescriptions: visibility.hideDescriptions.default(false),
  removePicture: z.boolean().default(false),
  /** The language the texts are written in; absent keeps it (a new profile: the request's language). */
  contentLanguage: contentLanguageSchema.optional(),
  /** Job title, location and bio in the other language; absent keeps the stored ones. */
  translations: generalTranslations.input,
});
export type ProfileDataInput = z.input<typeof profileDataSchema>;
export type ProfileData = z.output<typeof profileDataSchema>;

/** `GET /api/profile` and the answer of `POST /api/profile`: the owner's whole profile. */
export const profileSchema = z.object({
  displayName: nullableText,
  jobTitle: nullableText,
  location: nullableText,
  bio: nullableText,
  website: nullableText,
  ...visibility,
  /** Both null without a picture; URLs are relative to the app unless S3 serves them. */
  pictureUrl: nullableText,
  thumbnailUrl: nullableText,
  theme: themeSchema,
  contentLanguage: contentLanguageSchema,
  translations: generalTranslations.item,
  workExperiences: z.array(workExperienceSchema),
  educations: z.array(educationSchema),
  skills: z.array(skillSchema),
  projects: z.array(projectSchema),
  links: z.array(linkSchema),
  languages: z.array(languageSchema),
  certificates: z.array(certificateSchema),
  awards: z.array(awardSchema),
  publications: z.array(publicationSchema),
  volunteering: z.array(volunteeringSchema),
  interests: z.array(interestSchema),
  references: z.array(referenceSchema),
  customSections: z.array(customSectionSchema),
  /** Per fixed section: shown on the public profile, printed in the CV. */
  sectionSettings: sectionSettingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The entries of one kind in the profile, found through the registry's list
 * key; the entries of a custom section sit inside that section.
 */
export function entryListOf<K extends EntryKind>(
  profile: Profile,
  kind: K,
  sectionId?: string | null,
): EntryItem<K>[] {
  if (kind === 'custom-entry') {
    const section = profile.customSections.find((s) => s.id === sectionId);
    return (section?.entries ?? []) as EntryItem<K>[];
  }
  // The registry pairs each kind with its list, which the types cannot follow.
  return profile[SECTION_KINDS[kind].listKey] as unknown as EntryItem<K>[];
}

/** `GET /api/profile/picture/thumbnail`. */
export const thumbnailSchema = z.object({ thumbnailUrl: z.string() });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** The multipart parts of `POST /api/profile`, by name. */
export const PROFILE_PARTS = { data: 'data', picture: 'profilePicture' } as const;
