import { describe, expect, it } from 'vitest';
import { isOngoing, parseImportDate, parsePeriod } from './import-dates';

describe('parseImportDate', () => {
  it.each([
    ['2019', '2019-01-01'],
    ['2019-03', '2019-03-01'],
    ['2019-3', '2019-03-01'],
    ['2019-03-15', '2019-03-15'],
    ['2024-01-15T10:00:00', '2024-01-15'],
    ['2019/03', '2019-03-01'],
    ['Jan 2019', '2019-01-01'],
    ['January 2019', '2019-01-01'],
    ['Oct 2021', '2021-10-01'],
    ['Sept. 2020', '2020-09-01'],
    ['März 2019', '2019-03-01'],
    ['Mai 2020', '2020-05-01'],
    ['Okt. 2021', '2021-10-01'],
    ['Dez 2018', '2018-12-01'],
    ['15. März 2019', '2019-03-15'],
    ['March 15, 2019', '2019-03-15'],
    ['03/2019', '2019-03-01'],
    ['3.2019', '2019-03-01'],
    ['15.03.2019', '2019-03-15'],
    ['  Oct   2021 ', '2021-10-01'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseImportDate(text)).toBe(iso);
  });

  it('reads a year given as a number', () => {
    expect(parseImportDate(2020)).toBe('2020-01-01');
  });

  it.each(['', 'soon', '2019-13', '2023-02-30', '13/2019', 'Smarch 2019', '0999', 'Jan', null, {}])(
    'gives nothing for %j',
    (value) => {
      expect(parseImportDate(value)).toBeUndefined();
    },
  );
});

describe('isOngoing', () => {
  it.each([
    'Present',
    'present',
    'Current',
    'Now',
    'heute',
    'bis heute',
    'aktuell',
    'today',
    'Today.',
  ])('%j is an open end', (text) => expect(isOngoing(text)).toBe(true));

  it.each(['', '2020', 'presently employed', undefined])('%j is not', (value) =>
    expect(isOngoing(value)).toBe(false),
  );
});

describe('parsePeriod', () => {
  it.each([
    ['January 2019 to Present', { start: '2019-01-01', ongoing: true, single: false }],
    [
      'Jan 2019 - Mar 2020',
      { start: '2019-01-01', end: '2020-03-01', ongoing: false, single: false },
    ],
    ['2019 – 2021', { start: '2019-01-01', end: '2021-01-01', ongoing: false, single: false }],
    ['2019—2021', { start: '2019-01-01', end: '2021-01-01', ongoing: false, single: false }],
    ['2019-2021', { start: '2019-01-01', end: '2021-01-01', ongoing: false, single: false }],
    ['03/2019 - heute', { start: '2019-03-01', ongoing: true, single: false }],
    ['03/2019-05/2020', { start: '2019-03-01', end: '2020-05-01', ongoing: false, single: false }],
    ['März 2019 bis heute', { start: '2019-03-01', ongoing: true, single: false }],
    ['Okt. 2021 – bis heute', { start: '2021-10-01', ongoing: true, single: false }],
    [
      'von 2015 bis 2018',
      { start: '2015-01-01', end: '2018-01-01', ongoing: false, single: false },
    ],
    ['since 2020', { start: '2020-01-01', ongoing: true, single: false }],
    ['seit Mai 2020', { start: '2020-05-01', ongoing: true, single: false }],
    [
      '2019-03 - 2020-06',
      { start: '2019-03-01', end: '2020-06-01', ongoing: false, single: false },
    ],
    ['2020', { start: '2020-01-01', ongoing: false, single: true }],
    ['2019-03', { start: '2019-03-01', ongoing: false, single: true }],
    ['Present', { ongoing: true, single: false }],
  ])('reads %j', (text, period) => {
    expect(parsePeriod(text)).toEqual(period);
  });

  it.each(['', 'some time ago', 'Jan 2019 - whenever', 42])('gives no dates for %j', (value) => {
    expect(parsePeriod(value)).toEqual({ ongoing: false, single: false });
  });
});
