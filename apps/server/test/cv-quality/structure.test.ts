import { describe, expect, it } from 'vitest';
import { checkStructure } from './structure';
import { buildEntry, buildPrinted, buildTagTree, tag } from './synthetic';
import type { TagNode } from './tag-tree';

const printed = buildPrinted({ sectionHeadings: ['Work Experience', 'Contact'] });
const check = (children: TagNode[], cv = printed) =>
  checkStructure(buildTagTree({ roots: [tag('Document', '', children)] }), cv);

const list = (text: string) =>
  tag('L', `• ${text}`, [tag('LI', `• ${text}`, [tag('Lbl', '•'), tag('LBody', text)])]);

describe('checkStructure', () => {
  it('passes a clean hierarchy: the name as H1, sections H2, entry titles H3, one list', () => {
    expect(checkStructure(buildTagTree(), printed)).toEqual([]);
  });

  it('finds an untagged document', () => {
    expect(checkStructure(buildTagTree({ marked: false }), printed)).toEqual([
      'the PDF is not tagged',
    ]);
  });

  it('finds section headings as H1 and the name as a paragraph', () => {
    const problems = check([
      tag('P', 'Anna-Lena Schäfer- Großmann'),
      tag('H1', 'CONTACT'),
      tag('H1', 'WORK EXPERIENCE'),
      tag('H2', 'Platform Engineer'),
    ]);
    expect(problems).toEqual([
      '2 H1 elements, not one: "CONTACT", "WORK EXPERIENCE"',
      'the name "Anna-Lena Schäfer-Großmann" is not the H1',
      'p.1: section heading "Work Experience" is H1, not H2',
      'p.1: section heading "Contact" is H1, not H2',
      'p.1: entry title "Platform Engineer" is H2, not H3',
    ]);
  });

  it('matches an entry title hyphenated over two lines', () => {
    const hyphenated = buildPrinted({ entries: [buildEntry({ title: 'Foundation Level' })] });
    expect(
      check(
        [
          tag('H1', 'Anna-Lena Schäfer-Großmann'),
          tag('H2', 'Work Experience'),
          tag('H3', 'Founda- tion Level'),
        ],
        hyphenated,
      ),
    ).toEqual([]);
  });

  it('finds an entry title that is no heading, and a skipped level', () => {
    expect(
      check([
        tag('H1', 'Anna-Lena Schäfer-Großmann'),
        tag('H3', 'Work Experience'),
        tag('P', 'Platform Engineer'),
      ]),
    ).toEqual([
      'p.1: section heading "Work Experience" is H3, not H2',
      'p.1: entry title "Platform Engineer" is P, not H3',
      'p.1: H3 "Work Experience" follows H1, skipping a level',
    ]);
  });

  it('finds blocks inside a heading, a list split into runs of L, a figure without alternative text', () => {
    expect(
      check([
        tag('H1', 'Anna-Lena Schäfer-Großmann', [tag('P', 'Anna-Lena Schäfer-Großmann')]),
        tag('H2', 'Work Experience'),
        tag('H3', 'Platform Engineer'),
        list('Moved'),
        list('Ran'),
        list('Led'),
        tag('Figure', ''),
      ]),
    ).toEqual([
      'p.1: H1 "Anna-Lena Schäfer-Großmann" holds a P',
      'p.1: 3 L elements in a row (one list split): "• Moved"',
      'p.1: Figure without alternative text',
    ]);
  });

  it('finds malformed lists and tables and tags without a standard role', () => {
    expect(
      check(
        [
          tag('H1', 'Anna-Lena Schäfer-Großmann'),
          tag('L', 'x', [tag('P', 'x')]),
          tag('Table', 'y', [tag('TR', 'y', [tag('P', 'y')])]),
          tag('Title', 'z', [], { tag: 'Title' }),
        ],
        buildPrinted({ sectionHeadings: [], entries: [] }),
      ),
    ).toEqual([
      'p.1: L holds a P "x"',
      'p.1: TR holds a P "y"',
      'p.1: tag Title maps to no standard role (Title)',
    ]);
  });

  it('finds what PDF/UA-1 asks of the document', () => {
    const problems = checkStructure(
      buildTagTree({
        lang: null,
        title: ' ',
        displayDocTitle: false,
        pdfUa: null,
        untaggedText: [{ page: 2, text: 'Page 2 of 3' }],
        linksWithoutContents: [{ page: 1, url: 'https://example.org' }],
        pagesWithoutStructureTabOrder: [1],
      }),
      printed,
    );
    expect(problems).toEqual([
      'the document has no language (/Lang)',
      'the document has no title',
      'viewers are not told to show the title (DisplayDocTitle)',
      'the metadata does not claim PDF/UA-1',
      'p.2: text outside the tag tree and not an artifact: "Page 2 of 3"',
      'p.1: link annotation without a description (/Contents): https://example.org',
      'p.1: annotations not in structure tab order (/Tabs /S)',
    ]);
  });
});
