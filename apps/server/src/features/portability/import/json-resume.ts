import { LIMITS } from '@cv/shared';
import { languageFromFluency, skillLevelFromText } from '../levels';
import { DraftBuilder, definedFields, isObject, objectAt, type JsonObject } from './draft-builder';
import { addressOf, countryCodeOf } from './address';
import type { DraftContact, ImportDraft } from './import-draft';
import { degreeFields } from './degree';
import { isOngoing, parseImportDate } from './import-dates';
import {
  bulletList,
  cleanText,
  httpUrl,
  joinBlocks,
  lineList,
  lineText,
  richText,
  urlText,
  withKeywords,
} from './import-text';

/**
 * JSON Resume (schema v1.x, https://jsonresume.org/schema) into a draft,
 * including the fields our own export adds beside the standard ones (skill
 * `type`, language `note`, certificate `expiry`/`credentialId`, reference
 * `relation`/`contact`, project `links`, volunteer `location`, education
 * `summary`, custom sections in `x-customSections`), so that an export read
 * back gives the same entries. The phone and the postal address are the
 * account's (its contact details); the e-mail stays out, it is how the owner
 * logs in. Unknown fields are ignored.
 */

/** The lists of a JSON Resume; one of them (or `basics`) makes a document one. */
const LIST_KEYS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

/** Whether a parsed JSON document has JSON Resume's shape. */
export function isJsonResume(doc: unknown): doc is JsonObject {
  if (!isObject(doc)) return false;
  return isObject(doc.basics) || LIST_KEYS.some((key) => Array.isArray(doc[key]));
}

/** A level as the file writes it: a word ("Advanced") or a number. */
const levelText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** An end date; "present" and absent both leave it open. */
function endDate(value: unknown): string | undefined {
  return isOngoing(value) ? undefined : parseImportDate(value);
}

/**
 * The profile's place, "City, Region", or the one of them there is. The
 * street, postal code and country are the account's address (contactOf).
 */
function locationOf(value: unknown): string | undefined {
  if (!isObject(value)) return lineText(value);
  return [lineText(value.city), lineText(value.region)].filter(Boolean).join(', ') || undefined;
}

/**
 * The degree's name and level. Our own export names the level beside them
 * (`level`, also the study type): then the area is the degree's name as its
 * owner wrote it. Other files give a type and an area, the degree's parts.
 */
function degreeOf(item: JsonObject): { degreeName?: string; level?: string } {
  const level = lineText(item.level);
  if (!level) return degreeFields(lineText(item.studyType), lineText(item.area));
  return definedFields({ degreeName: lineText(item.area) ?? lineText(item.studyType), level });
}

/** The phone and the postal address, which the account keeps. */
function contactOf(basics: JsonObject): DraftContact {
  const location = objectAt(basics.location);
  return definedFields({
    phone: lineText(basics.phone),
    // Lines of the address are kept apart: they may be its parts ("Domstraße 1\n50667 Köln").
    address: addressOf(cleanText(location.address), {
      postcode: lineText(location.postalCode),
      city: lineText(location.city),
      country: countryCodeOf(lineText(location.countryCode)),
    }),
  });
}

