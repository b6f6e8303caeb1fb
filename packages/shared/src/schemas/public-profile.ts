import { z } from 'zod';
import { themeSchema } from './profile';

/**
 * `GET /api/public/profile/{username}`: only what the owner allowed. A field
 * that is not allowed is absent from the JSON (never null), and entries carry
 * no ids: nothing internal leaves through the public link.
 */

const optionalDescription = { description: z.string().optional() };

export const publicWorkExperienceSchema = z.object({
  jobTitle: z.string(),
  company: z.string(),
  location: z.string().optional(),
  positionStart: z.string(),
  positionEnd: z.string().optional(),
  ...optionalDescription,
});

export const publicEducationSchema = z.object({
  institution: z.string(),
  degreeName: z.string(),
  level: z.string().optional(),
  educationStart: z.string(),
  educationEnd: z.string().optional(),
  ...optionalDescription,
});

export const publicSkillSchema = z.object({
  name: z.string(),
  type: z.string(),
  level: z.number().int(),
});

export const publicProjectSchema = z.object({
  name: z.string(),
  role: z.string().optional(),
  projectStart: z.string().optional(),
  projectEnd: z.string().optional(),
  url: z.string().optional(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  ...optionalDescription,
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
  pictureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  address: publicAddressSchema.optional(),
  theme: themeSchema,
  workExperiences: z.array(publicWorkExperienceSchema),
  educations: z.array(publicEducationSchema),
  skills: z.array(publicSkillSchema),
  projects: z.array(publicProjectSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamSchema = z.object({ username: z.string().min(1).max(64) });
