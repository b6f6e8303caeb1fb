import { LIMITS } from '@cv/shared';
import type { ImportDraft } from './import-draft';
import { objectAt, type JsonObject } from './draft-builder';
import { lineText } from './import-text';
import { linkOf } from './reactive-resume-fields';
import {
  customEntryFields,
  readReactiveResumeVersion,
  type ReactiveResumeVersion,
} from './reactive-resume-sections';

/**
 * A Reactive Resume v5 export (src/schema/resume/data.ts in its repository):
 * `{ picture, basics: { …, website: { url } }, summary: { content },
 * sections: { experience: { items }, … }, customSections: [{ title, type, items }], metadata }`.
 * Item fields changed from v4: `period` instead of `date` for spans,
 * `description` (HTML) instead of `summary`, `website: { url }` instead of
 * `url: { href }`, `hidden` instead of `visible`. Hidden items are imported too.
 */

/** The fields that name a custom section's item, and those that qualify it, whatever its type. */
const TITLE_FIELDS = ['name', 'title', 'company', 'school', 'organization', 'network', 'language'];
const SUBTITLE_FIELDS = [
  'position',
  'issuer',
  'awarder',
  'publisher',
  'fluency',
  'proficiency',
  'username',
];

/** The first of those fields the item has. */
const first = (item: JsonObject, keys: string[]) =>
  keys.map((key) => lineText(item[key])).find((value) => value !== undefined);

const V5: ReactiveResumeVersion = {
  period: 'period',
  text: 'description',
  link: 'website',
  institution: 'school',
  degree: 'degree',
  grade: 'grade',
  title: 'title',
  skillWord: 'proficiency',
  languageName: 'language',
  fluency: 'fluency',
  order: [
    'profiles',
    'experience',
    'education',
    'projects',
    'skills',
    'languages',
    'interests',
    'awards',
    'certifications',
    'publications',
    'volunteer',
    'references',
  ],
  general: (doc) => ({
    bio: objectAt(doc.summary).content,
    website: objectAt(objectAt(doc.basics).website).url,
  }),
  skipUnsupported(out, doc) {
    const customFields = objectAt(doc.basics).customFields;
    for (const { item, source } of out.objectItems(customFields, 'basics.customFields'))
      out.skip(source, lineText(item.text) ?? 'customFields');
    if (lineText(objectAt(doc.picture).url)) out.skip('picture', 'picture');
  },
  reference: (item) => ({
    relation: lineText(item.position),
    contact: lineText(item.phone) ?? linkOf(item.website),
  }),
  // A custom section's items follow the schema of its `type`; whatever the
  // type, they read as titled entries with a subtitle, place, period and text.
  customSections(out, doc) {
    const sections = out.objectItems(
      doc.customSections,
      'customSections',
      LIMITS.customSectionsMax,
    );
    for (const { item: section, source } of sections) {
      const title = lineText(section.title);
      const items = out.entryItems('custom-entry', section.items, `${source}.items`);
      const entries = items.map(({ item, source }) => {
        const degree = [lineText(item.degree), lineText(item.area)].filter(Boolean).join(', ');
        return {
          source,
          fields: customEntryFields(item, item.website, {
            title: first(item, TITLE_FIELDS) ?? title,
            subtitle: first(item, SUBTITLE_FIELDS) ?? (degree || undefined),
            period: item.period ?? item.date,
            text: item.description ?? item.content,
          }),
        };
      });
      if (entries.length > 0) out.addCustomSection(title ?? '', entries);
    }
  },
};

export function readReactiveResumeV5(doc: JsonObject): ImportDraft {
  return readReactiveResumeVersion(doc, V5);
}
