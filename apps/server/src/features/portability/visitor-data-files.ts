import {
  SECTION_FIELDS,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type EntryKind,
  type Profile,
  type PublicProfile,
} from '@cv/shared';
import type { CvEmbeddedFile } from '../cv-engine/cv-render';
import { toJsonResume } from './export/json-resume';
import { LANGUAGE_NAMES } from './cv-data-files';

/** The field types that hold lists: a public item leaves them out when the owner hides them. */
const LIST_TYPES = new Set(['highlights', 'keywords', 'links']);

/** An entry of the public view with its hidden lists as empty ones, as a saved entry has them. */
function withLists(kind: EntryKind, item: object): object {
  const lists = Object.entries(SECTION_FIELDS[kind].fields).flatMap(([name, field]) =>
    LIST_TYPES.has(field.type) ? [name] : [],
  );
  const values = item as Record<string, unknown>;
  return { ...values, ...Object.fromEntries(lists.map((name) => [name, values[name] ?? []])) };
}

/**
 * The public view in the shape the JSON Resume writer reads. It reads the
 * texts, dates and lists of each entry, never ids, positions or
 * translations, which a public entry does not have.
 */
function asWrittenProfile(profile: PublicProfile): Profile {
  const lists = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => {
      const { listKey } = SECTION_KINDS[kind];
      return [listKey, profile[listKey].map((item) => withLists(kind, item))];
    }),
  );
  return {
    ...profile,
    ...lists,
    contentLanguage: profile.lang,
    customSections: profile.customSections.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => withLists('custom-entry', entry)),
    })),
  } as unknown as Profile;
}

/**
 * What a visitor's PDF carries (see cv-data-files.ts for the owner's): the
 * public view it prints as JSON Resume, `resume.json` in the language it is
 * shown in. Made from the public view alone, so nothing the page hides (an
 * e-mail, a private section, the texts in the other language) is in it.
 */
export function visitorDataFiles(profile: PublicProfile): CvEmbeddedFile[] {
  const { address } = profile;
  const resume = toJsonResume(asWrittenProfile(profile), {
    firstName: null,
    lastName: null,
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    street: address?.street ?? null,
    houseNumber: address?.houseNumber ?? null,
    postcode: address?.postcode ?? null,
    country: address?.country ?? null,
  });
  return [
    {
      name: 'resume.json',
      description: `The CV's data as JSON Resume, in ${LANGUAGE_NAMES[profile.lang]}`,
      data: JSON.stringify(resume),
    },
  ];
}
