import { entryLabel } from '@cv/shared';
import type { BinEntry } from '../history/history.ports';
import type { CustomSectionRow, EntryRow } from './profile.repository';

/** What the bin keeps of a deleted entry or custom section (see profile-history.ts for the way back). */

/** What goes into the bin for a deleted entry. */
export function entryBinEntry(row: EntryRow): BinEntry {
  return {
    kind: 'entry',
    itemId: row.id,
    label: entryLabel(row.kind, row.data),
    payload: { kind: row.kind, sectionId: row.sectionId, position: row.position, data: row.data },
  };
}

/** What goes into the bin for a deleted custom section: the section and its entries. */
export function sectionBinEntry(row: CustomSectionRow, entries: readonly EntryRow[]): BinEntry {
  return {
    kind: 'custom_section',
    itemId: row.id,
    label: row.title,
    payload: {
      section: {
        title: row.title,
        translations: row.translations,
        public: row.public,
        print: row.print,
        position: row.position,
      },
      entries: entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        sectionId: e.sectionId,
        position: e.position,
        data: e.data,
      })),
    },
  };
}
