import { describe, expect, it } from 'vitest';
import type { CvData, CvDesignId, CvPaper } from '@cv/shared';
import { longProfile } from '../../../test/long-profiles';
import { pageWordBoxes } from '../../../test/pdf-inspect';
import { toTemplateInput } from './cv-document';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { sampleCvData } from './cv-sample-profile';
import { SplitHints, type SplitHintKey, type SplitMark } from './split-hints';

/**
 * Where a two-column design splits its career (the blocks beside the side
 * column, the rest below both) is settled by the template over its own
 * layouts; the renderer hands it the split of the CV's last layout to start
 * from. The hint saves a layout and must never change a page.
 */

const picture = await samplePhoto();

/** Hints that always answer `hint`, and the split marks the layouts settled on. */
class FixedHints extends SplitHints {
  readonly settled: SplitMark[] = [];
  constructor(private readonly hint: string) {
    super();
  }
  override hintFor(): string {
    return this.hint;
  }
  override remember(_key: SplitHintKey, mark: unknown): void {
    this.settled.push(mark as SplitMark);
  }
}

interface Case {
  design: CvDesignId;
  data: CvData;
  paper: CvPaper;
  sidebarSide: 'left' | 'right';
}

const CASES: [string, Case][] = [
  [
    'Modern, the sample',
    { design: 'modern', data: sampleCvData('de'), paper: 'a4', sidebarSide: 'left' },
  ],
  [
    'Modern, a long Lebenslauf',
    {
      design: 'modern',
      data: longProfile('lebenslauf', 'de'),
      paper: 'letter',
      sidebarSide: 'right',
    },
  ],
  [
    'Bold, the sample',
    { design: 'bold', data: sampleCvData('en'), paper: 'letter', sidebarSide: 'left' },
  ],
  [
    'Bold, the sample in German',
    { design: 'bold', data: sampleCvData('de'), paper: 'a4', sidebarSide: 'left' },
  ],
  [
    'Bold, a long CV',
    { design: 'bold', data: longProfile('engineer', 'en'), paper: 'a4', sidebarSide: 'right' },
  ],
  [
    'Executive, the sample',
    { design: 'executive', data: sampleCvData('en'), paper: 'letter', sidebarSide: 'right' },
  ],
  [
    'Executive, a long CV',
    { design: 'executive', data: longProfile('engineer', 'de'), paper: 'a4', sidebarSide: 'left' },
  ],
];

function pagesWith(hints: SplitHints, { design, data, paper, sidebarSide }: Case): string[] {
  const rendered = createCvRenderer({ splitHints: hints }).renderCv({
    design,
    data,
    picture,
    paper,
    layout: { sidebarSide },
    format: 'svg-pages',
  });
  if (rendered.format !== 'svg-pages') throw new Error('expected SVG pages');
  return rendered.svgs;
}

describe('the split of a two-column design', () => {
  it.each(CASES)('%s: the same pages whatever the hint, right, wrong or none', (_name, cv) => {
    const none = new FixedHints('null');
    const pages = pagesWith(none, cv);
    const settled = none.settled[0]!.count;
    expect(settled).toEqual(expect.any(Number));
    for (const hint of new Set([0, 1, settled - 1, settled, settled + 1, 99])) {
      if (hint < 0) continue;
      const hinted = new FixedHints(String(hint));
      expect(pagesWith(hinted, cv), `hint ${hint}`).toEqual(pages);
      expect(hinted.settled[0]?.count, `hint ${hint}`).toBe(settled);
    }
  });

  it.each(CASES)(
    '%s: with the right hint, the first layout’s split is confirmed by measure, not found again with every block beside',
    (_name, cv) => {
      const none = new FixedHints('null');
      pagesWith(none, cv);
      const settled = none.settled[0]!.count;
      const hinted = new FixedHints(String(settled));
      pagesWith(hinted, cv);
      // `exact` would say that a layout with the next block beside the column
      // showed it ending past the column: the hint was not confirmed, and the
      // render took two layouts more than with a confirmed hint (one more
      // than with none).
      expect(hinted.settled[0]).toEqual({ count: settled, exact: false });
    },
  );

  it('starts the career below the columns at the top of a page, as every later page starts', () => {
    // Here the block after those beside the column does not fit below them
    // on page one; it once brought the gap between two entries along to the
    // top of page two.
    for (const paper of ['a4', 'letter'] as const) {
      const rendered = createCvRenderer().renderCv({
        design: 'modern',
        data: longProfile('lebenslauf', 'de'),
        picture,
        paper,
        format: 'pdf',
      });
      if (rendered.format !== 'pdf') throw new Error('expected a PDF');
      const tops = Array.from({ length: rendered.pages - 1 }, (_, i) =>
        Math.min(...pageWordBoxes(rendered.pdf, i + 2).words.map((word) => word.yMin)),
      );
      expect(tops.length, paper).toBeGreaterThan(0);
      expect(Math.max(...tops) - Math.min(...tops), `${paper}: ${tops.join(', ')}`).toBeLessThan(1);
    }
  });
});

describe('split hints', () => {
  const key = (changes: Partial<SplitHintKey> = {}): SplitHintKey => ({
    ...toTemplateInput(sampleCvData('en'), { design: 'modern' }),
    design: 'modern',
    ...changes,
  });

  it('hand a layout the split the same CV settled on last, and nothing for another', () => {
    const hints = new SplitHints();
    expect(hints.hintFor(key())).toBe('null');
    hints.remember(key(), { count: 7, exact: false });
    expect(hints.hintFor(key())).toBe('7');
    expect(hints.hintFor(key({ design: 'bold' }))).toBe('null');
    expect(hints.hintFor(key({ side: ['language'] }))).toBe('null');
    expect(hints.hintFor(key({ paper: 'us-letter' }))).toBe('null');
  });

  it('keep only a whole number of blocks', () => {
    const hints = new SplitHints();
    for (const count of [undefined, null, -1, 2.5, '3'])
      hints.remember(key(), { count, exact: true });
    hints.remember(key(), 4);
    expect(hints.hintFor(key())).toBe('null');
  });
});
