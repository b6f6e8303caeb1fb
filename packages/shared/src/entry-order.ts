import { fieldsShowing, SECTION_FIELDS, type KindFields } from './schemas/section-fields';
import type { EntryKind } from './schemas/sections';

/**
 * The one date rule of entry lists, newest first: ongoing entries (a period
 * with a start and no end) first, then by end date, then by start date, both
 * latest first; entries without any date keep their relative order at the
 * end. "Sort by date" puts a list in this order, and a new entry (added in the
 * editor, through the API or by an import) goes where this rule puts it among
 * the entries already there, which keep their order. Kinds without dates
 * (skills, languages, links, interests, references) add at the end.
 */

interface DateKey {
  ongoing: boolean;
  /** The end, or the only date of an entry without one. */
  end: string;
  start: string;
}

type Fields = object;

const fieldsOf = (kind: EntryKind): KindFields => SECTION_FIELDS[kind];

function dateOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Whether a kind's entries carry dates, so "Sort by date" means something for them. */
export function isDatedKind(kind: EntryKind): boolean {
  return fieldsOf(kind).dates !== undefined;
}

/** What the rule reads of an entry: null when it has no date at all. */
function dateKey(kind: EntryKind, entry: Fields): DateKey | null {
  const definition = fieldsOf(kind);
  if (!definition.dates) return null;
  const values = entry as Record<string, unknown>;
  const [startField] = fieldsShowing(definition, 'start');
  const [endField] = fieldsShowing(definition, 'end');
  const start = startField ? dateOf(values[startField]) : null;
  // A certificate's expiry says nothing about how recent it is: it is ordered by its date.
  const end = endField && definition.dates !== 'validity' ? dateOf(values[endField]) : null;
  if (!start && !end) return null;
  return {
    ongoing: definition.dates === 'period' && start !== null && end === null,
    end: (end ?? start) as string,
    start: (start ?? end) as string,
  };
}

const latestFirst = (a: string, b: string) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * Negative when `a` comes before `b` by the date rule, positive when after,
 * 0 when the rule does not tell them apart (they keep their order).
 */
export function compareByDate(kind: EntryKind, a: Fields, b: Fields): number {
  const ka = dateKey(kind, a);
  const kb = dateKey(kind, b);
  if (!ka || !kb) return ka ? -1 : kb ? 1 : 0;
  if (ka.ongoing !== kb.ongoing) return ka.ongoing ? -1 : 1;
  return latestFirst(ka.end, kb.end) || latestFirst(ka.start, kb.start);
}

/** A list in the date rule's order (a new array; ties keep their order). */
export function sortByDate<T extends Fields>(kind: EntryKind, entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => compareByDate(kind, a, b));
}

/**
 * Where a new entry goes in a list: before the first entry it comes before
 * by the date rule, else at the end. The list's own order is never changed,
 * so an owner's arrangement stays as it is.
 */
export function insertionIndex<T extends Fields>(
  kind: EntryKind,
  list: readonly T[],
  entry: T,
): number {
  const index = list.findIndex((other) => compareByDate(kind, entry, other) < 0);
  return index === -1 ? list.length : index;
}

/**
 * A list with several new entries placed by the rule (an import): the new
 * ones in date order, each at its place among those already there.
 */
export function placeEntries<T extends Fields>(
  kind: EntryKind,
  list: readonly T[],
  added: readonly T[],
): T[] {
  const placed = [...list];
  for (const entry of sortByDate(kind, added)) {
    placed.splice(insertionIndex(kind, placed, entry), 0, entry);
  }
  return placed;
}
