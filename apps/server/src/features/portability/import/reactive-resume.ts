import { isObject, type JsonObject } from './draft-builder';
import type { ImportDraft } from './import-draft';
import { SECTION_KEYS } from './reactive-resume-sections';
import { readReactiveResumeV4 } from './reactive-resume-v4';
import { readReactiveResumeV5 } from './reactive-resume-v5';

/**
 * Reactive Resume's JSON export, v4 and v5. Both keep the sections in a
 * `sections` object beside `basics`, which JSON Resume never has; v5 adds
 * top-level `summary`, `picture` and `customSections` and names the
 * website `basics.website`.
 */

/** The keys of `sections` that make a document one: v4 keeps its summary there too. */
const KNOWN_SECTIONS = ['summary', ...SECTION_KEYS];

/** Whether a parsed JSON document has Reactive Resume's shape (v4 or v5). */
export function isReactiveResume(doc: unknown): doc is JsonObject {
  if (!isObject(doc) || !isObject(doc.basics) || !isObject(doc.sections)) return false;
  const sections = doc.sections;
  return KNOWN_SECTIONS.some((key) => isObject(sections[key]));
}

function isVersion5(doc: JsonObject): boolean {
  return (
    Array.isArray(doc.customSections) ||
    isObject(doc.summary) ||
    isObject(doc.picture) ||
    (isObject(doc.basics) && isObject(doc.basics.website))
  );
}

export function readReactiveResume(doc: JsonObject): ImportDraft {
  return isVersion5(doc) ? readReactiveResumeV5(doc) : readReactiveResumeV4(doc);
}
