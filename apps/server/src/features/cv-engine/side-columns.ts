import { cvSidebarSections, hasSidebar, type CvDesignId, type CvSectionKey } from '@cv/shared';

/**
 * Two-column designs: a side column (skills, languages, interests, or the
 * sections its owner chose) beside the career. How much fits beside it is
 * only known after layout, so the renderer lays such a CV out again with
 * what the marks of the last layout tell (see common.typ): it moves the side
 * column's section that runs past page one (or has a word wider than the
 * column) into the main column, until the column ends on page one (the
 * smaller sections after it then usually fit in its place). Which of the
 * career's blocks sit beside the column the template settles itself, within
 * one layout. A CV whose column fits takes one layout; Typst reuses the
 * unchanged parts of the earlier ones.
 */

/** What arranging needs of the template input (see CvTemplateInput). */
interface ColumnsInput {
  side: string[];
}

/**
 * The keys of the sections a design's side column starts with, in print
 * order: the owner's choice (`chosen`), or the short lists without one.
 */
export function sideSectionKeys(
  design: CvDesignId | undefined,
  chosen: readonly CvSectionKey[] | null | undefined,
  sections: readonly { key: string }[],
): string[] {
  if (!design || !hasSidebar(design)) return [];
  const side = new Set<string>(cvSidebarSections(chosen));
  return sections.filter((s) => side.has(s.key)).map((s) => s.key);
}

/**
 * What a layout's marks tell: the page each side section ends on, those with
 * a word too wide for the column, and whether nothing of the career could
 * stand beside the column (`alone`: a column on the right, see common.typ).
 */
export interface ColumnMarks {
  side: { key: string; page: number }[];
  tooWide?: string[];
  alone?: boolean;
  /** The template's split mark: how many of the career's blocks sat beside the column (see split-hints.ts). */
  split?: unknown;
}

/**
 * Lays the CV out until its side column ends on page one; `moved` names the
 * sections that left it for the main column.
 */
export function arrangeColumns<I extends ColumnsInput, L>(
  input: I,
  layout: (input: I) => L,
  marks: (layout: L) => ColumnMarks,
): { layout: L; moved: string[] } {
  let current = input;
  let laidOut = layout(current);
  for (;;) {
    const { side, tooWide = [], alone = false } = marks(laidOut);
    if (alone && current.side.length > 0) {
      current = { ...current, side: [] };
      laidOut = layout(current);
      continue;
    }
    const crossing = side.find((section) => section.page > 1)?.key ?? tooWide[0];
    if (!crossing) break;
    current = { ...current, side: current.side.filter((key) => key !== crossing) };
    laidOut = layout(current);
  }
  return { layout: laidOut, moved: input.side.filter((key) => !current.side.includes(key)) };
}
