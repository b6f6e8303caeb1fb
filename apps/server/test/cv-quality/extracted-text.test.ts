import { describe, expect, it } from 'vitest';
import { findOccurrences, foldText, indexLines } from './extracted-text';

describe('findOccurrences', () => {
  const find = (lines: string[], text: string) => findOccurrences(indexLines([lines]), text);

  it('finds a text whole on one line, whatever its case and kind of space', () => {
    expect(find(['x', 'ANNA-LENA SCHÄFER-GROSSMANN'], 'Anna-Lena Schäfer-Großmann')).toMatchObject([
      { page: 1, line: 1, endLine: 1, whole: true },
    ]);
    expect(find(['Apr 2021 – present'], 'Apr\u00a02021 – present')[0]?.whole).toBe(true);
  });

  it('finds a text broken over lines: at a space, hyphenated, at its hyphen, or joined by pdftotext', () => {
    const broken = (lines: string[]) => find(lines, 'Schäfer-Großmann')[0];
    expect(broken(['Schäfer-', 'Großmann'])).toMatchObject({ line: 0, endLine: 1, whole: false });
    expect(broken(['SchäferGroßmann'])).toMatchObject({ whole: false, found: 'SCHÄFERGROSSMANN' });
    expect(broken(['Schäfer-Groß\u00ad', 'mann'])?.whole).toBe(false);
    expect(find(['Apr 2021 –', '', 'present'], 'Apr 2021 – present')[0]).toMatchObject({
      whole: false,
      endLine: 2,
    });
  });

  it('finds nothing where the text is not', () => {
    expect(find(['Schäfer', 'Müller'], 'Schäfer-Großmann')).toEqual([]);
  });

  it('numbers lines across pages in one sequence', () => {
    const [occurrence] = findOccurrences(
      indexLines([
        ['a', 'b'],
        ['c', 'target'],
      ]),
      'target',
    );
    expect(occurrence).toMatchObject({ page: 2, line: 1, index: 3 });
  });
});

describe('foldText', () => {
  it('compares capitals and small letters, ß and SS, non-breaking and plain hyphens alike', () => {
    expect(foldText('Straße\u00a0eu\u2011central')).toBe(foldText('STRASSE EU-CENTRAL'));
  });
});
