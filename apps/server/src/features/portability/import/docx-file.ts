import { Parser } from 'htmlparser2';
import mammoth from 'mammoth';
import { ImportFileError, type ImportDraft } from './import-draft';
import { readCvLines, type TextLine } from './cv-text';
import { readZipFiles } from './zip-reader';

/**
 * A Word file (.docx) to a draft: mammoth turns it into structured HTML
 * (headings from the paragraph styles, lists, bold, tables), whose blocks
 * become the lines `readCvLines` recognises, as a PDF's do. The parts mammoth
 * reads are first checked by the ZIP reader, which stops zip bombs while
 * inflating; mammoth's XML parser resolves no external entities, and images
 * are never converted.
 */

/** The parts of a Word file that mammoth reads. */
const PARTS = [
  'document.xml',
  'styles.xml',
  'numbering.xml',
  'document.xml.rels',
  '[Content_Types].xml',
  'footnotes.xml',
  'endnotes.xml',
  'comments.xml',
];

const HEADING_SIZES: Record<string, number> = { h1: 22, h2: 15, h3: 13, h4: 12, h5: 11, h6: 11 };
const BODY_SIZE = 10;
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th']);

/** The HTML's blocks as lines: a heading's size, bold where the whole block is. */
export function linesOfHtml(html: string): TextLine[] {
  const lines: TextLine[] = [];
  let block: { tag: string; text: string; boldChars: number; chars: number } | null = null;
  let bold = 0;
  const flush = () => {
    if (!block) return;
    const { tag } = block;
    for (const [i, part] of block.text.split('\n').entries()) {
      const text = part.replace(/[ \u00a0]+/g, ' ').trim();
      if (!text) continue;
      lines.push({
        text,
        size: HEADING_SIZES[tag] ?? BODY_SIZE,
        bold: block.chars > 0 && block.boldChars >= block.chars * 0.6,
        ...(tag in HEADING_SIZES ? { heading: tag !== 'h1' } : {}),
        ...(tag === 'li' && i === 0 ? { bullet: true } : {}),
      });
    }
    block = null;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (BLOCKS.has(name)) {
          flush();
          block = { tag: name, text: '', boldChars: 0, chars: 0 };
        } else if (name === 'strong' || name === 'b') bold++;
        else if (name === 'br' && block) block.text += '\n';
      },
      ontext(text) {
        if (!block) return;
        block.text += text;
        const visible = text.replace(/\s/g, '').length;
        block.chars += visible;
        if (bold > 0) block.boldChars += visible;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
        else if (name === 'strong' || name === 'b') bold = Math.max(0, bold - 1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return lines;
}

export async function readDocx(bytes: Buffer): Promise<ImportDraft> {
  // Throws for an archive over the limits before mammoth inflates anything.
  const parts = await readZipFiles(bytes, PARTS);
  if (!parts.has('document.xml')) throw new ImportFileError('wrong-format', 'not a Word file');
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      { buffer: bytes },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    ));
  } catch (error) {
    throw new ImportFileError('unreadable', (error as Error).message);
  }
  const lines = linesOfHtml(html);
  if (lines.length === 0) throw new ImportFileError('no-text');
  return readCvLines(lines, 'docx');
}
