import {
  generalTranslations,
  localizeFields,
  sectionTitleTranslations,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  TRANSLATABLE_FIELDS,
  type EntryKind,
  type Locale,
  type Profile,
  type Translations,
} from '@cv/shared';

/**
 * The owner's profile with every text in `lang`: the translation where there
 * is one, the primary text elsewhere. What an export in one language writes.
 */
export function profileInLanguage(profile: Profile, lang: Locale): Profile {
  const primary = profile.contentLanguage;
  const texts = <T extends Record<string, unknown>>(
    values: T,
    fields: readonly string[],
    translations: Translations | undefined,
  ): T => localizeFields(values, fields, translations, lang, primary).values;
  const item = <T extends { translations: Translations }>(kind: EntryKind, entry: T): T =>
    texts(entry, TRANSLATABLE_FIELDS[kind], entry.translations);

  const lists = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => {
      const key = SECTION_KINDS[kind].listKey;
      const entries = profile[key] as unknown as { translations: Translations }[];
      return [key, entries.map((entry) => item(kind, entry))];
    }),
  );
  return {
    ...profile,
    ...texts(
      { jobTitle: profile.jobTitle, location: profile.location, bio: profile.bio },
      generalTranslations.fields,
      profile.translations as Translations,
    ),
    ...lists,
    customSections: profile.customSections.map((section) => ({
      ...section,
      ...texts(
        { title: section.title },
        sectionTitleTranslations.fields,
        section.translations as Translations,
      ),
      entries: section.entries.map((entry) => item('custom-entry', entry as never)),
    })),
    contentLanguage: lang,
  };
}
