import { z } from 'zod';
import { CV_LIMITS, LIMITS, LOCALES } from '../constants';
import { hexColor, httpUrl, isoDate } from './common';
import { publicItemSchema, SECTION_KINDS } from './sections';
import { textLangsSchema } from './translations';

/**
 * The CV (PDF) contract: the designs, the query parameters of the CV routes
 * and `CvData`, the one shape every design renders. The server builds
 * `CvData` from the stored profile; the renderer re-validates it because it
 * is the last stop before the typesetter.
 */

export const CV_DESIGN_IDS = [
  'classic',
  'modern',
  'compact',
  'elegant',
  'lebenslauf',
  'plain',
  'timeline',
  'bold',
  'executive',
  'europass',
  'academic',
  'creative',
] as const;
export const cvDesignIdSchema = z.enum(CV_DESIGN_IDS);
export type CvDesignId = z.infer<typeof cvDesignIdSchema>;

export const cvLangSchema = z.enum(LOCALES);

/** Page sizes a CV is set on: ISO A4 or US Letter. */
export const CV_PAPERS = ['a4', 'letter'] as const;
export const cvPaperSchema = z.enum(CV_PAPERS);
export type CvPaper = z.infer<typeof cvPaperSchema>;

/** Stored rows have null where the contract says "absent": accept both. */
const optional = (max: number) => z.string().max(max).nullish();
const required = (max: number) => z.string().max(max);
const optionalDate = isoDate.nullish();
const optionalUrl = httpUrl.nullish();
const textList = z.array(z.string().max(LIMITS.highlightMax)).max(LIMITS.listItemsMax).default([]);

/** A kind's entry as the CV takes it: its public form (absent values absent), bounded in number. */
function cvList<S extends z.ZodRawShape>(
  kind: { item: z.ZodObject<S> },
  max = CV_LIMITS.entriesMax,
) {
  return z.array(publicItemSchema(kind.item, [])).max(max).default([]);
}

export const cvPersonSchema = z.object({
  firstName: optional(LIMITS.nameMax),
  lastName: optional(LIMITS.nameMax),
  displayName: optional(LIMITS.nameMax),
  jobTitle: optional(LIMITS.shortTextMax),
  bio: optional(LIMITS.longTextMax),
  location: optional(LIMITS.shortTextMax),
  email: optional(LIMITS.shortTextMax),
  phone: optional(LIMITS.shortTextMax),
  birthday: optionalDate,
  address: z
    .object({
      street: optional(LIMITS.shortTextMax),
      houseNumber: optional(LIMITS.nameMax),
      postcode: optional(LIMITS.nameMax),
      city: optional(LIMITS.shortTextMax),
      /** The country's display name in the CV's language. */
      country: optional(LIMITS.shortTextMax),
    })
    .nullish(),
  /** The general texts shown in another language than the CV's (the primary text, untranslated). */
  langs: textLangsSchema.optional(),
});

export const cvWorkExperienceSchema = z.object({
  langs: textLangsSchema.optional(),
  jobTitle: required(LIMITS.shortTextMax),
  company: required(LIMITS.shortTextMax),
  location: optional(LIMITS.shortTextMax),
  positionStart: isoDate,
  /** Absent means "present". */
  positionEnd: optionalDate,
  description: optional(LIMITS.longTextMax),
  highlights: textList,
});

export const cvEducationSchema = z.object({
  langs: textLangsSchema.optional(),
  institution: required(LIMITS.shortTextMax),
  degreeName: required(LIMITS.shortTextMax),
  level: optional(LIMITS.shortTextMax),
  educationStart: isoDate,
  educationEnd: optionalDate,
  description: optional(LIMITS.longTextMax),
});

export const cvSkillSchema = z.object({
  langs: textLangsSchema.optional(),
  name: required(LIMITS.shortTextMax),
  type: required(LIMITS.shortTextMax),
  level: z.number().int().min(LIMITS.skillLevelMin).max(LIMITS.skillLevelMax),
  keywords: textList,
});

