import {
  customSectionKey,
  entryListOf,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type Profile,
} from '@cv/shared';

/** What one CV document leaves out of the profile: its `CvSettings` fit as they are. */
export interface CvContentSelection {
  /** Section keys: a kind (`work-experience`) or `custom:<id>`. */
  hiddenSections: readonly string[];
  /** Entry ids. */
  excludedEntries: readonly string[];
}

type ListKey = (typeof SECTION_KINDS)[(typeof SECTION_KIND_IDS)[number]]['listKey'];

/**
 * The profile as one CV prints it, for the exports that take a profile (JSON
 * Resume): the same rule as the PDF's content (`toCvData`). A fixed section
 * prints when its print switch is on (references are off until the owner
 * turns them on) and the CV does not hide it; a custom section when its own
 * print switch is on and the CV does not hide it, and only if an entry is
 * left. The entries the CV leaves out are removed; the general texts stay.
 */
export function selectForCv(profile: Profile, selection: CvContentSelection): Profile {
  const hidden = new Set(selection.hiddenSections);
  const excluded = new Set(selection.excludedEntries);
  const kept = <T extends { id: string }>(key: string, printed: boolean, entries: T[]): T[] =>
    printed && !hidden.has(key) ? entries.filter((entry) => !excluded.has(entry.id)) : [];
  const lists = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => [
      SECTION_KINDS[kind].listKey,
      kept(kind, profile.sectionSettings[kind].print, entryListOf(profile, kind)),
    ]),
  ) as Pick<Profile, ListKey>;
  const customSections = profile.customSections
    .map((section) => ({
      ...section,
      entries: kept(customSectionKey(section.id), section.print, section.entries),
    }))
    .filter((section) => section.entries.length > 0);
  return { ...profile, ...lists, customSections };
}
