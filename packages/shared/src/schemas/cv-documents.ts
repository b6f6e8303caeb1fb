import { z } from 'zod';
import { WHITE } from '../colors';
import { DEFAULT_LOCALE } from '../constants';
import { hexColor, requiredText } from './common';
import { cvDesignIdSchema, cvLangSchema, cvPaperSchema, type CvDesignId } from './cv';
import { SECTION_FIELDS } from './section-fields';
import { PRESENTATION_ORDER, SECTION_KIND_IDS, type SectionKind } from './sections';

/**
 * CV documents: a saved selection and layout of the profile. The profile
 * stays the single source of truth; a CV stores only how to print it (design,
 * language, page size, font, colours, date format, section order, hidden
 * sections, page breaks, the side column, left-out entries, photo, fit to
 * pages, type size, spacing and margins), never a copy of content.
 */

export const CV_DOCUMENT_LIMITS = {
  /** CVs one account may keep. */
  documentsMax: 50,
  nameMax: 100,
  /** Entries one CV may leave out; far above the entries one profile can hold. */
  excludedEntriesMax: 1000,
} as const;

/** The bundled font families a CV can be set in (the files live in the server's assets). */
export const CV_FONTS = ['caladea', 'pagella', 'inter', 'roboto'] as const;
export const cvFontSchema = z.enum(CV_FONTS);
export type CvFont = z.infer<typeof cvFontSchema>;

/** What the fonts are called in menus (family names, the same in every language). */
export const CV_FONT_NAMES: Record<CvFont, string> = {
  caladea: 'Caladea',
  pagella: 'TeX Gyre Pagella',
  inter: 'Inter',
  roboto: 'Roboto Condensed',
};

/** The fonts that suit each design; the first is the design's own. */
export const CV_DESIGN_FONTS: Record<CvDesignId, readonly [CvFont, ...CvFont[]]> = {
  classic: ['caladea', 'pagella', 'inter'],
  modern: ['inter', 'roboto', 'caladea'],
  compact: ['roboto', 'inter'],
  elegant: ['pagella', 'caladea'],
  lebenslauf: ['inter', 'caladea', 'pagella'],
  plain: ['caladea', 'pagella', 'inter'],
  timeline: ['roboto', 'inter', 'caladea'],
  bold: ['inter', 'roboto'],
  executive: ['pagella', 'caladea', 'inter'],
  europass: ['inter', 'roboto', 'caladea'],
  academic: ['pagella', 'caladea', 'inter'],
  creative: ['inter', 'roboto'],
};

/** The font a CV prints in: its choice when that suits the design, else the design's own. */
export function cvFontFor(design: CvDesignId, font: CvFont | null | undefined): CvFont {
  const fonts = CV_DESIGN_FONTS[design];
  return font && fonts.includes(font) ? font : fonts[0];
}

/**
 * How months print: `month` "Mar 2024" / "März 2024", `numeric` "03/2024" /
 * "03.2024", `iso` "2024-03".
 */
export const CV_DATE_FORMATS = ['month', 'numeric', 'iso'] as const;
export const cvDateFormatSchema = z.enum(CV_DATE_FORMATS);
export type CvDateFormat = z.infer<typeof cvDateFormatSchema>;

/** Fit to at most this many pages; null: let the content take what it needs. */
export const CV_FIT_PAGES = [1, 2] as const;
export const cvFitPagesSchema = z.union([z.literal(1), z.literal(2)]).nullable();

/**
 * A body section of a CV: a fixed section by its kind (`work-experience`,
 * `language`, …) or a custom section as `custom:<id>`. A key of a section
 * that no longer exists is ignored, so deleting a custom section never breaks
 * a CV that names it.
 */
export const CUSTOM_SECTION_KEY_PREFIX = 'custom:';
export type CvSectionKey = SectionKind | `${typeof CUSTOM_SECTION_KEY_PREFIX}${string}`;
export const cvSectionKeySchema = z.union([
  z.enum(SECTION_KIND_IDS as [SectionKind, ...SectionKind[]]),
  z.templateLiteral([CUSTOM_SECTION_KEY_PREFIX, z.uuid()]),
]);

export function customSectionKey(id: string): CvSectionKey {
  return `${CUSTOM_SECTION_KEY_PREFIX}${id}`;
}

/**
 * The body sections in the order a CV prints them unless its owner chose
 * another: the career first, references last, custom sections just before
 * them. Links are no section here: they print with the contact details.
 */
export const DEFAULT_SECTION_ORDER: readonly SectionKind[] = PRESENTATION_ORDER.filter(
  (kind): kind is Exclude<(typeof PRESENTATION_ORDER)[number], 'custom-entry'> =>
    kind !== 'custom-entry',
);

