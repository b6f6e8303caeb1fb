import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './dates';

describe('date formats', () => {
  it('short month and numeric year', () => {
    expect(formatMonthYear('2024-03-01', 'en')).toBe('Mar 2024');
    expect(formatMonthYear('2024-03-01', 'de')).toBe('März 2024');
    expect(formatMonthYear('2024-03', 'en')).toBe('Mar 2024');
  });

  it('prints September as the pickers and the PDF do, from the one month table', () => {
    expect(formatMonthYear('2021-09-01', 'en')).toBe('Sep 2021');
    expect(formatMonthYear('2021-09-01', 'de')).toBe('Sept. 2021');
    expect(formatMonthYear(new Date(2021, 8, 15), 'en')).toBe('Sep 2021');
  });

  it('two-digit day and month with a four-digit year', () => {
    expect(formatDate('2024-03-07', 'en')).toBe('07/03/2024');
    expect(formatDate('2024-03-07', 'de')).toBe('07.03.2024');
  });

  it('never moves a calendar date by the viewer’s time zone', () => {
    expect(formatDate('2024-01-01', 'en')).toBe('01/01/2024');
    expect(formatMonthYear('2024-01-01', 'de')).toBe('Jan. 2024');
  });

  it('formats Date objects in local time', () => {
    expect(formatDate(new Date(2023, 11, 31, 23, 30), 'de')).toBe('31.12.2023');
  });
});
