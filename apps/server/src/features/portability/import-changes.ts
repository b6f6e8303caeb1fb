import { importChangesSchema, type ImportEntryChange } from '@cv/shared';
import { AppError } from '../../http/errors';
import { refusedTextError } from '../../http/text-guard';
import type { EntryKind } from '@cv/shared';
import { keepsRules, PREVIEW_FIELDS, type ImportPlan } from './import-plan';

/**
 * What the owner changed in the preview before importing: entries left out,
 * titles, subtitles and dates corrected (a PDF read from its layout may need
 * it). A corrected entry is checked again by its kind's rules.
 * Counted in the preview's order: the fixed sections, then the custom ones.
 * A file carrying a second language loses the same entries there, so the
 * translations stay with their entries.
 */

/** The `changes` query as checked changes; a 400 when it is no such list. */
export function parseChanges(query: string | undefined): ImportEntryChange[] {
  if (query === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(query);
  } catch {
    value = undefined;
  }
  const parsed = importChangesSchema.safeParse(value);
  if (!parsed.success) throw invalidChanges();
  const refused = refusedTextError(parsed.data);
  if (refused) throw refused;
  return parsed.data;
}

const invalidChanges = () =>
  new AppError(400, 'validation', {
    fieldErrors: { changes: [{ key: 'validation.invalid', params: { label: 'changes' } }] },
  });

type Entries = Record<string, unknown>[];

function changed(kind: EntryKind, entries: Entries, changes: ImportEntryChange[]): Entries {
  const [titleField, subtitleField, startField, endField] = PREVIEW_FIELDS[kind];
  return entries.flatMap((fields, index) => {
    const change = changes.find((c) => c.entry === index);
    if (!change) return [fields];
    if (change.drop) return [];
    const edited = { ...fields };
    if (change.title !== undefined) edited[titleField] = change.title;
    if (change.subtitle !== undefined && subtitleField) {
      edited[subtitleField] = change.subtitle || undefined;
    }
    if (change.start !== undefined && startField) edited[startField] = change.start;
    if (change.end !== undefined && endField) edited[endField] = change.end ?? undefined;
    // The preview only offers what keeps the rules (an end not before its start).
    if (!keepsRules(kind, edited)) throw invalidChanges();
    return [edited];
  });
}

/** Only the drops, for the second language's entries. */
const dropsOf = (changes: ImportEntryChange[]) => changes.filter((c) => c.drop);

export function applyChanges(plan: ImportPlan, changes: ImportEntryChange[]): ImportPlan {
  if (changes.length === 0) return plan;
  const of = (section: number) => changes.filter((c) => c.section === section);
  const fixed = plan.sections.length;
  const sections = plan.sections.map((section, s) => ({
    ...section,
    entries: changed(section.kind, section.entries, of(s)),
  }));
  const customSections = plan.customSections.map((section, c) => ({
    ...section,
    entries: changed('custom-entry', section.entries, of(fixed + c)),
  }));
  const translation = plan.translation && {
    ...plan.translation,
    plan: {
      ...plan.translation.plan,
      sections: plan.translation.plan.sections.map((section) => {
        const s = plan.sections.findIndex((own) => own.kind === section.kind);
        return { ...section, entries: changed(section.kind, section.entries, dropsOf(of(s))) };
      }),
      customSections: plan.translation.plan.customSections
        .map((section, c) => ({
          ...section,
          entries: changed('custom-entry', section.entries, dropsOf(of(fixed + c))),
        }))
        .filter((section) => section.entries.length > 0),
    },
  };
  return {
    ...plan,
    sections: sections.filter((section) => section.entries.length > 0),
    customSections: customSections.filter((section) => section.entries.length > 0),
    translation,
  };
}
