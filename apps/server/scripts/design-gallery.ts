/**
 * Writes the pictures of docs/designs/: the first page of every design
 * filled with the sample profile, and the first two pages filled with a long
 * profile (a senior engineer with seven jobs, test/long-profiles.ts), in
 * English and German, as small PNGs. Needs poppler's `pdftoppm`. Run after
 * changing a design:
 *
 *   npx tsx apps/server/scripts/design-gallery.ts [design ...]
 *
 * Named designs only, when given; every design otherwise.
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
import { longProfile } from '../test/long-profiles';

const outDir = path.resolve(serverRoot, '../../docs/designs');
/** A fixed date for the closing line, so the pictures change only with the designs. */
const TODAY = '2026-11-24';

/** Pages 1 to `last` of a PDF, small, side by side. */
async function picture(pdf: Uint8Array, last: number): Promise<Buffer> {
  const pages: Buffer[] = [];
  for (let page = 1; page <= last; page++) {
    const at = String(page);
    pages.push(
      execFileSync('pdftoppm', ['-r', '60', '-f', at, '-l', at, '-png', '-'], {
        input: pdf,
        stdio: ['pipe', 'pipe', 'ignore'],
      }),
    );
  }
  const { width = 0, height = 0 } = await sharp(pages[0]).metadata();
  const gap = 12;
  const sheet = sharp({
    create: {
      width: pages.length * width + (pages.length - 1) * gap,
      height,
      channels: 3,
      background: '#d0d4dc',
    },
  }).composite(pages.map((input, i) => ({ input, left: i * (width + gap), top: 0 })));
  return sheet.png({ palette: true, compressionLevel: 9 }).toBuffer();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const renderer = createCvRenderer();
  const photo = await samplePhoto();
  const profiles = [
    { suffix: '', data: sampleCvData, pages: 1 },
    {
      suffix: '-long',
      data: (lang: (typeof LOCALES)[number]) => longProfile('engineer', lang),
      pages: 2,
    },
  ];
  const named = process.argv.slice(2);
  for (const design of CV_DESIGN_IDS.filter((id) => named.length === 0 || named.includes(id))) {
    for (const lang of LOCALES) {
      for (const profile of profiles) {
        const result = renderer.renderCv({
          design,
          data: profile.data(lang),
          picture: photo,
          format: 'pdf',
          today: TODAY,
        });
        if (result.format !== 'pdf') throw new Error('expected a PDF');
        const file = path.join(outDir, `${design}${profile.suffix}-${lang}.png`);
        writeFileSync(file, await picture(result.pdf, Math.min(profile.pages, result.pages)));
        console.log(`${path.relative(process.cwd(), file)}  ${result.pages} pages`);
      }
    }
  }
}

await main();
