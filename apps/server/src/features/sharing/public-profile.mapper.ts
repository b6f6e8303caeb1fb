import { resolveSectionSettings, type Locale, type PublicProfile } from '@cv/shared';
import type { FullProfile } from '../profile/profile-reader';
import { isPublic, isShareable } from '../profile/profile-visibility';
import { countryName } from '../platform/country-name';
import {
  compactEntry,
  compactSections,
  contentLanguageOf,
  customSectionsOf,
  localizedGeneral,
  localizedSectionTitle,
  toThemeResponse,
  withLangs,
} from '../profile/profile.mappers';

/** Drops null and blank values, so that an empty field is absent rather than null. */
function present<T extends Record<string, unknown>>(
  obj: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

export function publicName(full: FullProfile): string {
  const { firstName, lastName, username } = full.account;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return full.displayName || fullName || username || '';
}

/**
 * The one place that decides what the public sees: null for a profile that
 * is not public, else only the allowed fields. Contact data needs its own
 * flag, a section its public switch (references are off until the owner turns
 * them on), descriptions disappear with hideDescriptions, and no id, token,
 * status or password data ever appears. A secret share link
 * (`ignorePublicAccess`) shows the same fields while the public page is off.
 */
export function toPublicProfile(
  full: FullProfile,
  options: { mediaUrl: (key: string) => string; locale: Locale; ignorePublicAccess?: boolean },
): PublicProfile | null {
  if (!(options.ignorePublicAccess ? isShareable(full) : isPublic(full))) return null;
  const { account } = full;
  const address = full.showAddress
    ? present({
        street: account.street,
        houseNumber: account.houseNumber,
        postcode: account.postcode,
        city: account.city,
        country: account.country,
        countryName: account.country ? countryName(account.country, options.locale) : null,
      })
    : {};
  const settings = resolveSectionSettings(full.sectionSettings);
  // The visitor's language; texts without a translation into it stay in the owner's, marked.
  const text = { lang: options.locale, primary: contentLanguageOf(full) };
  const general = localizedGeneral(full, text);
  const sections = compactSections(
    full,
    (kind, entries) => (settings[kind].public ? entries : []),
    full.hideDescriptions,
    text,
  ) as unknown as Omit<PublicProfile, 'customSections'>;

  return {
    ...sections,
    username: account.username ?? '',
    displayName: publicName(full),
    ...present({
      ...general.values,
      website: full.website,
      pictureUrl: full.pictureKey ? options.mediaUrl(full.pictureKey) : null,
      thumbnailUrl: full.thumbnailKey ? options.mediaUrl(full.thumbnailKey) : null,
      email: full.showEmail ? account.email : null,
      phone: full.showPhone ? account.phone : null,
    }),
    ...(Object.keys(address).length > 0 ? { address } : {}),
    theme: toThemeResponse(full.theme),
    lang: text.lang,
    ...withLangs(general.langs),
    customSections: customSectionsOf(full)
      .filter(({ section, entries }) => section.public && entries.length > 0)
      .map(({ section, entries }) => ({
        ...localizedSectionTitle(section, text),
        entries: entries.map((row) =>
          compactEntry('custom-entry', row, full.hideDescriptions, text),
        ),
      })),
  };
}
