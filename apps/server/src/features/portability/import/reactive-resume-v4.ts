import { LIMITS } from '@cv/shared';
import type { ImportDraft } from './import-draft';
import { isObject, objectAt, type DraftBuilder, type JsonObject } from './draft-builder';
import { lineText } from './import-text';
import { linkOf } from './reactive-resume-fields';
import {
  customEntryFields,
  readReactiveResumeVersion,
  type ReactiveResumeVersion,
} from './reactive-resume-sections';

/**
 * A Reactive Resume v4 export (libs/schema in its repository):
 * `{ basics, sections: { summary, experience: { items }, …, custom }, metadata }`.
 * Texts are HTML, dates free text ("January 2019 to Present"). Hidden items
 * are imported too: they are the owner's data, hidden only on that CV.
 */

/**
 * The custom sections, keyed by id, up to the number a profile may have:
 * walked key by key, so that an object with a million keys costs no more.
 */
function customSectionsOf(out: DraftBuilder, custom: JsonObject): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const id in custom) {
    if (found.length === LIMITS.customSectionsMax) {
      out.cut('sections.custom', found.length);
      break;
    }
    found.push([id, custom[id]]);
  }
  return found;
}

const V4: ReactiveResumeVersion = {
  period: 'date',
  text: 'summary',
  link: 'url',
  institution: 'institution',
  degree: 'studyType',
  grade: 'score',
  title: 'name',
  skillWord: 'description',
  languageName: 'name',
  fluency: 'description',
  general: (doc) => ({
    bio: objectAt(objectAt(doc.sections).summary).content,
    website: objectAt(objectAt(doc.basics).url).href,
  }),
  skipUnsupported(out, doc) {
    const basics = objectAt(doc.basics);
    for (const { item, source } of out.objectItems(basics.customFields, 'basics.customFields'))
      out.skip(source, lineText(item.name) ?? lineText(item.value) ?? 'customFields');
    if (lineText(objectAt(basics.picture).url)) out.skip('basics.picture', 'picture');
  },
  // v4 shows a project's description as its subtitle: the role in it, mostly.
  projectRole: (item) => lineText(item.description),
  volunteerRole: (item) => lineText(item.position),
  reference: (item) => ({ relation: lineText(item.description), contact: linkOf(item.url) }),
  customSections(out, doc) {
    const custom = objectAt(objectAt(doc.sections).custom);
    for (const [id, section] of customSectionsOf(out, custom)) {
      if (!isObject(section)) continue;
      const entries = out
        .entryItems('custom-entry', section.items, `sections.custom.${id}.items`)
        .map(({ item, source }) => ({
          source,
          fields: customEntryFields(item, item.url, {
            title: lineText(item.name),
            subtitle: lineText(item.description),
            period: item.date,
            text: item.summary,
          }),
        }));
      if (entries.length > 0) out.addCustomSection(lineText(section.name) ?? '', entries);
    }
  },
};

export function readReactiveResumeV4(doc: JsonObject): ImportDraft {
  return readReactiveResumeVersion(doc, V4);
}
