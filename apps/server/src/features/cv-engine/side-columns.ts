import type { CvDesignId } from '@cv/shared';

/**
 * Two-column designs: a side column (skills, languages, interests) beside
 * the career. How much fits beside it is only known after layout, so the
 * renderer lays such a CV out again with what the marks of the last layout
 * tell (see common.typ): first it moves the side column's section that runs
 * past page one into the main column, until the column ends on page one
 * (the smaller sections after it then usually fit in its place); then it
 * keeps beside the side column only the main column's blocks that end on
 * page one, and the template sets the others below both at the full width
 * of the page. A CV that fits takes one layout, a long one two or three;
 * Typst reuses the unchanged parts of the earlier ones.
 */

type SectionStyle = 'entries' | 'skills' | 'compact';

/** What arranging needs of the template input (see CvTemplateInput). */
interface ColumnsInput {
  side: string[];
  beside: number | null;
}

/** The section styles each two-column design puts into its side column. */
const SIDE_COLUMN_STYLES: Partial<Record<CvDesignId, readonly SectionStyle[]>> = {
  modern: ['skills', 'compact'],
  bold: ['skills', 'compact'],
};

/** The keys of the sections a design's side column starts with, in print order. */
export function sideSectionKeys(
  design: CvDesignId | undefined,
  sections: readonly { key: string; style: SectionStyle }[],
): string[] {
  const styles = design ? SIDE_COLUMN_STYLES[design] : undefined;
  if (!styles) return [];
  return sections.filter((s) => styles.includes(s.style)).map((s) => s.key);
}

/** What a layout's marks tell: the page each side section and each block beside it ends on. */
export interface ColumnMarks {
  side: { key: string; page: number }[];
  beside: number[];
}

/**
 * Lays the CV out until its side column ends on page one and no block beside
 * it runs past it; `moved` names the sections that left the side column.
 */
export function arrangeColumns<I extends ColumnsInput, L>(
  input: I,
  layout: (input: I) => L,
  marks: (layout: L) => ColumnMarks,
): { layout: L; moved: string[] } {
  let current: I = { ...input, beside: null };
  let laidOut = layout(current);
  let seen = marks(laidOut);
  for (;;) {
    const crossing = seen.side.find((section) => section.page > 1);
    if (!crossing) break;
    current = { ...current, side: current.side.filter((key) => key !== crossing.key) };
    laidOut = layout(current);
    seen = marks(laidOut);
  }
  const moved = input.side.filter((key) => !current.side.includes(key));
  const firstBeyond = seen.beside.findIndex((page) => page > 1);
  if (firstBeyond === -1) return { layout: laidOut, moved };
  return { layout: layout({ ...current, beside: firstBeyond }), moved };
}
