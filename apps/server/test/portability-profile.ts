import {
  profileSchema,
  resolveSectionSettings,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type Profile,
} from '@cv/shared';
import type { ResumePerson } from '../src/features/portability/export/json-resume';
import { fullCvData, withRichDescription } from './cv-fixtures';
import { NEW_PROFILE_SWITCHES } from './profile-factories';

/**
 * Test data for the exporters (used by their tests only): the sample CV with
 * every section filled (umlauts, references, two custom sections), as the
 * owner's `Profile` with ids and nulls, the first job described with every
 * formatting (bullets, numbers, bold, italics, a link).
 */

/** Ids that read as their place: …-000000000001, …-000000000002. */
function idSequence(): () => string {
  let last = 0;
  return () => `00000000-0000-4000-8000-${String(++last).padStart(12, '0')}`;
}

interface ItemSchema {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
  parse(value: unknown): unknown;
}

/** CV entries as saved items: ids and positions added, absent fields null (or an empty list). */
function saved<T>(
  item: ItemSchema,
  rows: readonly object[],
  nextId: () => string,
  extra: object = {},
): T[] {
  return rows.map((row, position) => {
    const entry: Record<string, unknown> = { id: nextId(), position, ...extra, ...row };
    for (const [key, field] of Object.entries(item.shape)) {
      if (entry[key] !== undefined) continue;
      entry[key] = key === 'translations' ? {} : field.safeParse(null).success ? null : [];
    }
    return item.parse(entry) as T;
  });
}

/** A whole profile; references are not printed (their default) unless `overrides` say so. */
export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  const cv = withRichDescription(fullCvData('de'));
  const nextId = idSequence();
  const lists = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => {
      const { item, listKey } = SECTION_KINDS[kind];
      return [listKey, saved(item, cv[listKey], nextId)];
    }),
  );
  const customSections = cv.customSections.map((section, position) => {
    const id = nextId();
    return {
      id,
      title: section.title,
      position,
      public: true,
      print: true,
      translations: {},
      entries: saved(SECTION_KINDS['custom-entry'].item, section.entries, nextId, {
        sectionId: id,
      }),
    };
  });
  return profileSchema.parse({
    displayName: cv.person.displayName,
    jobTitle: cv.person.jobTitle,
    location: cv.person.location,
    bio: cv.person.bio,
    website: cv.website,
    ...NEW_PROFILE_SWITCHES,
    publicAccess: true,
    theme: cv.theme,
    contentLanguage: 'de',
    translations: {},
    ...lists,
    customSections,
    sectionSettings: resolveSectionSettings(null),
    ...overrides,
  });
}

/** The account data of the sample profile's owner. */
export function samplePerson(overrides: Partial<ResumePerson> = {}): ResumePerson {
  const { person } = fullCvData('de');
  return {
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    email: person.email ?? null,
    phone: person.phone ?? null,
    street: person.address?.street ?? null,
    houseNumber: person.address?.houseNumber ?? null,
    postcode: person.address?.postcode ?? null,
    city: person.address?.city ?? null,
    country: 'DE',
    ...overrides,
  };
}
