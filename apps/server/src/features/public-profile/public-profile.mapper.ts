import type { Locale, PublicProfile } from '@cv/shared';
import type { FullProfile } from '../profile/profile.repository';
import { countryName } from '../countries/country-name';
import { toThemeResponse } from '../profile/profile.mappers';

/** Drops null and blank values, so that an empty field is absent rather than null. */
function present<T extends Record<string, unknown>>(
  obj: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** Whether anyone may see this profile through its link at all. */
export function isPublic(full: FullProfile): boolean {
  return full.publicAccess && full.account.status === 'VERIFIED' && !!full.account.username;
}

export function publicName(full: FullProfile): string {
  const { firstName, lastName, username } = full.account;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return full.displayName || fullName || username || '';
}

/**
 * The one place that decides what the public sees: null for a profile that
 * is not public, else only the allowed fields. Contact data needs its own
 * flag, descriptions disappear with hideDescriptions, and no id, token,
 * status or password data ever appears.
 */
export function toPublicProfile(
  full: FullProfile,
  options: { mediaUrl: (key: string) => string; locale: Locale },
): PublicProfile | null {
  if (!isPublic(full)) return null;
  const { account } = full;
  const description = (text: string | null) =>
    full.hideDescriptions ? {} : present({ description: text });
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

  return {
    username: account.username ?? '',
    displayName: publicName(full),
    ...present({
      jobTitle: full.jobTitle,
      location: full.location,
      bio: full.bio,
      pictureUrl: full.pictureKey ? options.mediaUrl(full.pictureKey) : null,
      thumbnailUrl: full.thumbnailKey ? options.mediaUrl(full.thumbnailKey) : null,
      email: full.showEmail ? account.email : null,
      phone: full.showPhone ? account.phone : null,
    }),
    ...(Object.keys(address).length > 0 ? { address } : {}),
    theme: toThemeResponse(full.theme),
    workExperiences: full.workExperiences.map((w) => ({
      jobTitle: w.jobTitle,
      company: w.company,
      positionStart: w.positionStart,
      ...present({ location: w.location, positionEnd: w.positionEnd }),
      ...description(w.description),
    })),
    educations: full.educations.map((e) => ({
      institution: e.institution,
      degreeName: e.degreeName,
      educationStart: e.educationStart,
      ...present({ level: e.level, educationEnd: e.educationEnd }),
      ...description(e.description),
    })),
    skills: full.skills.map((s) => ({ name: s.name, type: s.type, level: s.level })),
    projects: full.projects.map((p) => ({
      name: p.name,
      links: p.links.map((l) => ({ label: l.label, url: l.url })),
      ...present({
        role: p.role,
        projectStart: p.projectStart,
        projectEnd: p.projectEnd,
        url: p.url,
      }),
      ...description(p.description),
    })),
  };
}
