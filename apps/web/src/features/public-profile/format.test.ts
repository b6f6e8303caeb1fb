import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { displayUrl, formatPeriod, groupByType, initials, safeHttpUrl } from './format';

describe('formatPeriod', () => {
  const t = i18n.getFixedT('en');
  const tDe = i18n.getFixedT('de');

  it('writes month and year in the viewer’s language, "present" for an open end', () => {
    expect(formatPeriod('2021-03-01', undefined, 'en', t)).toBe('Mar 2021 – present');
    expect(formatPeriod('2021-03-01', undefined, 'de', tDe)).toBe('März 2021 – heute');
    expect(formatPeriod('2017-01-01', '2021-02-01', 'en', t)).toBe('Jan 2017 – Feb 2021');
  });

  it('writes one month once, an end alone, and nothing without dates', () => {
    expect(formatPeriod('2019-05-01', '2019-05-20', 'en', t)).toBe('May 2019');
    expect(formatPeriod(undefined, '2019-05-01', 'en', t)).toBe('May 2019');
    expect(formatPeriod(undefined, undefined, 'en', t)).toBeNull();
  });

  it('reads a start alone as one date when the entry is not ongoing', () => {
    expect(formatPeriod('2019-05-01', undefined, 'en', t, { openEnded: false })).toBe('May 2019');
    expect(formatPeriod('2019-05-01', '2020-01-01', 'en', t, { openEnded: false })).toBe(
      'May 2019 – Jan 2020',
    );
  });
});

describe('links', () => {
  it('follows only http(s) links', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
    expect(safeHttpUrl('not a link')).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('shows a link without scheme, www and trailing slash', () => {
    expect(displayUrl('https://www.example.com/note-g/')).toBe('example.com/note-g');
    expect(displayUrl('http://example.com/')).toBe('example.com');
  });
});

describe('groupByType', () => {
  it('keeps the order in which each type first appears, and the order inside', () => {
    const groups = groupByType([
      { name: 'TypeScript', type: 'Programming Languages' },
      { name: 'Communication', type: 'Soft skills' },
      { name: 'Rust', type: ' Programming Languages ' },
    ]);
    expect(groups.map((g) => [g.type, g.items.map((s) => s.name)])).toEqual([
      ['Programming Languages', ['TypeScript', 'Rust']],
      ['Soft skills', ['Communication']],
    ]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('ada')).toBe('A');
    expect(initials('Émile Zola')).toBe('ÉZ');
  });
});
