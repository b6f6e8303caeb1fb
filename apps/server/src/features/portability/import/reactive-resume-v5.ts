import { LIMITS, type SectionKind } from '@cv/shared';
import type { ImportDraft } from './import-draft';
import { DraftBuilder, definedFields, objectAt, type JsonObject } from './draft-builder';
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
 * A Reactive Resume v5 export (src/schema/resume/data.ts in its repository):
 * `{ picture, basics: { …, website: { url } }, summary: { content },
 * sections: { experience: { items }, … }, customSections: [{ title, type, items }], metadata }`.
 * Item fields changed from v4: `period` instead of `date` for spans,
 * `description` (HTML) instead of `summary`, `website: { url }` instead of
 * `url: { href }`, `hidden` instead of `visible`. Hidden items are imported too.
 */

function items(out: DraftBuilder, sections: JsonObject, key: string, kind: SectionKind) {
  return out.entryItems(kind, objectAt(sections[key]).items, `sections.${key}.items`);
}

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

export function readReactiveResumeV5(doc: JsonObject): ImportDraft {
  const out = new DraftBuilder('reactive-resume');
  const basics = objectAt(doc.basics);
  const sections = objectAt(doc.sections);

  out.draft.general = definedFields({
    displayName: lineText(basics.name),
    jobTitle: lineText(basics.headline),
    location: lineText(basics.location),
    bio: richText(objectAt(doc.summary).content),
    website: httpUrl(objectAt(basics.website).url),
  });
  for (const { item, source } of out.objectItems(basics.customFields, 'basics.customFields'))
    out.skip(source, lineText(item.text) ?? 'customFields');
  if (lineText(objectAt(doc.picture).url)) out.skip('picture', 'picture');

  for (const { item, source } of items(out, sections, 'profiles', 'link'))
    out.add('link', source, {
      network: lineText(item.network),
      username: lineText(item.username),
      url: linkOf(item.website),
    });

  for (const { item, source } of items(out, sections, 'experience', 'work-experience')) {
    const period = closedPeriod(item.period);
    out.add('work-experience', source, {
      company: lineText(item.company),
      jobTitle: lineText(item.position),
      location: lineText(item.location),
      positionStart: period.start,
      positionEnd: period.end,
      description: richText(item.description),
      highlights: [],
    });
  }

  for (const { item, source } of items(out, sections, 'education', 'education')) {
    const period = closedPeriod(item.period);
    const area = lineText(item.area);
    const degree = lineText(item.degree);
    out.add('education', source, {
      institution: lineText(item.school),
      degreeName: area ?? degree,
      level: area ? degree : undefined,
      educationStart: period.start,
      educationEnd: period.end,
      description: richText(item.description),
    });
  }

  for (const { item, source } of items(out, sections, 'projects', 'project')) {
    const period = openPeriod(item.period);
    out.add('project', source, {
      name: lineText(item.name),
      projectStart: period.start,
      projectEnd: period.end,
      description: richText(item.description),
      url: linkOf(item.website),
      links: [],
    });
  }

  for (const { item, source } of items(out, sections, 'skills', 'skill'))
    out.add('skill', source, {
      name: lineText(item.name),
      level: skillLevel(item.proficiency, item.level),
      keywords: lineList(item.keywords),
    });

  for (const { item, source } of items(out, sections, 'languages', 'language'))
    out.add('language', source, languageFields(item.language, item.fluency, item.level));

  for (const { item, source } of items(out, sections, 'interests', 'interest'))
    out.add('interest', source, { name: lineText(item.name), keywords: lineList(item.keywords) });

  for (const { item, source } of items(out, sections, 'awards', 'award'))
    out.add('award', source, {
      title: lineText(item.title),
      awarder: lineText(item.awarder),
      date: singleDate(item.date),
      summary: richText(item.description),
    });

  for (const { item, source } of items(out, sections, 'certifications', 'certificate'))
    out.add('certificate', source, {
      name: lineText(item.title),
      issuer: lineText(item.issuer),
      date: singleDate(item.date),
      url: linkOf(item.website),
    });

  for (const { item, source } of items(out, sections, 'publications', 'publication'))
    out.add('publication', source, {
      title: lineText(item.title),
      publisher: lineText(item.publisher),
      date: singleDate(item.date),
      url: linkOf(item.website),
      summary: richText(item.description),
    });

  for (const { item, source } of items(out, sections, 'volunteer', 'volunteering')) {
    const period = closedPeriod(item.period);
    out.add('volunteering', source, {
      organization: lineText(item.organization),
      location: lineText(item.location),
      start: period.start,
      end: period.end,
      description: richText(item.description),
      url: linkOf(item.website),
      highlights: [],
    });
  }

  for (const { item, source } of items(out, sections, 'references', 'reference'))
    out.add('reference', source, {
      name: lineText(item.name),
      relation: lineText(item.position),
      contact: lineText(item.phone) ?? linkOf(item.website),
      text: richText(item.description),
    });

  // A custom section's items follow the schema of its `type`; whatever the
  // type, they read as titled entries with a subtitle, place, period and text.
  const customSections = out.objectItems(
    doc.customSections,
    'customSections',
    LIMITS.customSectionsMax,
  );
  for (const { item: section, source } of customSections) {
    const title = lineText(section.title);
    const items = out.entryItems('custom-entry', section.items, `${source}.items`);
    const entries = items.map(({ item, source }) => {
      const period = openPeriod(item.period ?? item.date);
      const degree = [lineText(item.degree), lineText(item.area)].filter(Boolean).join(', ');
      return {
        source,
        fields: definedFields({
          title: first(item, TITLE_FIELDS) ?? title,
          subtitle: first(item, SUBTITLE_FIELDS) ?? (degree || undefined),
          place: lineText(item.location),
          start: period.start,
          end: period.end,
          description: withKeywords(richText(item.description ?? item.content), item.keywords),
          url: linkOf(item.website),
        }),
      };
    });
    if (entries.length > 0) out.addCustomSection(title ?? '', entries);
  }

  return out.draft;
}
