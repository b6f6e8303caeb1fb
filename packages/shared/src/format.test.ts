import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { formatIsoMonthYear, MONTHS_SHORT, monthYear, skillLevelKey } from './format';
import { de, en } from './i18n';

describe('formatIsoMonthYear', () => {
  it('prints the short month of the one table and the year', () => {
    expect(formatIsoMonthYear('2021-09-01', 'en')).toBe('Sep 2021');
    expect(formatIsoMonthYear('2021-09-30', 'de')).toBe('Sept. 2021');
    expect(formatIsoMonthYear('2024-03', 'de')).toBe('März 2024');
  });

  it('never moves a calendar month, whatever the day', () => {
    expect(formatIsoMonthYear('2024-01-01', 'en')).toBe('Jan 2024');
    expect(formatIsoMonthYear('2023-12-31', 'en')).toBe('Dec 2023');
  });

  it('refuses what is not an ISO date', () => {
    expect(() => formatIsoMonthYear('09/2021', 'en')).toThrow(RangeError);
    expect(() => monthYear(12, 2021, 'en')).toThrow(RangeError);
  });

  it('has twelve distinct months per language', () => {
    for (const months of Object.values(MONTHS_SHORT)) {
      expect(new Set(months).size).toBe(12);
    }
  });
});

describe('skillLevelKey', () => {
  it('names every level from min to max in both languages', () => {
    for (let level = LIMITS.skillLevelMin; level <= LIMITS.skillLevelMax; level++) {
      const key = skillLevelKey(level).split('.');
      for (const messages of [en, de]) {
        const name = key.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect(typeof name, `${key.join('.')}`).toBe('string');
      }
    }
  });
});
