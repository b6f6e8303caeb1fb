import type { CvDesignId } from '@cv/shared';

/**
 * Two-column designs: a side column (skills, languages, interests) beside
 * the career. How much fits beside it is only known after layout, so the
 * renderer lays such a CV out again with what the marks of the last layout
 * tell (see common.typ): it moves the side column's section that runs past
 * page one into the main column, until the column ends on page one (the
 * smaller sections after it then usually fit in its place). Which of the
 * career's blocks sit beside the column the template settles itself, within
 * one layout. A CV whose column fits takes one layout; Typst reuses the
 * unchanged parts of the earlier ones.
 */

type SectionStyle = 'entries' | 'skills' | 'compact';

/** What arranging needs of the template input (see CvTemplateInput). */
interface ColumnsInput {
  side: string[];
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

/** What a layout's marks tell: the page each side section ends on. */
export interface ColumnMarks {
  side: { key: string; page: number }[];
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
    const crossing = marks(laidOut).side.find((section) => section.page > 1);
    if (!crossing) break;
    current = { ...current, side: current.side.filter((key) => key !== crossing.key) };
    laidOut = layout(current);
  }
  return { layout: laidOut, moved: input.side.filter((key) => !current.side.includes(key)) };
}
