import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { createCvRenderer } from '../../src/features/cv-engine/cv-render';
import { careerCvData } from '../cv-fixtures';
import { checkCv, CHECK_IDS } from './check-cv';
import { readTagTree, walkTags } from './tag-tree';

/** Real PDFs: one Typst renders (tagged, PDF/UA-1) and one drawn without tags. */

function renderCv() {
  const result = createCvRenderer().renderCv({
    design: 'plain',
    data: careerCvData(2),
    format: 'pdf',
  });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  return result.pdf;
}

async function untaggedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Ada Lovelace', { x: 50, y: 700, font, size: 20 });
  return doc.save();
}

describe('readTagTree', () => {
  it('reads the tag tree of a rendered CV with the text of each element', async () => {
    const tree = await readTagTree(renderCv());
    expect(tree).toMatchObject({ marked: true, lang: 'en', pdfUa: '1', untaggedText: [] });
    const nodes = [...walkTags(tree.roots)].map(({ node }) => node);
    expect(nodes.some((node) => node.text === 'Ada Lovelace')).toBe(true);
    expect(nodes.some((node) => node.text.includes('Job title number 2'))).toBe(true);
    expect(nodes.every((node) => node.pages.every((page) => page >= 1))).toBe(true);
  });

  it('reads an untagged PDF as no tree, its text as outside any tag', async () => {
    const tree = await readTagTree(await untaggedPdf());
    expect(tree).toMatchObject({ marked: false, roots: [], lang: null });
    expect(tree.untaggedText).toEqual([{ page: 1, text: 'Ada Lovelace' }]);
  });
});

describe('checkCv', () => {
  it('runs every check on a rendered CV', async () => {
    const result = await checkCv(renderCv(), careerCvData(2), 'plain');
    expect(result.pages).toBeGreaterThan(0);
    expect(Object.keys(result.violations)).toEqual([...CHECK_IDS]);
    expect(result.hyphens.perPage).toHaveLength(result.pages);
  });
});
