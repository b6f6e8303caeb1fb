/**
 * Writes the pictures of docs/designs/: the first page of every design
 * filled with the sample profile, in English and German, as small PNGs.
 * Needs poppler's `pdftoppm`. Run after changing a design:
 *
 *   npx tsx apps/server/scripts/design-gallery.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CV_DESIGN_IDS, LOCALES } from '@cv/shared';
import { serverRoot } from '../src/paths';
import { createCvRenderer } from '../src/features/cv-engine/cv-render';
import { samplePhoto } from '../src/features/cv-engine/cv-sample-photo';
import { sampleCvData } from '../src/features/cv-engine/cv-sample-profile';

const outDir = path.resolve(serverRoot, '../../docs/designs');
/** A fixed date for the closing line, so the pictures change only with the designs. */
const TODAY = '2026-11-24';

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const renderer = createCvRenderer();
  const picture = await samplePhoto();
  for (const design of CV_DESIGN_IDS) {
    for (const lang of LOCALES) {
      const result = renderer.renderCv({
        design,
        data: sampleCvData(lang),
        picture,
        format: 'pdf',
        today: TODAY,
      });
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      const png = execFileSync('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-png', '-'], {
        input: result.pdf,
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      const small = await sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer();
      const file = path.join(outDir, `${design}-${lang}.png`);
      writeFileSync(file, small);
      console.log(`${path.relative(process.cwd(), file)}  ${result.pages} pages`);
    }
  }
}

await main();
