import { LRUCache } from 'lru-cache';
import type { CvTemplateInput } from './cv-document';

/**
 * Where a two-column design split the career at a CV's last layout: how many
 * of the main column's blocks sat beside the side column (see `side-by-side`
 * in common.typ). Typst lays a document out until what it reads of itself
 * settles; without a hint that takes three passes (all blocks beside, the
 * split, the same again), with the right one two (the split, confirmed).
 * A hint is only a first guess that the template checks: a wrong or stale
 * one costs at most one pass more and never changes the pages.
 */

/**
 * What tells one CV's arrangement from another's: the person, the side
 * column's sections, paper, font and layout factors (fit to pages tries
 * several). Whatever else a layout depends on only makes a hint wrong more often.
 */
export type SplitHintKey = Pick<
  CvTemplateInput,
  'lang' | 'paper' | 'font' | 'person' | 'side' | 'fit' | 'look'
> & { design: string };

/**
 * The template's `<cv-split>` mark: the blocks beside the column, and whether
 * a layout found the first of the others past the column's end (`exact`), as
 * opposed to a first guess (all blocks, or the hint) that stood.
 */
export interface SplitMark {
  count: number;
  exact: boolean;
}

/** Enough for the CVs one render worker serves in a while; an entry is a short key and a number. */
const MAX_HINTS = 1000;

export class SplitHints {
  private readonly hints = new LRUCache<string, number>({ max: MAX_HINTS });

  private static keyOf(key: SplitHintKey): string {
    const { design, lang, paper, font, person, side, fit, look } = key;
    return JSON.stringify([design, lang, paper, font, person.name, side, fit, look]);
  }

  /** The template's input for a layout: the last split as JSON, or `null`. */
  hintFor(key: SplitHintKey): string {
    const hint = this.hints.get(SplitHints.keyOf(key));
    return hint === undefined ? 'null' : String(hint);
  }

  /**
   * Keeps the split a layout settled on, from the template's `<cv-split>`
   * mark (`count`: a whole number of blocks; anything else is ignored).
   */
  remember(key: SplitHintKey, mark: unknown): void {
    const split = (mark as SplitMark | null | undefined)?.count;
    if (typeof split === 'number' && Number.isInteger(split) && split >= 0) {
      this.hints.set(SplitHints.keyOf(key), split);
    }
  }
}
