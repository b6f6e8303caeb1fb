import { describe, expect, it } from 'vitest';
import { checkArtefacts, duplicatedHeadings, emptyPages, separatorArtefacts } from './artefacts';
import { buildPrinted, buildTexts } from './synthetic';

const printed = buildPrinted();

describe('duplicatedHeadings', () => {
  it('finds a section heading printed twice, in any case', () => {
    expect(duplicatedHeadings([['SKILLS', 'Skills', 'Go']], printed.sectionHeadings)).toEqual([
      'heading "Skills" printed 2× (p.1 l.1, p.1 l.2)',
    ]);
  });

  it('passes each heading once, and the heading’s words inside other lines', () => {
    expect(
      duplicatedHeadings(
        [['Skills', 'Soft skills: listening', 'Work Experience']],
        printed.sectionHeadings,
      ),
    ).toEqual([]);
  });
});

describe('separatorArtefacts', () => {
  it('finds separators left by empty fields', () => {
    const lines = [
      '·',
      'Robert Bosch GmbH ·',
      '· Stuttgart',
      'Bosch · · Stuttgart',
      'Helm ()',
      'Go, , Rust',
      '|',
    ];
    expect(separatorArtefacts([lines])).toEqual([
      'p.1: a line of separators only: "·"',
      'p.1: a line ending with a separator: "Robert Bosch GmbH ·"',
      'p.1: a line starting with a separator: "· Stuttgart"',
      'p.1: two separators in a row: "Bosch · · Stuttgart"',
      'p.1: empty parentheses: "Helm ()"',
      'p.1: two separators in a row: "Go, , Rust"',
      'p.1: a line of separators only: "|"',
    ]);
  });

  it('passes separators between values, list markers and wrapped lists', () => {
    const lines = [
      'Robert Bosch GmbH · Stuttgart · Apr 2021 – present',
      '• Moved',
      '– Ran',
      'Kubernetes (Helm, Argo CD,',
      'Kustomize)',
    ];
    expect(separatorArtefacts([lines])).toEqual([]);
  });
});

describe('emptyPages', () => {
  it('finds a page without text and one with only its page number', () => {
    const texts = buildTexts({ pdftotext: ['Anna', '', 'Page 3 of 3'] });
    expect(emptyPages(texts, printed.pageOf)).toEqual([
      'p.2 carries no text',
      'p.3 carries nothing but its page number',
    ]);
  });
});

describe('checkArtefacts', () => {
  it('names the readers that show a finding, once', () => {
    const texts = buildTexts({
      pdftotext: ['Bosch ·\nStuttgart'],
      pdfjs: ['Anna\nBosch ·\nStuttgart'],
    });
    expect(checkArtefacts(texts, printed)).toEqual([
      'p.1: a line ending with a separator: "Bosch ·" [pdftotext, pdf.js]',
    ]);
  });
});
