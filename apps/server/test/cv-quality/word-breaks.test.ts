import { describe, expect, it } from 'vitest';
import { buildPrinted, buildTexts } from './synthetic';
import {
  checkHyphenBreaks,
  checkHyphenRuns,
  checkProtectedWords,
  layoutColumns,
  wordBreaks,
} from './word-breaks';

const printed = buildPrinted();
const protectedFindings = (texts: Parameters<typeof wordBreaks>[0], exempt: string[] = []) =>
  checkProtectedWords(wordBreaks(texts, printed.sourceText), printed.protectedWords, exempt);
const hyphenFindings = (texts: Parameters<typeof wordBreaks>[0], exempt: string[] = []) =>
  checkHyphenBreaks(wordBreaks(texts, printed.sourceText), printed.protectedWords, exempt);

describe('checkProtectedWords', () => {
  it('finds a product name hyphenated at a line end, as each reader shows it', () => {
    const texts = buildTexts({
      pdftotext: ['Moved services to Kuber\u00ad\nnetes clusters'],
      pdfjs: ['Moved services to Kuber-\nnetes clusters'],
    });
    expect(protectedFindings(texts)).toEqual([
      'p.1 l.1: "KUBER-⏎NETES" splits "Kubernetes" [pdf.js, pdftotext -layout, pdftotext]',
    ]);
  });

  it('finds a word split at its own hyphen, also where pdftotext joined the lines', () => {
    const texts = buildTexts({
      pdftotext: ['Kubernetes clusters in eucentral-1 with'],
      pdfjs: ['Kubernetes clusters in eu-\ncentral-1 with'],
    });
    const findings = protectedFindings(texts);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/splits "eu-central-1" \[pdf\.js, pdftotext -layout, pdftotext\]$/);
  });

  it('takes a short name only as a word of its own: "MM" is no part of "zusammen"', () => {
    const words = ['MM'];
    const split = (line: string) =>
      checkProtectedWords(wordBreaks(buildTexts({ pdftotext: [line] }), printed.sourceText), words);
    expect(split('arbeiten eng zusam\u00ad\nmen, mit')).toEqual([]);
    expect(split('SAP FI und M\u00ad\nM im Einsatz')).toHaveLength(1);
  });

  it('finds a hyphenated word inside a company name of several words', () => {
    const texts = buildTexts({ pdftotext: ['Robert Bosch-Mül\u00ad\nler GmbH'] });
    expect(protectedFindings(texts)[0]).toMatch(/splits "Robert Bosch-Müller GmbH"/);
  });

  it('passes names broken between words, and words of the same letters outside a name', () => {
    const texts = buildTexts({
      pdftotext: [
        'Moved services to\nKubernetes clusters in\neu-central-1 with PostgreSQL to\u00ad\ngether',
      ],
    });
    expect(protectedFindings(texts)).toEqual([]);
  });

  it('leaves breaks inside exempt details (an e-mail address) to their own check', () => {
    const texts = buildTexts({ pdftotext: ['Kubernetes clusters in eu-\ncentral-1 with'] });
    expect(protectedFindings(texts, ['in eu-central-1'])).toEqual([]);
  });
});

describe('checkHyphenBreaks', () => {
  it('finds an ordinary word split at its own hyphen', () => {
    const texts = buildTexts({
      pdftotext: ['with pointin-time recovery'],
      pdfjs: ['with point-\nin-time recovery'],
    });
    expect(hyphenFindings(texts)).toEqual([
      'p.1 l.1: "POINT-⏎IN-TIME" splits "POINT-IN-TIME" at its hyphen [pdf.js, pdftotext -layout, pdftotext]',
    ]);
  });

  it('finds a word split without any hyphen', () => {
    const texts = buildTexts({ pdftotext: ['PostgreSQL to\ngether without'] });
    expect(hyphenFindings(texts)).toEqual([
      'p.1 l.1: "TO⏎GETHER" splits "TOGETHER" without a hyphen [pdf.js, pdftotext -layout, pdftotext]',
    ]);
  });

  it('passes Typst’s hyphenation of ordinary words and breaks between words', () => {
    const texts = buildTexts({
      pdftotext: ['PostgreSQL to\u00ad\ngether with\npoint-in-time recovery'],
    });
    expect(hyphenFindings(texts)).toEqual([]);
  });

  it('leaves protected words and exempt details to their own checks', () => {
    const texts = buildTexts({ pdftotext: ['clusters in eu-\ncentral-1 with point-\nin-time'] });
    expect(hyphenFindings(texts, ['point-in-time'])).toEqual([]);
  });
});

describe('checkHyphenRuns', () => {
  const page = (ends: number) =>
    [
      ...Array.from({ length: ends }, (_, i) => `line ${i} ends with hyphen-`),
      'ated words',
      'and a plain line',
    ].join('\n');

  it('counts hyphenated line ends per page and finds three in a row', () => {
    const { figures, violations } = checkHyphenRuns(
      buildTexts({ pdftotext: [page(3), page(1)] }).layout,
    );
    expect(figures).toEqual({ perPage: [3, 1], longestRun: 3 });
    expect(violations).toEqual([
      'p.1 l.1: 3 hyphenated line ends in a row: "hyphen-" "hyphen-" "hyphen-"',
    ]);
  });

  it('allows two in a row', () => {
    const { figures, violations } = checkHyphenRuns(buildTexts({ pdftotext: [page(2)] }).layout);
    expect(figures.longestRun).toBe(2);
    expect(violations).toEqual([]);
  });

  it('counts each column of a page apart', () => {
    const layout = [
      'CONTACT              line a ends in hyphen-',
      'E-mail               ated words and more hy-',
      '                     phens here',
    ].join('\n');
    const { figures } = checkHyphenRuns(buildTexts({ pdftotext: [layout] }).layout);
    expect(figures).toEqual({ perPage: [2], longestRun: 2 });
  });
});

describe('layoutColumns', () => {
  it('reads a two-column layout page one column after the other', () => {
    const page = [
      'Name                 Principal Engineer',
      'E-mail               Robert Bosch',
      '                     GmbH',
    ];
    expect(layoutColumns([page])).toEqual([
      ['Name', 'E-mail', '', 'Principal Engineer', 'Robert Bosch', 'GmbH'],
    ]);
  });
});
