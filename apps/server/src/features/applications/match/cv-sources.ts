import {
  customSectionKey,
  entryView,
  resolveSectionSettings,
  SECTION_KIND_IDS,
  type CvSettings,
  type FieldKindName,
} from '@cv/shared';
import type { FullProfile } from '../../profile/profile-reader';
import {
  compactEntry,
  contentLanguageOf,
  customSectionsOf,
  entriesByKind,
} from '../../profile/profile.mappers';
import type { MatchSource } from './match-report';

/** Every string in a stored value, its translations included (a German posting reads them). */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) textsOf(item, out);
  return out;
}

/**
 * The parts of a profile a CV document could print, for the match report:
 * the general texts and every entry of a section the profile prints, each
 * with all its texts in both languages, marked included unless this CV
 * hides its section or leaves it out. Entries of sections the profile never
 * prints are no candidates: including them takes more than this CV.
 */
export function matchSources(
  full: FullProfile,
  settings: Pick<CvSettings, 'lang' | 'hiddenSections' | 'excludedEntries'>,
): MatchSource[] {
  const switches = resolveSectionSettings(full.sectionSettings);
  const hidden = new Set<string>(settings.hiddenSections);
  const excluded = new Set(settings.excludedEntries);
  const text = { lang: settings.lang, primary: contentLanguageOf(full) };
  const label = (kind: FieldKindName, data: Record<string, unknown>) => {
    const view = entryView(kind, compactEntry(kind, { data }, false, text), (key) => key);
    return [view.title, view.subtitle].filter(Boolean).join(' · ');
  };

  const sources: MatchSource[] = [
    {
      place: { section: 'general', entryId: null, label: full.jobTitle ?? '' },
      texts: textsOf([full.jobTitle, full.bio, full.translations]),
      included: true,
    },
  ];
  const lists = entriesByKind(full);
  for (const kind of SECTION_KIND_IDS) {
    if (!switches[kind].print) continue;
    for (const entry of lists[kind]) {
      sources.push({
        place: { section: kind, entryId: entry.id, label: label(kind, entry.data) },
        texts: textsOf(entry.data),
        included: !hidden.has(kind) && !excluded.has(entry.id),
      });
    }
  }
  for (const { section, entries } of customSectionsOf(full)) {
    if (!section.print) continue;
    const key = customSectionKey(section.id);
    for (const entry of entries) {
      sources.push({
        place: { section: key, entryId: entry.id, label: label('custom-entry', entry.data) },
        texts: textsOf(entry.data),
        included: !hidden.has(key) && !excluded.has(entry.id),
      });
    }
  }
  return sources;
}
