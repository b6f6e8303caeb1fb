import { LIMITS, type SectionKind } from '@cv/shared';
import type { DraftEntry, ImportDraft } from './import-draft';
import { DraftBuilder, definedFields, isObject, objectAt, type JsonObject } from './draft-builder';
import { httpUrl, lineList, lineText, richText } from './import-text';
import {
  closedPeriod,
  languageFields,
  linkOf,
  openPeriod,
  singleDate,
  skillLevel,
  withKeywords,
} from './reactive-resume-fields';

/**
 * A Reactive Resume v4 export (libs/schema in its repository):
 * `{ basics, sections: { summary, experience: { items }, …, custom }, metadata }`.
 * Texts are HTML, dates free text ("January 2019 to Present"). Hidden items
 * are imported too: they are the owner's data, hidden only on that CV.
 */

/** The items of `sections.<key>`, with where they sit. */
function items(out: DraftBuilder, sections: JsonObject, key: string, kind: SectionKind) {
  return out.entryItems(kind, objectAt(sections[key]).items, `sections.${key}.items`);
}

/**
 * The custom sections, keyed by id, up to the number a profile may have:
 * walked key by key, so that an object with a million keys costs no more.
 */
function customSections(out: DraftBuilder, custom: JsonObject): [string, unknown][] {
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

export function readReactiveResumeV4(doc: JsonObject): ImportDraft {
  const out = new DraftBuilder('reactive-resume');
  const basics = objectAt(doc.basics);
  const sections = objectAt(doc.sections);

  out.draft.general = definedFields({
    displayName: lineText(basics.name),
    jobTitle: lineText(basics.headline),
    location: lineText(basics.location),
    bio: richText(objectAt(sections.summary).content),
    website: httpUrl(objectAt(basics.url).href),
  });
  for (const { item, source } of out.objectItems(basics.customFields, 'basics.customFields'))
    out.skip(source, lineText(item.name) ?? lineText(item.value) ?? 'customFields');
  if (lineText(objectAt(basics.picture).url)) out.skip('basics.picture', 'picture');

  for (const { item, source } of items(out, sections, 'profiles', 'link'))
    out.add('link', source, {
      network: lineText(item.network),
      username: lineText(item.username),
      url: linkOf(item.url),
    });

  for (const { item, source } of items(out, sections, 'experience', 'work-experience')) {
    const period = closedPeriod(item.date);
    out.add('work-experience', source, {
      company: lineText(item.company),
      jobTitle: lineText(item.position),
      location: lineText(item.location),
      positionStart: period.start,
      positionEnd: period.end,
      description: richText(item.summary),
      highlights: [],
    });
  }

  for (const { item, source } of items(out, sections, 'education', 'education')) {
    const period = closedPeriod(item.date);
    const area = lineText(item.area);
    const studyType = lineText(item.studyType);
    out.add('education', source, {
      institution: lineText(item.institution),
      degreeName: area ?? studyType,
      level: area ? studyType : undefined,
      educationStart: period.start,
      educationEnd: period.end,
      description: richText(item.summary),
    });
  }

  for (const { item, source } of items(out, sections, 'skills', 'skill'))
    out.add('skill', source, {
      name: lineText(item.name),
      level: skillLevel(item.description, item.level),
      keywords: lineList(item.keywords),
    });

  for (const { item, source } of items(out, sections, 'languages', 'language'))
    out.add('language', source, languageFields(item.name, item.description, item.level));

  for (const { item, source } of items(out, sections, 'projects', 'project')) {
    const period = openPeriod(item.date);
    out.add('project', source, {
      name: lineText(item.name),
      // v4 shows a project's description as its subtitle: the role in it, mostly.
      role: lineText(item.description),
      projectStart: period.start,
      projectEnd: period.end,
      description: richText(item.summary),
      url: linkOf(item.url),
      links: [],
    });
  }

  for (const { item, source } of items(out, sections, 'certifications', 'certificate'))
    out.add('certificate', source, {
      name: lineText(item.name),
      issuer: lineText(item.issuer),
      date: singleDate(item.date),
      url: linkOf(item.url),
    });

  for (const { item, source } of items(out, sections, 'awards', 'award'))
    out.add('award', source, {
      title: lineText(item.title),
      awarder: lineText(item.awarder),
      date: singleDate(item.date),
      summary: richText(item.summary),
    });

  for (const { item, source } of items(out, sections, 'publications', 'publication'))
    out.add('publication', source, {
      title: lineText(item.name),
      publisher: lineText(item.publisher),
      date: singleDate(item.date),
      url: linkOf(item.url),
      summary: richText(item.summary),
    });

  for (const { item, source } of items(out, sections, 'volunteer', 'volunteering')) {
    const period = closedPeriod(item.date);
    out.add('volunteering', source, {
      organization: lineText(item.organization),
      role: lineText(item.position),
      location: lineText(item.location),
      start: period.start,
      end: period.end,
      description: richText(item.summary),
      url: linkOf(item.url),
      highlights: [],
    });
  }

  for (const { item, source } of items(out, sections, 'interests', 'interest'))
    out.add('interest', source, { name: lineText(item.name), keywords: lineList(item.keywords) });

  for (const { item, source } of items(out, sections, 'references', 'reference'))
    out.add('reference', source, {
      name: lineText(item.name),
      relation: lineText(item.description),
      contact: linkOf(item.url),
      text: richText(item.summary),
    });

  for (const [id, section] of customSections(out, objectAt(sections.custom))) {
    if (!isObject(section)) continue;
    const entries: DraftEntry[] = out
      .entryItems('custom-entry', section.items, `sections.custom.${id}.items`)
      .map(({ item, source }) => {
        const period = openPeriod(item.date);
        return {
          source,
          fields: definedFields({
            title: lineText(item.name),
            subtitle: lineText(item.description),
            place: lineText(item.location),
            start: period.start,
            end: period.end,
            description: withKeywords(richText(item.summary), item.keywords),
            url: linkOf(item.url),
          }),
        };
      });
    if (entries.length > 0) out.addCustomSection(lineText(section.name) ?? '', entries);
  }

  return out.draft;
}
