import type { CvDataInput, PublicProfile } from '@cv/shared';

/**
 * The CV a visitor downloads, made only of the public view: whatever the
 * page does not show (a hidden e-mail, the birthday, a private section, the
 * owner's real name behind a display name) is absent from the public
 * profile and therefore cannot reach the PDF. The lists already have the
 * shape the CV takes (both are the kinds' public items).
 */
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
    workExperiences: profile.workExperiences,
    educations: profile.educations,
    skills: profile.skills,
    projects: profile.projects,
    links: profile.links,
    languages: profile.languages,
    certificates: profile.certificates,
    awards: profile.awards,
    publications: profile.publications,
    volunteering: profile.volunteering.map((item) => ({
      ...item,
      highlights: item.highlights ?? [],
    })),
    interests: profile.interests,
    references: profile.references,
    customSections: profile.customSections,
  };
}
