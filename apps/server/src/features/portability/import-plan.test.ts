import type { SectionKind } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../http/i18n';
import type { DraftEntry, ImportDraft } from './import/import-draft';
import { planImport } from './import-plan';

/** A draft of one section's entries, as a reader leaves it. */
function draftOf(kind: SectionKind, entries: DraftEntry[]): ImportDraft {
  return {
    format: 'json-resume',
    general: {},
    contact: {},
    entries: { [kind]: entries },
    customSections: [],
    skipped: [],
    cut: [],
  };
}

const master = (fields: Record<string, unknown> = {}): DraftEntry => ({
  source: 'education[0]',
  fields: {
    institution: 'Technische Universität München',
    degreeName: 'Master of Science, Informatik',
    educationStart: '2012-10-01',
    description: 'Masterarbeit über verteilte Transaktionen.',
    ...fields,
  },
});

describe('planImport', () => {
  it('writes a grade, which an education has no field for, below its description in the reader’s words', () => {
    const description = (draft: ImportDraft, lang: 'en' | 'de') =>
      planImport(draft, translator(lang)).sections[0]?.entries[0]?.description;
    const graded = draftOf('education', [master({ grade: '1,3' })]);

    expect(description(graded, 'de')).toBe(
      'Masterarbeit über verteilte Transaktionen.\n\nNote: 1,3',
    );
    expect(description(graded, 'en')).toBe(
      'Masterarbeit über verteilte Transaktionen.\n\nGrade: 1,3',
    );
    const bare = master({ grade: 'Distinction', description: undefined });
    expect(description(draftOf('education', [bare]), 'en')).toBe('Grade: Distinction');
    expect(description(draftOf('education', [master()]), 'en')).toBe(
      'Masterarbeit über verteilte Transaktionen.',
    );
  });

  it('checks the phone and the address with the account’s rules, each on its own', () => {
    const plan = planImport(
      {
        ...draftOf('education', []),
        contact: {
          phone: 'call me maybe',
          address: { street: 'Domstraße', houseNumber: '1', country: 'DE' },
        },
      },
      translator('en'),
    );
    expect(plan.contact).toEqual({
      address: { street: 'Domstraße', houseNumber: '1', postcode: null, city: null, country: 'DE' },
    });
    expect(plan.skipped).toEqual([
      {
        source: 'basics',
        label: 'call me maybe',
        reason: 'invalid',
        message: expect.stringMatching(/^Phone/) as string,
      },
    ]);
  });
});