/**
 * Every body section of a profile in a CV's order: the keys the CV names
 * first (keys of sections that no longer exist are dropped), then the others
 * in the default order. The renderer orders the printed sections the same way.
 */
export function fullSectionOrder(
  order: readonly string[],
  customSectionIds: readonly string[],
): CvSectionKey[] {
  const customs = customSectionIds.map(customSectionKey);
  const defaults: CvSectionKey[] = [
    ...DEFAULT_SECTION_ORDER.filter((k) => k !== 'reference'),
    ...customs,
    'reference',
  ];
  const known = new Set<string>(defaults);
  const named = [...new Set(order)].filter((key): key is CvSectionKey => known.has(key));
  const chosen = new Set<string>(named);
  return [...named, ...defaults.filter((key) => !chosen.has(key))];
}

/**
 * The owner's layout: factors on the design as drawn (1: as drawn), each
 * bounded so the CV stays readable. They set where the CV starts; fit to
 * pages tightens from there, and the templates keep type at or above its
 * floor (9 pt body, 8 pt small text) whatever the factor.
 */
export const CV_LAYOUT_FACTORS = {
  /** Every text size. */
  typeScale: { min: 0.95, max: 1, step: 0.025 },
  /** Line and paragraph spacing of running text. */
  lineHeight: { min: 0.9, max: 1.15, step: 0.05 },
  /** Page margins and the insets of full-width bands. */
  margins: { min: 0.8, max: 1, step: 0.1 },
  /** The space before each section's heading. */
  sectionSpacing: { min: 0.7, max: 1.3, step: 0.1 },
  /** The space between entries and the other air within sections. */
  entrySpacing: { min: 0.7, max: 1.3, step: 0.1 },
} as const;
export type CvLayoutFactor = keyof typeof CV_LAYOUT_FACTORS;
export const CV_LAYOUT_FACTOR_IDS = Object.keys(CV_LAYOUT_FACTORS) as CvLayoutFactor[];

const layoutFactor = (factor: CvLayoutFactor) =>
  z.number().min(CV_LAYOUT_FACTORS[factor].min).max(CV_LAYOUT_FACTORS[factor].max);

/** The photo's shape; null: the design's own (a circle or a portrait rectangle). */
export const CV_PHOTO_SHAPES = ['round', 'square'] as const;
export const cvPhotoShapeSchema = z.enum(CV_PHOTO_SHAPES);
export type CvPhotoShape = z.infer<typeof cvPhotoShapeSchema>;

/** The photo's size against the design's own (medium). */
export const CV_PHOTO_SIZES = ['small', 'medium', 'large'] as const;
export const cvPhotoSizeSchema = z.enum(CV_PHOTO_SIZES);
export type CvPhotoSize = z.infer<typeof cvPhotoSizeSchema>;
export const CV_PHOTO_SCALE: Record<CvPhotoSize, number> = { small: 0.8, medium: 1, large: 1.2 };

const sectionKeys = z.array(cvSectionKeySchema).max(SECTION_KIND_IDS.length + 20);

/**
 * Where an entry's period prints instead of where the design puts it: in a
 * column left of the titles, right of the title, in its line, or on a line of
 * its own under the title. (The left column hangs each period on its title's
 * first line, close to it: text extraction then reads it with the title.)
 */
export const CV_DATE_POSITIONS = ['left', 'right', 'below'] as const;
export const cvDatePositionSchema = z.enum(CV_DATE_POSITIONS);
export type CvDatePosition = z.infer<typeof cvDatePositionSchema>;

/**
 * Where the header prints the contact details instead of where the design
 * puts them: in lines under the name and job title, one labelled detail a
 * line there, or in a column beside the name. (Modern and Executive put them
 * at the head of the side column; any of these moves them to the header.)
 */
export const CV_CONTACT_LAYOUTS = ['line', 'list', 'column'] as const;
export const cvContactLayoutSchema = z.enum(CV_CONTACT_LAYOUTS);
export type CvContactLayout = z.infer<typeof cvContactLayoutSchema>;

/** The side a two-column design draws its side column on. */
export const CV_SIDEBAR_SIDES = ['left', 'right'] as const;
export const cvSidebarSideSchema = z.enum(CV_SIDEBAR_SIDES);
export type CvSidebarSide = z.infer<typeof cvSidebarSideSchema>;

/** The side column's width against the design's own (medium). */
export const CV_SIDEBAR_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export const cvSidebarWidthSchema = z.enum(CV_SIDEBAR_WIDTHS);
export type CvSidebarWidth = z.infer<typeof cvSidebarWidthSchema>;
export const CV_SIDEBAR_SCALE: Record<CvSidebarWidth, number> = {
  narrow: 0.85,
  medium: 1,
  wide: 1.2,
};

/**
 * A two-column design's own side column: the side it stands on, and what
 * fills it (the accent, the profile's background colour, or nothing).
 */
