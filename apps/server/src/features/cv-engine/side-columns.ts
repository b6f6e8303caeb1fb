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
  sections: readonly { key: string }[];
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

/** What a layout's marks tell: the page each side section and each block beside it (of a section) ends on. */
export interface ColumnMarks {
  side: { key: string; page: number }[];
  beside: { page: number; section: string | null }[];
}

/**
 * Lays the CV out until its side column ends on page one and no block beside
 * it runs past it; `moved` names the sections that left the side column.
 * A section that moves into the career goes to its place in print order;
 * when that is after the page-one blocks of the last layout, the split
 * seen there still holds and is taken along: one layout less.
 */
export function arrangeColumns<I extends ColumnsInput, L>(
  input: I,
  layout: (input: I) => L,
  marks: (layout: L) => ColumnMarks,
): { layout: L; moved: string[] } {
  const order = new Map(input.sections.map((section, i) => [section.key, i]));
  const rank = (key: string | null) => (key === null ? Infinity : (order.get(key) ?? -1));
  let current: I = { ...input, beside: null };
  let laidOut = layout(current);
  let seen = marks(laidOut);
  for (;;) {
    const firstBeyond = seen.beside.findIndex((block) => block.page > 1);
    const crossing = seen.side.find((section) => section.page > 1);
    if (!crossing) {
      if (firstBeyond === -1 || current.beside !== null) break;
      current = { ...current, beside: firstBeyond };
      laidOut = layout(current);
      seen = marks(laidOut);
      continue;
    }
    // Blocks beside the column that come before the moving section in
    // print order stay where they are.
    const keeps = firstBeyond !== -1 && current.beside === null;
    const stays =
      keeps && seen.beside.slice(0, firstBeyond).every((b) => rank(b.section) < rank(crossing.key));
    current = {
      ...current,
      side: current.side.filter((key) => key !== crossing.key),
      beside: stays ? firstBeyond : null,
    };
    laidOut = layout(current);
    seen = marks(laidOut);
  }
  const moved = input.side.filter((key) => !current.side.includes(key));
  return { layout: laidOut, moved };
}
