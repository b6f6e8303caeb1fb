import { openPdf } from '../pdf-inspect';

interface PositionedItem {
  str: string;
  transform: number[];
  width: number;
}

/**
 * Text that runs off its page: every text run pdf.js finds, whose box
 * (start, width, baseline) is not inside the page's. A violation per run,
 * saying which and where.
 */
export async function textOffPage(pdf: Uint8Array): Promise<string[]> {
  const document = await openPdf(pdf);
  const off: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const { items } = await page.getTextContent();
      for (const item of items as PositionedItem[]) {
        if (!item.str.trim()) continue;
        const [, , , , x, y] = item.transform as [number, number, number, number, number, number];
        // Half a point of slack for rounding in the PDF's coordinates.
        if (x < -0.5 || x + item.width > width + 0.5 || y < -0.5 || y > height + 0.5) {
          off.push(`page ${number}: "${item.str}" at ${x.toFixed(1)},${y.toFixed(1)}`);
        }
      }
    }
  } finally {
    await document.destroy();
  }
  return off;
}
