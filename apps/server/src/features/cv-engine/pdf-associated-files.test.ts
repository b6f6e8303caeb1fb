import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS } from '@cv/shared';
import { inspectPdf, openPdf } from '../../../test/pdf-inspect';
import { createCvRenderer, type CvEmbeddedFile } from './cv-render';
import { sampleCvData } from './cv-sample-profile';
import { withDataRelationship } from './pdf-associated-files';

const renderer = createCvRenderer();

const files: CvEmbeddedFile[] = [
  {
    name: 'resume.json',
    description: 'The CV as JSON Resume',
    data: JSON.stringify({ basics: { name: 'Jörg Weiß', summary: '„Grüße“ – ✓' } }),
  },
  { name: 'resume.de.json', description: 'Der Lebenslauf auf Deutsch', data: '{"work":[]}' },
];

function pdfOf(design: (typeof CV_DESIGN_IDS)[number], withFiles: boolean): Uint8Array {
  const result = renderer.renderCv({
    design,
    data: sampleCvData('de'),
    format: 'pdf',
    ...(withFiles ? { files } : {}),
  });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  expect(result.warnings).toEqual([]);
  return result.pdf;
}

/** Every page's tag tree, as pdf.js reads it. */
async function tagTrees(pdf: Uint8Array): Promise<unknown[]> {
  const document = await openPdf(pdf);
  const trees: unknown[] = [];
  for (let page = 1; page <= document.numPages; page++) {
    trees.push(await (await document.getPage(page)).getStructTree());
  }
  await document.destroy();
  return trees;
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('the data a CV PDF carries', () => {
  it.each(CV_DESIGN_IDS)(
    '%s: embeds the files as associated data, PDF/UA-1 and its tag tree unchanged',
    async (design) => {
      const plain = pdfOf(design, false);
      const carrying = pdfOf(design, true);

      const document = await openPdf(carrying);
      const attachments = (await document.getAttachments()) as Record<
        string,
        { filename: string; content: Uint8Array; description: string }
      >;
      await document.destroy();
      expect(Object.keys(attachments).sort()).toEqual(['resume.de.json', 'resume.json']);
      expect(new TextDecoder().decode(attachments['resume.json']!.content)).toBe(files[0]!.data);
      expect(attachments['resume.json']!.description).toBe(files[0]!.description);

      const text = latin1(carrying);
      expect(text.match(/\/AFRelationship \/Data/g)).toHaveLength(2);
      expect(text).toMatch(/\/AF \[\d+ 0 R \d+ 0 R\]/);
      expect(text).toContain('/Subtype /application#2Fjson');

      const [before, after] = [await inspectPdf(plain), await inspectPdf(carrying)];
      expect(after.pdfUa).toBe('1');
      expect(after.tagged).toBe(true);
      expect(after.text).toBe(before.text);
      expect(await tagTrees(carrying)).toEqual(await tagTrees(plain));
    },
  );

  it('leaves a PDF without files as it is, and never adds the relationship twice', () => {
    const plain = pdfOf('classic', false);
    expect(withDataRelationship(plain)).toBe(plain);
    const carrying = pdfOf('classic', true);
    expect(withDataRelationship(carrying)).toBe(carrying);
  });

  it('ignores the files for SVG pages', () => {
    const result = renderer.renderCv({
      design: 'plain',
      data: sampleCvData('en'),
      format: 'svg-pages',
      files,
    });
    expect(result.format).toBe('svg-pages');
  });
});
