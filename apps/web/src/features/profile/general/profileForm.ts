import {
  LIMITS,
  MESSAGE_KEYS,
  profileDataSchema,
  type Locale,
  type Profile,
  type Translations,
} from '@cv/shared';
import { z } from 'zod';
import {
  GENERAL_TRANSLATION_FIELDS,
  translationFormValues,
} from '../translation/translationValues';

/**
 * The profile form: the shared `data` part plus the cropped picture. The
 * picture's size is checked again here (the crop is what is uploaded); the
 * chosen file was checked before cropping.
 */
export const profileFormSchema = profileDataSchema.extend({
  profilePicture: z
    .custom<Blob>((value) => value instanceof Blob)
    .nullish()
    .refine((blob) => !blob || blob.size <= LIMITS.pictureMaxBytes, {
      message: MESSAGE_KEYS.fileSize,
      params: { maxSize: LIMITS.pictureMaxMb },
    }),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const VISIBILITY_FLAGS = [
  'publicAccess',
  'showEmail',
  'showPhone',
  'showAddress',
  'hideDescriptions',
] as const;
export type VisibilityFlag = (typeof VISIBILITY_FLAGS)[number];
export type VisibilityValues = Record<VisibilityFlag, boolean>;

/** The flags of a profile (or of the data being saved); absent ones are off. */
export function visibilityOf(
  source: Partial<Record<VisibilityFlag, boolean>> | null | undefined,
): VisibilityValues {
  return {
    publicAccess: source?.publicAccess ?? false,
    showEmail: source?.showEmail ?? false,
    showPhone: source?.showPhone ?? false,
    showAddress: source?.showAddress ?? false,
    hideDescriptions: source?.hideDescriptions ?? false,
  };
}

/**
 * The form's values for a profile, with its texts in both languages (the
 * editor edits either); a new profile's are empty, in the language it is
 * going to be written in.
 */
export function profileFormValues(
  profile: Profile | null | undefined,
  newLanguage?: Locale,
): ProfileFormValues {
  return {
    displayName: profile?.displayName ?? '',
    jobTitle: profile?.jobTitle ?? '',
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    website: profile?.website ?? '',
    ...visibilityOf(profile),
    removePicture: false,
    profilePicture: null,
    ...(profile
      ? {
          translations: translationFormValues(
            profile.translations as Translations,
            GENERAL_TRANSLATION_FIELDS,
          ),
        }
      : newLanguage
        ? { contentLanguage: newLanguage }
        : {}),
  };
}

/** The general data of a saved profile, as the `data` part wants it. */
export function generalDataOf(profile: Profile) {
  return {
    displayName: profile.displayName,
    jobTitle: profile.jobTitle,
    location: profile.location,
    bio: profile.bio,
    website: profile.website,
  };
}
