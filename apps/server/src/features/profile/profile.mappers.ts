import { z } from 'zod';
import {
  defaultTheme,
  ENTRY_KINDS,
  entrySchemas,
  resolveSectionSettings,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type CustomSection,
  type EntryItem,
  type EntryKind,
  type Profile,
  generalTranslations,
  localizeFields,
  sectionTitleTranslations,
  TRANSLATABLE_FIELDS,
  type Locale,
  type SectionKind,
  type TextLangs,
  type Theme,
  type Translations,
} from '@cv/shared';
import type { FullProfile } from './profile.repository';

/**
 * Rows to responses, one function per resource. What a response may contain
 * is decided here and in the shared response schemas, nowhere else.
 */

export type { EntryItem };

type StoredEntry = FullProfile['entries'][number];
type StoredSection = FullProfile['customSections'][number];

/** The columns an entry row adds to its JSON fields. */
const COLUMN_FIELDS = new Set(['id', 'position', 'sectionId']);

/** The owner's translations: in the saved item, never in what the public page or the CV take. */
const TRANSLATIONS = 'translations';

// Each kind's item fields, and which of them are lists (absent: []) rather than values (absent: null).
const ITEM_FIELDS = Object.fromEntries(
  ENTRY_KINDS.map((kind) => [
    kind,
    Object.entries(entrySchemas[kind].item.shape).map(([field, schema]) => ({
      field,
      list: schema instanceof z.ZodArray,
    })),
  ]),
) as Record<EntryKind, { field: string; list: boolean }[]>;

/** An entry row as its kind's saved item: its JSON fields, allow-listed by the item schema. */
export function toEntryItem<K extends EntryKind>(
  kind: K,
  row: Pick<StoredEntry, 'id' | 'position' | 'sectionId' | 'data'>,
): EntryItem<K> {
  const columns: Record<string, unknown> = row;
  return Object.fromEntries(
    ITEM_FIELDS[kind].map(({ field, list }) => [
      field,
      COLUMN_FIELDS.has(field)
        ? columns[field]
        : (row.data[field] ?? (list ? [] : field === TRANSLATIONS ? {} : null)),
    ]),
  ) as EntryItem<K>;
}

// Each kind's description-like fields, as sets for the hot path below.
const DESCRIPTIONS = Object.fromEntries(
  ENTRY_KINDS.map((kind) => [kind, new Set<string>(SECTION_KINDS[kind].descriptions)]),
) as Record<EntryKind, Set<string>>;

/** Which language to show texts in, and which one they are written in. */
export interface TextLanguage {
  lang: Locale;
  primary: Locale;
}

/**
 * An entry as the public page and the CV take it: no ids, no empty values, and
 * without its descriptions (formatted text and bullet points) when they are hidden.
 * In `text.lang` a field shows its translation where there is one, else the
 * primary text, named in `langs`. Built in one pass over the kind's fields:
 * the public profile is the hottest read.
 */
export function compactEntry(
  kind: EntryKind,
  row: Pick<StoredEntry, 'data'>,
  hideDescriptions: boolean,
  text?: TextLanguage,
): never {
  const hidden = hideDescriptions ? DESCRIPTIONS[kind] : undefined;
  const out: Record<string, unknown> = {};
  for (const { field, list } of ITEM_FIELDS[kind]) {
    if (COLUMN_FIELDS.has(field) || field === TRANSLATIONS || hidden?.has(field)) continue;
    const value = row.data[field];
    if (value !== null && value !== undefined && value !== '') out[field] = value;
    else if (list) out[field] = [];
  }
  // In the primary language too: a text still empty there shows its translation.
  if (text) {
    const fields = TRANSLATABLE_FIELDS[kind].filter((field) => !hidden?.has(field));
    const translations = row.data[TRANSLATIONS] as Translations | undefined;
    const { values, langs } = localizeFields(out, fields, translations, text.lang, text.primary);
    if (Object.keys(langs).length > 0) values.langs = langs;
    return values as never;
  }
  // Typed by the schema of the list it goes into, which serializes or validates it.
  return out as never;
}

/** The `langs` of localized texts as a response carries them: none when all are in the language asked for. */
export const withLangs = (langs: TextLangs): { langs?: TextLangs } =>
  Object.keys(langs).length > 0 ? { langs } : {};

