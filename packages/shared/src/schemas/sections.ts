import { z } from 'zod';
import { CV_LIMITS, LIMITS } from '../constants';
import { optionalText, requiredText } from './common';
import { sectionTitleTranslations, textLangsSchema } from './translations';
import {
  awardInputSchema,
  awardSchema,
  certificateInputSchema,
  certificateSchema,
  customEntryInputSchema,
  customEntrySchema,
  educationInputSchema,
  educationSchema,
  interestInputSchema,
  interestSchema,
  languageInputSchema,
  languageSchema,
  linkInputSchema,
  linkSchema,
  projectInputSchema,
  projectSchema,
  publicationInputSchema,
  publicationSchema,
  referenceInputSchema,
  referenceSchema,
  skillInputSchema,
  skillSchema,
  volunteeringInputSchema,
  volunteeringSchema,
  workExperienceInputSchema,
  workExperienceSchema,
} from './entries';

/**
 * The one registry of section kinds. A kind is its schemas (entries.ts) plus
 * this record: the `{kind}` path segment of its routes, the list key in the
 * profile, its entry limit, the date that orders it, the fields that hold
 * descriptions (hidden publicly with "hide descriptions") and whether the
 * section is public and printed until the owner decides. The server's routes,
 * storage and mappers and the web editor all iterate over it; adding a kind
 * is a schema in entries.ts, a record here, labels and its renderings.
 */

interface KindDefinition<
  In extends z.ZodType,
  Item extends z.ZodObject,
  L extends string,
  D extends readonly string[],
> {
  input: In;
  item: Item;
  /** Key of the kind's list in the profile responses. */
  listKey: L;
  limit: number;
  /** The date that orders entries after the owner's own order (latest first). */
  sortDate?: string;
  /** Description-like fields: formatted text and bullet points. */
  descriptions: D;
  /** Defaults of the section's switches. */
  defaults: { public: boolean; print: boolean };
}

const shown = { public: true, print: true } as const;
const many = CV_LIMITS.entriesMax;

function kind<
  In extends z.ZodType,
  Item extends z.ZodObject,
  const L extends string,
  const D extends readonly string[],
>(definition: KindDefinition<In, Item, L, D>) {
  return definition;
}

export const SECTION_KINDS = {
  'work-experience': kind({
    input: workExperienceInputSchema,
    item: workExperienceSchema,
    listKey: 'workExperiences',
    limit: many,
    sortDate: 'positionStart',
    descriptions: ['description', 'highlights'],
    defaults: shown,
  }),
  education: kind({
    input: educationInputSchema,
    item: educationSchema,
    listKey: 'educations',
    limit: many,
    sortDate: 'educationStart',
    descriptions: ['description'],
    defaults: shown,
  }),
  skill: kind({
    input: skillInputSchema,
    item: skillSchema,
    listKey: 'skills',
    limit: CV_LIMITS.skillsMax,
    descriptions: [],
    defaults: shown,
  }),
  project: kind({
    input: projectInputSchema,
    item: projectSchema,
    listKey: 'projects',
    limit: many,
    sortDate: 'projectStart',
    descriptions: ['description'],
    defaults: shown,
  }),
  link: kind({
    input: linkInputSchema,
    item: linkSchema,
    listKey: 'links',
    limit: 20,
    descriptions: [],
    defaults: shown,
  }),
  language: kind({
    input: languageInputSchema,
    item: languageSchema,
    listKey: 'languages',
    limit: 30,
    descriptions: [],
    defaults: shown,
  }),
  certificate: kind({
    input: certificateInputSchema,
    item: certificateSchema,
    listKey: 'certificates',
    limit: many,
    sortDate: 'date',
    descriptions: [],
    defaults: shown,
  }),
  award: kind({
    input: awardInputSchema,
    item: awardSchema,
    listKey: 'awards',
    limit: many,
    sortDate: 'date',
    descriptions: ['summary'],
    defaults: shown,
  }),
  publication: kind({
    input: publicationInputSchema,
    item: publicationSchema,
    listKey: 'publications',
    limit: many,
    sortDate: 'date',
    descriptions: ['summary'],
    defaults: shown,
  }),
  volunteering: kind({
    input: volunteeringInputSchema,
    item: volunteeringSchema,
    listKey: 'volunteering',
    limit: many,
    sortDate: 'start',
    descriptions: ['description', 'highlights'],
    defaults: shown,
  }),
  interest: kind({
    input: interestInputSchema,
    item: interestSchema,
    listKey: 'interests',
    limit: 50,
    descriptions: [],
    defaults: shown,
  }),
  reference: kind({
    input: referenceInputSchema,
    item: referenceSchema,
    listKey: 'references',
    limit: 30,
    descriptions: ['text'],
    defaults: { public: false, print: false },
  }),
  'custom-entry': kind({
    input: customEntryInputSchema,
    item: customEntrySchema,
    listKey: 'customSections',
    limit: many,
    sortDate: 'start',
    descriptions: ['description'],
    defaults: shown,
  }),
} as const;

export type EntryKind = keyof typeof SECTION_KINDS;
/** The `{kind}` path segments of the entry routes, in the editor's and the CV's order. */
export const ENTRY_KINDS = Object.keys(SECTION_KINDS) as EntryKind[];
export const entryKindSchema = z.enum(ENTRY_KINDS as [EntryKind, ...EntryKind[]]);

/** The kinds with one fixed section each (every kind but the entries of custom sections). */
export type SectionKind = Exclude<EntryKind, 'custom-entry'>;
export const SECTION_KIND_IDS = ENTRY_KINDS.filter((k): k is SectionKind => k !== 'custom-entry');