export interface CvSidebarDesign {
  side: CvSidebarSide;
  fill: 'accent' | 'panel' | 'paper';
}

/** The designs with a side column beside the career. */
export const CV_SIDEBAR_DESIGNS: Partial<Record<CvDesignId, CvSidebarDesign>> = {
  modern: { side: 'left', fill: 'accent' },
  bold: { side: 'left', fill: 'paper' },
  executive: { side: 'right', fill: 'panel' },
};

/**
 * The side column's background unless the CV chose one: the design's own
 * fill in the profile's colours (accent or background), else white paper.
 */
export function cvSidebarFill(
  design: CvDesignId | undefined,
  colors: { accent: string; panel: string },
): string {
  const fill = design && CV_SIDEBAR_DESIGNS[design]?.fill;
  return fill === 'accent' ? colors.accent : fill === 'panel' ? colors.panel : WHITE;
}

/** The side column's settings: kept for the next design with one when a design without one is chosen. */
const SIDE_COLUMN_SETTINGS = [
  'sidebarSections',
  'sidebarWidth',
  'sidebarSide',
  'sidebarColor',
  'sidebarTextColor',
] as const;

/** Whether the owner set up the side column: any of its settings other than as drawn. */
export function sideColumnChosen(
  settings: Pick<CvSettings, (typeof SIDE_COLUMN_SETTINGS)[number]>,
): boolean {
  return SIDE_COLUMN_SETTINGS.some((key) => settings[key] !== CV_LAYOUT_AS_DRAWN[key]);
}

export function hasSidebar(design: CvDesignId): boolean {
  return design in CV_SIDEBAR_DESIGNS;
}

/** What a side column holds unless its owner chose: the short lists (skills, languages, interests). */
export const DEFAULT_SIDEBAR_SECTIONS: readonly CvSectionKey[] = SECTION_KIND_IDS.filter(
  (kind) => SECTION_FIELDS[kind].layout !== 'entries' && SECTION_FIELDS[kind].layout !== 'links',
);

/** The sections a CV's side column holds (in a design with one): the owner's choice or the default. */
export function cvSidebarSections(
  sidebarSections: readonly CvSectionKey[] | null | undefined,
): readonly CvSectionKey[] {
  return sidebarSections ?? DEFAULT_SIDEBAR_SECTIONS;
}

export const cvSettingsSchema = z.object({
  design: cvDesignIdSchema,
  /** Language of headings and dates. */
  lang: cvLangSchema,
  paper: cvPaperSchema,
  /** null: the design's own font. */
  font: cvFontSchema.nullable(),
  /** null: the profile theme's header colour. */
  accentColor: hexColor.nullable(),
  dateFormat: cvDateFormatSchema,
  /** Sections first to last; sections not named follow in their default order. */
  sectionOrder: sectionKeys,
  hiddenSections: sectionKeys,
  /** Sections that start on a new page (a section the first on its page already stays where it is). */
  newPageSections: sectionKeys,
  /** Sections never split across pages: the whole section moves to the next page when it does not fit. */
  keptTogetherSections: sectionKeys,
  /** Ids of profile entries this CV leaves out; ids of deleted entries are ignored. */
  excludedEntries: z.array(z.uuid()).max(CV_DOCUMENT_LIMITS.excludedEntriesMax),
  photo: z.boolean(),
  /** A QR code to the owner's public profile on the first page (it only leads there while the profile is public). */
  qrCode: z.boolean(),
  fitPages: cvFitPagesSchema,
  typeScale: layoutFactor('typeScale'),
  lineHeight: layoutFactor('lineHeight'),
  margins: layoutFactor('margins'),
  sectionSpacing: layoutFactor('sectionSpacing'),
  entrySpacing: layoutFactor('entrySpacing'),
  /** "Page 1 of 2" at the foot of each page of a CV longer than one. */
  pageNumbers: z.boolean(),
  photoShape: cvPhotoShapeSchema.nullable(),
  photoSize: cvPhotoSizeSchema,
  /**
   * The sections a two-column design sets in its side column, in the CV's
   * order; null: the short lists (skills, languages, interests). A section
   * that does not fit there on page one moves to the main column.
   */
  sidebarSections: sectionKeys.nullable(),
  sidebarWidth: cvSidebarWidthSchema,
  /** null: the side the design draws it on. */
  sidebarSide: cvSidebarSideSchema.nullable(),
  /** Where entries print their period; null: where the design puts it. */
  datePosition: cvDatePositionSchema.nullable(),
  /** Where the header prints the contact details; null: where the design puts them. */
  contactLayout: cvContactLayoutSchema.nullable(),
  /** Section headings; null: the design's own. Printed at WCAG AA contrast at least. */
  headingColor: hexColor.nullable(),
  /** The side column's background; null: the design's own. */
  sidebarColor: hexColor.nullable(),
  /** The side column's text; null: black or white, whichever reads. Printed at AA at least. */
  sidebarTextColor: hexColor.nullable(),
});
export type CvSettings = z.infer<typeof cvSettingsSchema>;