/** The profile's job title, bio and location in `text.lang`, where translated (see localizeFields). */
export function localizedGeneral(full: FullProfile, text: TextLanguage) {
  return localizeFields(
    { jobTitle: full.jobTitle, bio: full.bio, location: full.location },
    generalTranslations.fields,
    full.translations,
    text.lang,
    text.primary,
  );
}

/** A custom section's title in `text.lang`, where translated, else named in `langs`. */
export function localizedSectionTitle(
  section: Pick<StoredSection, 'title' | 'translations'>,
  text: TextLanguage,
): { title: string; langs?: TextLangs } {
  const { values, langs } = localizeFields(
    { title: section.title },
    sectionTitleTranslations.fields,
    section.translations,
    text.lang,
    text.primary,
  );
  return { title: values.title, ...withLangs(langs) };
}

/** The profile's entries, by kind, in display order (custom entries by section). */
export function entriesByKind(full: FullProfile): Record<SectionKind, StoredEntry[]> {
  const lists = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => [kind, [] as StoredEntry[]]),
  ) as Record<SectionKind, StoredEntry[]>;
  for (const entry of full.entries) {
    if (entry.kind in lists) lists[entry.kind as SectionKind].push(entry);
  }
  return lists;
}

/**
 * The fixed sections' entries as the public page and the CV take them (see
 * compactEntry), under each kind's list key; `pick` answers the entries of a
 * kind that are shown, none of a section that is off.
 */
export function compactSections(
  full: FullProfile,
  pick: (kind: SectionKind, entries: StoredEntry[]) => StoredEntry[],
  hideDescriptions: boolean,
  text: TextLanguage,
): Record<string, never[]> {
  const lists = entriesByKind(full);
  return Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => [
      SECTION_KINDS[kind].listKey,
      pick(kind, lists[kind]).map((row) => compactEntry(kind, row, hideDescriptions, text)),
    ]),
  );
}

/** The custom sections with their entries, in display order. */
export function customSectionsOf(
  full: FullProfile,
): { section: StoredSection; entries: StoredEntry[] }[] {
  return full.customSections.map((section) => ({
    section,
    entries: full.entries.filter((e) => e.kind === 'custom-entry' && e.sectionId === section.id),
  }));
}

/** The saved theme, or the defaults when none is saved. */
export function toThemeResponse(theme: Theme | null | undefined): Theme {
  return theme
    ? { backgroundColor: theme.backgroundColor, surfaceColor: theme.surfaceColor }
    : { ...defaultTheme };
}

export function toCustomSectionResponse(
  section: StoredSection,
  entries: StoredEntry[],
): CustomSection {
  return {
    id: section.id,
    title: section.title,
    position: section.position,
    public: section.public,
    print: section.print,
    translations: section.translations,
    entries: entries.map((row) => toEntryItem('custom-entry', row)),
  };
}

/** The language the profile's texts are written in (anything unknown reads as English). */
export function contentLanguageOf(full: Pick<FullProfile, 'contentLanguage'>): Locale {
  return full.contentLanguage === 'de' ? 'de' : 'en';
}

/** The owner's whole profile (`GET /api/profile`); media keys become URLs. */
export function toProfileResponse(full: FullProfile, mediaUrl: (key: string) => string): Profile {
  const lists = entriesByKind(full);
  const items = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => [
      SECTION_KINDS[kind].listKey,
      lists[kind].map((row) => toEntryItem(kind, row)),
    ]),
  ) as Pick<Profile, (typeof SECTION_KINDS)[SectionKind]['listKey']>;
  return {
    displayName: full.displayName,
    jobTitle: full.jobTitle,
    location: full.location,
    bio: full.bio,
    website: full.website,
    publicAccess: full.publicAccess,
    showEmail: full.showEmail,
    showPhone: full.showPhone,
    showAddress: full.showAddress,
    hideDescriptions: full.hideDescriptions,
    pictureUrl: full.pictureKey ? mediaUrl(full.pictureKey) : null,
    thumbnailUrl: full.thumbnailKey ? mediaUrl(full.thumbnailKey) : null,
    theme: toThemeResponse(full.theme),
    contentLanguage: contentLanguageOf(full),
    translations: full.translations,
    ...items,
    customSections: customSectionsOf(full).map(({ section, entries }) =>
      toCustomSectionResponse(section, entries),
    ),
    sectionSettings: resolveSectionSettings(full.sectionSettings),
  };
}
