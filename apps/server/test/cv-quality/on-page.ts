import { readWithPdfjs } from '../pdf-inspect';

/**
 * Text that runs off its page: every text run pdf.js finds, whose box
 * (start, width, baseline) is not inside the page's. A violation per run,
 * saying which and where.
 */
export async function textOffPage(pdf: Uint8Array): Promise<string[]> {
  const { pages } = await readWithPdfjs(pdf);
  const off: string[] = [];
  pages.forEach(({ view, items }, index) => {
    const [, , width = 0, height = 0] = view;
    for (const { str, transform, width: runWidth = 0 } of items) {
      if (!str?.trim() || !transform) continue;
      const [, , , , x = 0, y = 0] = transform;
      // Half a point of slack for rounding in the PDF's coordinates.
      if (x < -0.5 || x + runWidth > width + 0.5 || y < -0.5 || y > height + 0.5) {
        off.push(`page ${index + 1}: "${str}" at ${x.toFixed(1)},${y.toFixed(1)}`);
      }
    }
  });
  return off;
}
