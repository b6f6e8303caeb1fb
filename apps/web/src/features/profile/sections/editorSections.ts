import { SECTION_KIND_IDS, type SectionKind } from '@cv/shared';

/** The sections every editor shows, used or not, in this order. */
export const ALWAYS_SHOWN: readonly SectionKind[] = [
  'work-experience',
  'skill',
  'education',
  'project',
];

/** The fixed sections in the editor's order: the classic ones, then the registry's order. */
export const EDITOR_ORDER: readonly SectionKind[] = [
  ...ALWAYS_SHOWN,
  ...SECTION_KIND_IDS.filter((kind) => !ALWAYS_SHOWN.includes(kind)),
];

/** The id of a section's add button (a kind's, or a custom section's by its id). */
export function addEntryButtonId(section: string): string {
  return `add-entry-${section}`;
}

export const ADD_SECTION_BUTTON_ID = 'add-section';

/** Moves the keyboard to an element once the render that brings it is on screen. */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
