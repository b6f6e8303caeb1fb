import { describe, expect, it } from 'vitest';
import { buildPrinted, buildTexts } from './synthetic';
import { checkTextOrder } from './text-order';

const printed = buildPrinted();
const entry = [
  'Platform Engineer',
  'Robert Bosch-Müller GmbH · Apr 2021 – present',
  '• Moved services',
  '• Ran the migration',
  '  without a single outage',
];
const check = (pdftotext: string[], pdfjs?: string[]) =>
  checkTextOrder(
    buildTexts({ pdftotext: [pdftotext.join('\n')], pdfjs: [(pdfjs ?? pdftotext).join('\n')] }),
    printed,
  );

describe('checkTextOrder', () => {
  it('passes an entry read in order: title, organisation, period, text', () => {
    expect(check(entry)).toEqual([]);
  });

  it('passes a period a design prints just above the title', () => {
    expect(
      check([
        'Apr 2021 – present',
        'Platform Engineer',
        'Robert Bosch-Müller GmbH',
        ...entry.slice(2),
      ]),
    ).toEqual([]);
  });

  it('finds a period that a reader puts after the entry’s text', () => {
    const periodLast = [
      'Platform Engineer',
      'Robert Bosch-Müller GmbH',
      ...entry.slice(2),
      'x',
      'Apr 2021 – present',
    ];
    expect(check(periodLast, entry)).toEqual([
      'Work Experience: "Platform Engineer": pdftotext: period 6 lines from the title (p.1 l.1)',
    ]);
  });

  it('finds side content between an entry’s title and its end', () => {
    const interleaved = [
      ...entry.slice(0, 3),
      'Programming languages',
      'Kubernetes (Helm, Argo',
      'CD)',
      ...entry.slice(3),
    ];
    expect(check(entry, interleaved)).toEqual([
      'Work Experience: "Platform Engineer": pdf.js: side content between its title (p.1 l.1) and its end (p.1 l.8): "Kubernetes (Helm, Argo CD)", "Programming languages"',
    ]);
  });

  it('finds an entry whose title or end is missing from a reader’s text', () => {
    expect(check(entry.slice(1))[0]).toMatch(/title not found/);
    expect(check(entry.slice(0, 3))[0]).toMatch(
      /its last words "without a single outage" do not follow the title/,
    );
  });
});
