import { DEFAULT_SECTION_ORDER, type CvSectionKey } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { moveKey, orderSections, sectionRef } from './sectionOrder';

const TEACHING = 'custom:00000000-0000-4000-8000-0000000000c1' as CvSectionKey;
const PATENTS = 'custom:00000000-0000-4000-8000-0000000000c2' as CvSectionKey;

describe('section order', () => {
  it('prints the named sections first, then the fixed ones by default, then custom ones', () => {
    const present: CvSectionKey[] = [PATENTS, 'skill', 'work-experience', TEACHING, 'education'];
    expect(orderSections(['skill', TEACHING], present)).toEqual([
      'skill',
      TEACHING,
      ...DEFAULT_SECTION_ORDER.filter((kind) => kind === 'work-experience' || kind === 'education'),
      PATENTS,
    ]);
  });

  it('skips keys of sections that are gone and keys named twice', () => {
    expect(orderSections(['language', 'skill', 'skill'], ['skill', 'project'])).toEqual([
      'skill',
      'project',
    ]);
  });

  it('moves one key and leaves the list alone for a move out of range', () => {
    const keys: CvSectionKey[] = ['skill', 'project', TEACHING];
    expect(moveKey(keys, 2, 0)).toEqual([TEACHING, 'skill', 'project']);
    expect(moveKey(keys, 0, 1)).toEqual(['project', 'skill', TEACHING]);
    expect(moveKey(keys, 0, 5)).toEqual(keys);
  });

  it('tells fixed sections from custom ones', () => {
    expect(sectionRef('skill')).toEqual({ kind: 'skill' });
    expect(sectionRef(TEACHING)).toEqual({ customId: '00000000-0000-4000-8000-0000000000c1' });
  });
});
