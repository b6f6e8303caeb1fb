import { z } from 'zod';
import { endNotBeforeStart, entryBase, entryInputBase } from './entry-fields';
import {
  fieldsShowing,
  inputShape,
  itemShape,
  SECTION_FIELDS,
  translationShapes,
  type EntryField,
  type FieldKindName,
} from './section-fields';
import { translatable } from './translations';

export { LANGUAGE_LEVELS, projectLinkSchema } from './entry-fields';
export type { LanguageLevel, ProjectLink } from './entry-fields';

/**
 * Every section kind's input schema (requests and forms, the same rules and
 * messages on both sides) and saved item (responses), derived from its field
 * descriptors in section-fields.ts. Which kinds exist, their paths, limits
 * and switches: sections.ts.
 */

function kindSchemas<Fields extends Record<string, EntryField>>(kind: { fields: Fields }) {
  const texts = translatable(translationShapes(kind.fields));
  const input = z.object({
    ...entryInputBase,
    translations: texts.input,
    ...inputShape(kind.fields),
  });
  const [start] = fieldsShowing(kind, 'start');
  const [end] = fieldsShowing(kind, 'end');
  return {
    input: start && end ? input.refine(...endNotBeforeStart(start, end)) : input,
    item: z.object({ ...entryBase, translations: texts.item, ...itemShape(kind.fields) }),
    translatable: texts.fields,
  };
}

const workExperience = kindSchemas(SECTION_FIELDS['work-experience']);
export const workExperienceInputSchema = workExperience.input;
export type WorkExperienceInput = z.input<typeof workExperienceInputSchema>;
export const workExperienceSchema = workExperience.item;
export type WorkExperience = z.infer<typeof workExperienceSchema>;

const education = kindSchemas(SECTION_FIELDS.education);
export const educationInputSchema = education.input;
export type EducationInput = z.input<typeof educationInputSchema>;
export const educationSchema = education.item;
export type Education = z.infer<typeof educationSchema>;

const skill = kindSchemas(SECTION_FIELDS.skill);
export const skillInputSchema = skill.input;
export type SkillInput = z.input<typeof skillInputSchema>;
export const skillSchema = skill.item;
export type Skill = z.infer<typeof skillSchema>;

const project = kindSchemas(SECTION_FIELDS.project);
export const projectInputSchema = project.input;
export type ProjectInput = z.input<typeof projectInputSchema>;
export const projectSchema = project.item;
export type Project = z.infer<typeof projectSchema>;

const link = kindSchemas(SECTION_FIELDS.link);
export const linkInputSchema = link.input;
export type LinkInput = z.input<typeof linkInputSchema>;
export const linkSchema = link.item;
export type Link = z.infer<typeof linkSchema>;

const language = kindSchemas(SECTION_FIELDS.language);
export const languageInputSchema = language.input;
export type LanguageInput = z.input<typeof languageInputSchema>;
export const languageSchema = language.item;
export type Language = z.infer<typeof languageSchema>;

const certificate = kindSchemas(SECTION_FIELDS.certificate);
export const certificateInputSchema = certificate.input;
export type CertificateInput = z.input<typeof certificateInputSchema>;
export const certificateSchema = certificate.item;
export type Certificate = z.infer<typeof certificateSchema>;

const award = kindSchemas(SECTION_FIELDS.award);
export const awardInputSchema = award.input;
export type AwardInput = z.input<typeof awardInputSchema>;
export const awardSchema = award.item;
export type Award = z.infer<typeof awardSchema>;

const publication = kindSchemas(SECTION_FIELDS.publication);
export const publicationInputSchema = publication.input;
export type PublicationInput = z.input<typeof publicationInputSchema>;
export const publicationSchema = publication.item;
export type Publication = z.infer<typeof publicationSchema>;

const volunteering = kindSchemas(SECTION_FIELDS.volunteering);
export const volunteeringInputSchema = volunteering.input;
export type VolunteeringInput = z.input<typeof volunteeringInputSchema>;
export const volunteeringSchema = volunteering.item;
export type Volunteering = z.infer<typeof volunteeringSchema>;

const interest = kindSchemas(SECTION_FIELDS.interest);
export const interestInputSchema = interest.input;
export type InterestInput = z.input<typeof interestInputSchema>;
export const interestSchema = interest.item;
export type Interest = z.infer<typeof interestSchema>;

const reference = kindSchemas(SECTION_FIELDS.reference);
export const referenceInputSchema = reference.input;
export type ReferenceInput = z.input<typeof referenceInputSchema>;
export const referenceSchema = reference.item;
export type Reference = z.infer<typeof referenceSchema>;

const customEntry = kindSchemas(SECTION_FIELDS['custom-entry']);
export const customEntryInputSchema = customEntry.input;
export type CustomEntryInput = z.input<typeof customEntryInputSchema>;
export const customEntrySchema = customEntry.item;
export type CustomEntry = z.infer<typeof customEntrySchema>;

/** The fields of each kind that may hold a translation (see translations.ts). */
export const TRANSLATABLE_FIELDS = {
  'work-experience': workExperience.translatable,
  education: education.translatable,
  skill: skill.translatable,
  project: project.translatable,
  link: link.translatable,
  language: language.translatable,
  certificate: certificate.translatable,
  award: award.translatable,
  publication: publication.translatable,
  volunteering: volunteering.translatable,
  interest: interest.translatable,
  reference: reference.translatable,
  'custom-entry': customEntry.translatable,
} as const satisfies Record<FieldKindName, readonly string[]>;