/** The saved entry of each kind, as the profile lists it. */
export type EntryItem<K extends EntryKind = EntryKind> = {
  [Kind in EntryKind]: z.infer<(typeof SECTION_KINDS)[Kind]['item']>;
}[K];

/** Input and saved-item schema of each entry kind, by its path segment. */
export const entrySchemas = Object.fromEntries(
  ENTRY_KINDS.map((k) => [k, { input: SECTION_KINDS[k].input, item: SECTION_KINDS[k].item }]),
) as {
  [K in EntryKind]: {
    input: (typeof SECTION_KINDS)[K]['input'];
    item: (typeof SECTION_KINDS)[K]['item'];
  };
};

/** How many entries one account may keep per kind (per custom section for its entries). */
export const ENTRY_LIMITS = Object.fromEntries(
  ENTRY_KINDS.map((k) => [k, SECTION_KINDS[k].limit]),
) as Record<EntryKind, number>;

/**
 * The order the public page and the CV show the sections in (the CV's until
 * its owner picks another): the career, skills and projects, the further
 * sections, the custom sections (`custom-entry` stands for all of them) and
 * the references last. Links are no section there: they go with the contact
 * details.
 */
export const PRESENTATION_ORDER = [
  'work-experience',
  'education',
  'skill',
  'project',
  'volunteering',
  'certificate',
  'award',
  'publication',
  'language',
  'interest',
  'custom-entry',
  'reference',
] as const satisfies readonly Exclude<EntryKind, 'link'>[];

/** `PUT /api/profile/{kind}/order`: all of the kind's ids (of one custom section), first to last. */
export const entryOrderSchema = z.object({
  ids: z.array(z.uuid()).max(Math.max(...Object.values(ENTRY_LIMITS))),
});
export type EntryOrder = z.infer<typeof entryOrderSchema>;

// Section switches

export const sectionSwitchesSchema = z.object({
  /** Shown on the public profile (when the profile is public at all). */
  public: z.boolean(),
  /** Printed in the CV. */
  print: z.boolean(),
});
export type SectionSwitches = z.infer<typeof sectionSwitchesSchema>;

/** The switches of every fixed section, defaults filled in. */
export const sectionSettingsSchema = z.object(
  Object.fromEntries(SECTION_KIND_IDS.map((k) => [k, sectionSwitchesSchema])) as Record<
    SectionKind,
    typeof sectionSwitchesSchema
  >,
);
export type SectionSettings = z.infer<typeof sectionSettingsSchema>;

/** `PUT /api/profile/sections`: the switches to change; sections not named keep theirs. */
export const sectionSettingsInputSchema = sectionSettingsSchema.partial().strict();
export type SectionSettingsInput = z.infer<typeof sectionSettingsInputSchema>;

/** The stored switches over the kinds' defaults. */
export function resolveSectionSettings(
  stored: Partial<Record<string, Partial<SectionSwitches>>> | null | undefined,
): SectionSettings {
  return Object.fromEntries(
    SECTION_KIND_IDS.map((k) => [k, { ...SECTION_KINDS[k].defaults, ...(stored?.[k] ?? {}) }]),
  ) as SectionSettings;
}

// Custom sections

/** `POST /api/profile/custom-section`: create (no id) or rename / switch (id). */
export const customSectionInputSchema = z.object({
  id: z.uuid().optional(),
  title: requiredText(LIMITS.shortTextMax),
  public: z.boolean().default(true),
  print: z.boolean().default(true),
  position: z.number().int().min(0).max(100_000).optional(),
  translations: sectionTitleTranslations.input,
});
export type CustomSectionInput = z.input<typeof customSectionInputSchema>;

export const customSectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  position: z.number().int(),
  public: z.boolean(),
  print: z.boolean(),
  translations: sectionTitleTranslations.item,
  entries: z.array(customEntrySchema),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

/** The personal website beside the profile links (JSON Resume's basics.url). */
export const websiteSchema = optionalText(LIMITS.urlMax);

// Public items: the saved item without ids, an absent value absent instead of null.

type PublicShape<S extends z.ZodRawShape, D extends string> = {
  langs: z.ZodOptional<typeof textLangsSchema>;
} & {
  [
    K in Exclude<keyof S, 'id' | 'position' | 'sectionId' | 'translations'>
  ]: S[K] extends z.ZodNullable<infer T>
    ? z.ZodOptional<T>
    : K extends D
      ? z.ZodOptional<S[K]>
      : S[K];
};

/** The public form of a saved item: no ids, nullable fields optional, descriptions optional. */
export function publicItemSchema<S extends z.ZodRawShape, D extends string = never>(
  item: z.ZodObject<S>,
  descriptions: readonly D[],
): z.ZodObject<PublicShape<S, D>> {
  // Translations stay the owner's: a public item holds the texts in one language, and `langs`
  // names the fields shown in another (the primary text, untranslated).
  const shape: Record<string, z.ZodType> = { langs: textLangsSchema.optional() };
  for (const [key, field] of Object.entries(item.shape)) {
    if (key === 'id' || key === 'position' || key === 'sectionId' || key === 'translations')
      continue;
    const f = field as z.ZodType;
    shape[key] =
      f instanceof z.ZodNullable
        ? (f.unwrap() as z.ZodType).optional()
        : (descriptions as readonly string[]).includes(key)
          ? f.optional()
          : f;
  }
  return z.object(shape) as unknown as z.ZodObject<PublicShape<S, D>>;
}