/** What a new CV starts with: today's defaults. */
export function defaultCvSettings(lang = DEFAULT_LOCALE): CvSettings {
  return {
    design: 'classic',
    lang,
    paper: 'a4',
    font: null,
    accentColor: null,
    dateFormat: 'month',
    sectionOrder: [],
    hiddenSections: [],
    newPageSections: [],
    keptTogetherSections: [],
    excludedEntries: [],
    photo: true,
    qrCode: false,
    fitPages: null,
    ...CV_LAYOUT_AS_DRAWN,
  };
}

/** The layout settings at the designs' own look: what a CV saved before they existed reads with. */
export const CV_LAYOUT_AS_DRAWN = {
  typeScale: 1,
  lineHeight: 1,
  margins: 1,
  sectionSpacing: 1,
  entrySpacing: 1,
  pageNumbers: true,
  photoShape: null,
  photoSize: 'medium',
  sidebarSections: null,
  sidebarWidth: 'medium',
  sidebarSide: null,
  datePosition: null,
  contactLayout: null,
  headingColor: null,
  sidebarColor: null,
  sidebarTextColor: null,
} as const satisfies Partial<CvSettings>;

/** The settings that shape the layout, as the renderer takes them. */
export type CvLayoutSettings = Pick<CvSettings, keyof typeof CV_LAYOUT_AS_DRAWN>;

/** A CV's layout settings alone. */
export function cvLayoutSettings(settings: CvSettings): CvLayoutSettings {
  const keys = Object.keys(CV_LAYOUT_AS_DRAWN) as (keyof CvLayoutSettings)[];
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as CvLayoutSettings;
}

const cvName = requiredText(CV_DOCUMENT_LIMITS.nameMax);

export const cvDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  settings: cvSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CvDocument = z.infer<typeof cvDocumentSchema>;
export const cvDocumentListSchema = z.array(cvDocumentSchema);

/** `POST /api/cvs`: a new CV from today's defaults, or a copy of `copyOf`'s settings. */
export const cvDocumentCreateSchema = z
  .object({
    name: cvName,
    copyOf: z.uuid().optional(),
    settings: cvSettingsSchema.partial().optional(),
  })
  .strict();
export type CvDocumentCreate = z.input<typeof cvDocumentCreateSchema>;

/** `PATCH /api/cvs/{id}`: the name and the settings to change; settings not named keep theirs. */
export const cvDocumentUpdateSchema = z
  .object({
    name: cvName.optional(),
    settings: cvSettingsSchema.partial().strict().optional(),
  })
  .strict();
export type CvDocumentUpdate = z.input<typeof cvDocumentUpdateSchema>;

export const cvDocumentPreviewQuerySchema = z.object({
  /** Smaller SVGs for the page thumbnails; the studio's preview uses full pages. */
  pages: z.coerce.number().int().min(1).max(20).optional(),
});

/** Something a careful reader would point out before the CV is sent. */
export const CV_CHECK_CODES = [
  'endBeforeStart',
  'noContact',
  'emptySection',
  'spillsOntoPage',
  'lowContrastAccent',
  'lowContrastColor',
  'longDescription',
  'cannotFit',
  'untranslated',
  'partlyTranslated',
  'manyPages',
  'sideColumnFull',
  'tooWide',
] as const;
export const cvCheckSchema = z.object({
  code: z.enum(CV_CHECK_CODES),
  /** Message parameters: the entry's title, the section, the page, the ratio, the colour's role. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where the check points: a section key, and an entry id when it is about one entry. */
  section: z.string().optional(),
  entryId: z.uuid().optional(),
});
export type CvCheck = z.infer<typeof cvCheckSchema>;

/**
 * `GET /api/cvs/{id}/preview`: every page as SVG (made from user text: show it
 * as an image, never inline), how the fit went, and the checks.
 */
export const cvDocumentPreviewSchema = z.object({
  pages: z.array(z.string()),
  fit: z.object({
    /** `off`: not asked; `fits`: as designed; `shrunk`: spacing or type reduced; `cannot`. */
    status: z.enum(['off', 'fits', 'shrunk', 'cannot']),
    /** 1 = as designed; the factors the engine settled on. */
    spacing: z.number(),
    fontScale: z.number(),
    /** `cannot`: how many pages too long the CV is even at the tightest setting (0.4: four tenths of a page). */
    overPages: z.number().optional(),
  }),
  checks: z.array(cvCheckSchema),
});
export type CvDocumentPreview = z.infer<typeof cvDocumentPreviewSchema>;
