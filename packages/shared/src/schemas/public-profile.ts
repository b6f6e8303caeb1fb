import { z } from 'zod';
import { themeSchema } from './profile';
import { publicItemSchema, SECTION_KINDS } from './sections';
import { contentLanguageSchema, textLangsSchema } from './translations';

/**
 * `GET /api/public/profile/{username}`: only what the owner allowed. A field
 * that is not allowed is absent from the JSON (never null), and entries carry
 * no ids: nothing internal leaves through the public link.
 */

/** Each kind's public item, derived from its saved item (see publicItemSchema). */
function publicOf<S extends z.ZodRawShape, D extends string>(kind: {
  item: z.ZodObject<S>;
  descriptions: readonly D[];
}) {
  return publicItemSchema(kind.item, kind.descriptions);
}

export const publicWorkExperienceSchema = publicOf(SECTION_KINDS['work-experience']);
export const publicEducationSchema = publicOf(SECTION_KINDS['education']);
export const publicSkillSchema = publicOf(SECTION_KINDS['skill']);
export const publicProjectSchema = publicOf(SECTION_KINDS['project']);
export const publicLinkSchema = publicOf(SECTION_KINDS['link']);
export const publicLanguageSchema = publicOf(SECTION_KINDS['language']);
export const publicCertificateSchema = publicOf(SECTION_KINDS['certificate']);
export const publicAwardSchema = publicOf(SECTION_KINDS['award']);
export const publicPublicationSchema = publicOf(SECTION_KINDS['publication']);
export const publicVolunteeringSchema = publicOf(SECTION_KINDS['volunteering']);
export const publicInterestSchema = publicOf(SECTION_KINDS['interest']);
export const publicReferenceSchema = publicOf(SECTION_KINDS['reference']);
export const publicCustomSectionSchema = z.object({
  title: z.string(),
  langs: textLangsSchema.optional(),
  entries: z.array(publicOf(SECTION_KINDS['custom-entry'])),
});

export const publicAddressSchema = z.object({
  street: z.string().optional(),
  houseNumber: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  /** ISO 3166-1 alpha-2 code and its name in the request's language. */
  country: z.string().optional(),
  countryName: z.string().optional(),
});

export const publicProfileSchema = z.object({
  username: z.string(),
  /** The display name, else first and last name, else the username. */
  displayName: z.string(),
  jobTitle: z.string().optional(),
  location: z.string().optional(),
  bio: z.string().optional(),
  website: z.string().optional(),
  pictureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  address: publicAddressSchema.optional(),
  theme: themeSchema,
  /** The language the texts are shown in (the visitor's); `langs` names the general texts in another. */
  lang: contentLanguageSchema,
  langs: textLangsSchema.optional(),
  workExperiences: z.array(publicWorkExperienceSchema),
  educations: z.array(publicEducationSchema),
  skills: z.array(publicSkillSchema),
  projects: z.array(publicProjectSchema),
  /** Sections the owner keeps private are empty lists. */
  links: z.array(publicLinkSchema),
  languages: z.array(publicLanguageSchema),
  certificates: z.array(publicCertificateSchema),
  awards: z.array(publicAwardSchema),
  publications: z.array(publicPublicationSchema),
  volunteering: z.array(publicVolunteeringSchema),
  interests: z.array(publicInterestSchema),
  references: z.array(publicReferenceSchema),
  customSections: z.array(publicCustomSectionSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `?lang=`: the language to show the texts in (default: the browser's). */
export const publicProfileQuerySchema = z.object({ lang: contentLanguageSchema.optional() });

export const usernameParamSchema = z.object({ username: z.string().min(1).max(64) });

/**
 * The public page's address: any string. A name no account can have gets the
 * page an unknown name gets (404, not indexed), never an API error.
 */
export const profilePageParamSchema = z.object({ username: z.string() });