export const cvProjectSchema = z.object({
  langs: textLangsSchema.optional(),
  name: required(LIMITS.shortTextMax),
  role: optional(LIMITS.shortTextMax),
  projectStart: optionalDate,
  projectEnd: optionalDate,
  description: optional(LIMITS.longTextMax),
  url: optionalUrl,
  links: z
    .array(z.object({ label: required(LIMITS.shortTextMax), url: httpUrl }))
    .max(LIMITS.projectLinksMax)
    .default([]),
});

export const cvDataSchema = z.object({
  lang: cvLangSchema,
  person: cvPersonSchema,
  theme: z.object({ backgroundColor: hexColor, surfaceColor: hexColor }),
  workExperiences: z.array(cvWorkExperienceSchema).max(CV_LIMITS.entriesMax).default([]),
  educations: z.array(cvEducationSchema).max(CV_LIMITS.entriesMax).default([]),
  skills: z.array(cvSkillSchema).max(CV_LIMITS.skillsMax).default([]),
  projects: z.array(cvProjectSchema).max(CV_LIMITS.entriesMax).default([]),
  /** The personal website, printed with the contact details. */
  website: optionalUrl,
  links: cvList(SECTION_KINDS.link),
  languages: cvList(SECTION_KINDS.language),
  certificates: cvList(SECTION_KINDS.certificate),
  awards: cvList(SECTION_KINDS.award),
  publications: cvList(SECTION_KINDS.publication),
  volunteering: cvList(SECTION_KINDS.volunteering),
  interests: cvList(SECTION_KINDS.interest),
  /** Only when the owner has switched the references section on for the CV. */
  references: cvList(SECTION_KINDS.reference),
  customSections: z
    .array(
      z.object({
        /**
         * What a CV's section order calls the section (`custom:<id>`, see
         * cv-documents.ts); absent, the renderer makes one from its position.
         */
        key: z.string().min(1).max(LIMITS.nameMax).optional(),
        title: required(LIMITS.shortTextMax),
        langs: textLangsSchema.optional(),
        entries: cvList(SECTION_KINDS['custom-entry']),
      }),
    )
    .max(LIMITS.customSectionsMax)
    .default([]),
});
/** What a loader hands to the renderer (defaults may be omitted). */
export type CvDataInput = z.input<typeof cvDataSchema>;
export type CvData = z.output<typeof cvDataSchema>;
export type CvWorkExperience = z.output<typeof cvWorkExperienceSchema>;
export type CvEducation = z.output<typeof cvEducationSchema>;
export type CvSkill = z.output<typeof cvSkillSchema>;
export type CvProject = z.output<typeof cvProjectSchema>;

export const cvDesignSchema = z.object({
  id: cvDesignIdSchema,
  name: z.string(),
  description: z.string(),
  /** A picture of the design filled with a sample profile. */
  previewUrl: z.string(),
});
export type CvDesign = z.infer<typeof cvDesignSchema>;
export const cvDesignListSchema = z.array(cvDesignSchema);

/**
 * `GET /api/cv/pdf`: `lang` defaults to the request's language, `paper` to
 * A4; `closing` ("Ort, Datum" and a signature line at the end) defaults to on
 * only for the Lebenslauf design in German.
 */
export const cvPdfQuerySchema = z.object({
  design: cvDesignIdSchema,
  lang: cvLangSchema.optional(),
  paper: cvPaperSchema.optional(),
  closing: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type CvPdfQuery = z.infer<typeof cvPdfQuerySchema>;

/** `GET /api/cv/preview`: one page of the user's own CV as SVG. */
export const cvPreviewQuerySchema = cvPdfQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(CV_LIMITS.pagesMax).default(1),
});
export type CvPreviewQuery = z.infer<typeof cvPreviewQuerySchema>;

/** `GET /api/cv/designs/:design/preview.png`: the sample-profile picture. */
export const cvDesignPreviewParamsSchema = z.object({ design: cvDesignIdSchema });
export const cvDesignPreviewQuerySchema = z.object({ lang: cvLangSchema.optional() });
