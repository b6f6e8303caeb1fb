import { describe, expect, it } from 'vitest';
import {
  compareByDate,
  insertionIndex,
  isDatedKind,
  placeEntries,
  sortByDate,
} from './entry-order';
import { ENTRY_KINDS } from './schemas/sections';

const job = (name: string, positionStart: string, positionEnd: string | null = null) => ({
  name,
  positionStart,
  positionEnd,
});
const project = (name: string, projectStart?: string | null, projectEnd?: string | null) => ({
  name,
  projectStart,
  projectEnd,
});
const names = (list: readonly { name: string }[]) => list.map((e) => e.name);

describe('the date rule of entry lists', () => {
  it('puts ongoing entries first, then the latest end, then the latest start', () => {
    const list = [
      job('old', '2010-01-01', '2012-01-01'),
      job('ended late, started early', '2014-01-01', '2020-06-01'),
      job('current since 2019', '2019-01-01'),
      job('ended late, started late', '2018-01-01', '2020-06-01'),
      job('current since 2021', '2021-03-01'),
    ];
    expect(names(sortByDate('work-experience', list))).toEqual([
      'current since 2021',
      'current since 2019',
      'ended late, started late',
      'ended late, started early',
      'old',
    ]);
  });

  it('keeps undated entries in their order at the end, and ties in theirs', () => {
    const list = [
      project('undated a'),
      project('2015', '2015-01-01', '2016-01-01'),
      project('undated b', null, null),
      project('same one', '2015-01-01', '2016-01-01'),
      project('undated c', '', ''),
      project('ends 2019 with no start', null, '2019-01-01'),
    ];
    expect(names(sortByDate('project', list))).toEqual([
      'ends 2019 with no start',
      '2015',
      'same one',
      'undated a',
      'undated b',
      'undated c',
    ]);
  });

  it('reads a single date as both start and end, and a start without end as ongoing only for periods', () => {
    // An award is "dated": its one date orders it.
    const awards = [
      { name: '2019', date: '2019-05-01' },
      { name: 'none', date: null },
      { name: '2023', date: '2023-01-01' },
    ];
    expect(names(sortByDate('award', awards))).toEqual(['2023', '2019', 'none']);
    // A custom entry with only a start is a date, not an ongoing span.
    const custom = [
      { name: 'span to 2022', start: '2018-01-01', end: '2022-01-01' },
      { name: 'on 2021', start: '2021-01-01', end: null },
    ];
    expect(names(sortByDate('custom-entry', custom))).toEqual(['span to 2022', 'on 2021']);
    // Volunteering is a period: a start without end is going on.
    const volunteering = [
      { name: 'ended', start: '2021-01-01', end: '2024-01-01' },
      { name: 'going on', start: '2015-01-01', end: null },
    ];
    expect(names(sortByDate('volunteering', volunteering))).toEqual(['going on', 'ended']);
  });

  it('orders certificates by their date, not by when they expire', () => {
    const certificates = [
      { name: 'older, valid long', date: '2018-01-01', expiry: '2030-01-01' },
      { name: 'newer', date: '2022-01-01', expiry: '2024-01-01' },
    ];
    expect(names(sortByDate('certificate', certificates))).toEqual(['newer', 'older, valid long']);
  });

  it('tells nothing apart in kinds without dates', () => {
    const skills = [{ name: 'b' }, { name: 'a' }];
    expect(isDatedKind('skill')).toBe(false);
    expect(compareByDate('skill', skills[0]!, skills[1]!)).toBe(0);
    expect(names(sortByDate('skill', skills))).toEqual(['b', 'a']);
  });

  it('knows which kinds are dated', () => {
    expect(ENTRY_KINDS.filter(isDatedKind)).toEqual([
      'work-experience',
      'education',
      'project',
      'certificate',
      'award',
      'publication',
      'volunteering',
      'custom-entry',
    ]);
  });
});

describe('where a new entry goes', () => {
  const sorted = [
    job('current', '2022-01-01'),
    job('2019–2021', '2019-01-01', '2021-12-01'),
    job('2012–2015', '2012-01-01', '2015-01-01'),
  ];
  /** Where a new job of this name and these dates goes in `list`. */
  const jobIndex = (list: readonly ReturnType<typeof job>[], ...newJob: Parameters<typeof job>) =>
    insertionIndex('work-experience', list, job(...newJob));

  it('goes to its date’s place in a list in date order', () => {
    expect(jobIndex(sorted, 'new current', '2024-01-01')).toBe(0);
    expect(jobIndex(sorted, '2016–2018', '2016-01-01', '2018-01-01')).toBe(2);
    expect(jobIndex(sorted, '2000–2001', '2000-01-01', '2001-01-01')).toBe(3);
    // Equal dates: after the entry already there.
    expect(jobIndex(sorted, 'same', '2019-01-01', '2021-12-01')).toBe(2);
  });

  it('never reorders the owner’s list: it goes before the first entry it is newer than', () => {
    const arranged = [sorted[2]!, sorted[0]!, sorted[1]!];
    expect(jobIndex(arranged, '2016–2018', '2016-01-01', '2018-01-01')).toBe(0);
    expect(jobIndex(arranged, '2000–2001', '2000-01-01', '2001-01-01')).toBe(3);
  });

  it('goes before the undated entries, and an undated one at the end', () => {
    const list = [project('2020', '2020-01-01', '2021-01-01'), project('undated')];
    expect(insertionIndex('project', list, project('2010', '2010-01-01', '2011-01-01'))).toBe(1);
    expect(insertionIndex('project', list, project('another undated'))).toBe(2);
  });

  it('goes at the end in kinds without dates', () => {
    const skills = [{ name: 'a' }, { name: 'b' }];
    expect(insertionIndex('skill', skills, { name: 'c' })).toBe(2);
    expect(insertionIndex('language', [], { name: 'de' })).toBe(0);
  });

  it('places several new entries (an import) each at its place, newest first', () => {
    const added = [
      job('2000–2001', '2000-01-01', '2001-01-01'),
      job('new current', '2024-01-01'),
      job('2016–2018', '2016-01-01', '2018-01-01'),
    ];
    expect(names(placeEntries('work-experience', sorted, added))).toEqual([
      'new current',
      'current',
      '2019–2021',
      '2016–2018',
      '2012–2015',
      '2000–2001',
    ]);
    // Without dates: appended in the file's order.
    expect(names(placeEntries('skill', [{ name: 'a' }], [{ name: 'c' }, { name: 'b' }]))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });
});