export function readJsonResume(doc: JsonObject): ImportDraft {
  const out = new DraftBuilder('json-resume');
  const basics = objectAt(doc.basics);

  out.draft.general = definedFields({
    displayName: lineText(basics.name),
    jobTitle: lineText(basics.label),
    location: locationOf(basics.location),
    bio: richText(basics.summary),
    website: httpUrl(basics.url ?? basics.website),
  });
  out.draft.contact = contactOf(basics);

  // The profile's picture is uploaded, never fetched from an address in a file.
  if (lineText(basics.image)) out.skip('basics.image', 'image');

  out.addEach('link', basics.profiles, 'basics.profiles', (item) => ({
    network: lineText(item.network),
    username: lineText(item.username),
    url: urlText(item.url),
  }));

  out.addEach('work-experience', doc.work, 'work', (item) => ({
    // `company` and `website` are the names of JSON Resume before v1.
    company: lineText(item.name ?? item.company),
    jobTitle: lineText(item.position),
    location: lineText(item.location),
    positionStart: parseImportDate(item.startDate),
    positionEnd: endDate(item.endDate),
    description: richText(item.summary),
    highlights: lineList(item.highlights),
  }));

  out.addEach('volunteering', doc.volunteer, 'volunteer', (item) => ({
    organization: lineText(item.organization),
    role: lineText(item.position),
    location: lineText(item.location),
    url: urlText(item.url ?? item.website),
    start: parseImportDate(item.startDate),
    end: endDate(item.endDate),
    description: richText(item.summary),
    highlights: lineList(item.highlights),
  }));

  out.addEach('education', doc.education, 'education', (item) => {
    return {
      institution: lineText(item.institution),
      ...degreeOf(item),
      grade: lineText(item.score),
      educationStart: parseImportDate(item.startDate),
      educationEnd: endDate(item.endDate),
      description: joinBlocks(
        richText(item.summary ?? item.description),
        bulletList(lineList(item.courses)),
      ),
    };
  });

  out.addEach('award', doc.awards, 'awards', (item) => ({
    title: lineText(item.title),
    awarder: lineText(item.awarder),
    date: parseImportDate(item.date),
    summary: richText(item.summary),
  }));

  out.addEach('certificate', doc.certificates, 'certificates', (item) => ({
    name: lineText(item.name),
    issuer: lineText(item.issuer),
    date: parseImportDate(item.date),
    expiry: parseImportDate(item.expiry),
    url: urlText(item.url),
    credentialId: lineText(item.credentialId),
  }));

  out.addEach('publication', doc.publications, 'publications', (item) => ({
    title: lineText(item.name),
    publisher: lineText(item.publisher),
    date: parseImportDate(item.releaseDate),
    url: urlText(item.url),
    summary: richText(item.summary),
  }));

  out.addEach('skill', doc.skills, 'skills', (item) => ({
    name: lineText(item.name),
    // Absent type and level are filled by the import with the reader's defaults.
    type: lineText(item.type),
    level: skillLevelFromText(levelText(item.level)),
    keywords: lineList(item.keywords),
  }));

  out.addEach('language', doc.languages, 'languages', (item) => ({
    language: lineText(item.language),
    ...languageFromFluency(lineText(item.fluency)),
    // Our own export writes the owner's note beside the level's word.
    ...definedFields({ note: lineText(item.note) }),
  }));

  out.addEach('interest', doc.interests, 'interests', (item) => ({
    name: lineText(item.name),
    keywords: lineList(item.keywords),
  }));

  out.addEach('reference', doc.references, 'references', (item) => ({
    name: lineText(item.name),
    relation: lineText(item.relation),
    contact: lineText(item.contact),
    text: richText(item.reference),
  }));

  out.addEach('project', doc.projects, 'projects', (item, source) => {
    const links = out
      .objectItems(item.links, `${source}.links`)
      .map(({ item: link }) =>
        definedFields({ label: lineText(link.label), url: urlText(link.url) }),
      );
    return {
      name: lineText(item.name),
      role: lineList(item.roles).join(', ') || undefined,
      projectStart: parseImportDate(item.startDate),
      projectEnd: endDate(item.endDate),
      description: withKeywords(
        joinBlocks(richText(item.description), bulletList(lineList(item.highlights))),
        item.keywords,
      ),
      url: urlText(item.url),
      links,
    };
  });

  for (const { item: section, source } of out.objectItems(
    doc['x-customSections'],
    'x-customSections',
    LIMITS.customSectionsMax,
  )) {
    const entries = out
      .entryItems('custom-entry', section.entries, `${source}.entries`)
      .map(({ item, source }) => ({
        source,
        fields: definedFields({
          title: lineText(item.title),
          subtitle: lineText(item.subtitle),
          place: lineText(item.place),
          start: parseImportDate(item.startDate),
          end: endDate(item.endDate),
          description: richText(item.summary),
          url: urlText(item.url),
        }),
      }));
    out.addCustomSection(lineText(section.title) ?? '', entries);
  }

  return out.draft;
}
