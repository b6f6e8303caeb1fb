import {
  ENTRY_LIMITS,
  type EntryKind,
  type ImportFormat,
  type ImportSkipReason,
  type SectionKind,
} from '@cv/shared';
import type { DraftEntry, ImportDraft } from './import-draft';
import { cleanText, LIST_READ_MAX } from './import-text';
import { readSkillItem, withoutColon } from './skill-labels';

/** What the readers share: walking parsed JSON safely and collecting a draft. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is an object, else an empty one (a missing or malformed part reads as empty). */
export function objectAt(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/** The fields the file gives: absent values left out, so the entry holds only what was there. */
export function definedFields<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** A short name for an item that could not be read ("42", "Senior Dev", "[…]"). */
function labelOf(value: unknown): string {
  if (typeof value === 'string') {
    const text = cleanText(value) ?? '';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  if (Array.isArray(value)) return '[…]';
  return String(value);
}

export class DraftBuilder {
  readonly draft: ImportDraft;

  constructor(format: ImportFormat) {
    this.draft = {
      format,
      general: {},
      contact: {},
      entries: {},
      customSections: [],
      skipped: [],
      cut: [],
    };
  }

  add(kind: SectionKind, source: string, fields: Record<string, unknown>): void {
    if (kind === 'skill') this.addSkills(source, fields);
    else this.push(kind, source, fields);
  }

  private push(kind: SectionKind, source: string, fields: Record<string, unknown>): void {
    (this.draft.entries[kind] ??= []).push({ source, fields: definedFields(fields) });
  }

  /** A skill item as the skills it stands for; a heading without any is noted, not added. */
  private addSkills(source: string, fields: Record<string, unknown>): void {
    const item = readSkillItem(fields);
    if (item.as === 'skill') this.push('skill', source, item.fields);
    else if (item.skills.length === 0) this.skip(source, item.label);
    else item.skills.forEach((skill, i) => this.push('skill', `${source}.keywords[${i}]`, skill));
  }

  /** Each object item of a list of the file as an entry of `kind`, its fields read by `fields`. */
  addEach(
    kind: SectionKind,
    value: unknown,
    source: string,
    fields: (item: JsonObject, source: string) => Record<string, unknown>,
  ): void {
    for (const { item, source: at } of this.entryItems(kind, value, source))
      this.add(kind, at, fields(item, at));
  }

  /** A custom section; its title is a heading of the CV, which needs no colon. */
  addCustomSection(title: string, entries: DraftEntry[]): void {
    this.draft.customSections.push({ title: withoutColon(title), entries });
  }

  skip(source: string, label: string, reason: ImportSkipReason = 'unsupported'): void {
    this.draft.skipped.push({ source, label, reason });
  }

  /**
   * The items of a list that holds entries of `kind`: read up to the
   * section's limit, the rest cut unread (the preview names the list).
   */
  entryItems(kind: EntryKind, value: unknown, source: string) {
    return this.objectItems(value, source, ENTRY_LIMITS[kind]);
  }

  /**
   * The object items of a list of the file, each with where it sits
   * ("work[2]"), at most `max` of them: the rest is cut unread. Items that
   * are no object are skipped as unsupported, and so is a "list" that is
   * none; an absent list is simply empty.
   */
  objectItems(
    value: unknown,
    source: string,
    max = LIST_READ_MAX,
  ): { item: JsonObject; source: string }[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.skip(source, source);
      return [];
    }
    if (value.length > max) this.cut(source, max);
    const items: { item: JsonObject; source: string }[] = [];
    value.slice(0, max).forEach((item: unknown, index) => {
      const at = `${source}[${index}]`;
      if (isObject(item)) items.push({ item, source: at });
      else this.skip(at, labelOf(item));
    });
    return items;
  }

  /** Notes that only the first `read` items of the list were read. */
  cut(source: string, read: number): void {
    this.draft.cut.push({ source, read });
  }
}
