import {
  SECTION_FIELDS,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type CvDataInput,
  type PublicProfile,
} from '@cv/shared';

/**
 * The CV a visitor downloads, made only of the public view: whatever the
 * page does not show (a hidden e-mail, the birthday, a private section, the
 * owner's real name behind a display name) is absent from the public
 * profile and therefore cannot reach the PDF. The lists already have the
 * shape the CV takes (both are the kinds' public items).
 */
/** Bullet points hidden with the descriptions arrive absent; the CV takes an empty list. */
function withBullets(kind: keyof typeof SECTION_FIELDS, item: object): object {
  const bullets = Object.entries(SECTION_FIELDS[kind].fields).flatMap(([name, field]) =>
    field.type === 'highlights' ? [name] : [],
  );
  const values = item as Record<string, unknown>;
  return Object.fromEntries([
    ...Object.entries(values),
    ...bullets.map((name) => [name, values[name] ?? []]),
  ]);
}

/** Every fixed section's list, by its key in the profile and in the CV alike. */
function sectionLists(profile: PublicProfile) {
  return Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => {
      const { listKey } = SECTION_KINDS[kind];
      return [listKey, profile[listKey].map((item) => withBullets(kind, item))];
    }),
  ) as Pick<CvDataInput, (typeof SECTION_KINDS)[(typeof SECTION_KIND_IDS)[number]]['listKey']>;
}

export function publicProfileToCvData(profile: PublicProfile): CvDataInput {
  const { address } = profile;
  return {
    lang: profile.lang,
    person: {
      displayName: profile.displayName,
      jobTitle: profile.jobTitle,
      bio: profile.bio,
      location: profile.location,
      email: profile.email,
      phone: profile.phone,
      ...(address
        ? {
            address: {
              street: address.street,
              houseNumber: address.houseNumber,
              postcode: address.postcode,
              city: address.city,
              country: address.countryName ?? address.country,
            },
          }
        : {}),
      ...(profile.langs ? { langs: profile.langs } : {}),
    },
    theme: profile.theme,
    website: profile.website,
    ...sectionLists(profile),
    customSections: profile.customSections,
  };
}
