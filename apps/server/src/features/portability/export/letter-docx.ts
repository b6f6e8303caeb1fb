import { Document, Packer, Paragraph, TextRun, AlignmentType } from 'docx';
import type { PrintedLetter } from '../../letters/letter-document';
import { LIST_NUMBERING, ListInstances, richTextParagraphs, wordLanguage } from './docx-text';

/** Twips: 2.5 cm on the left as a DIN letter's text, 2 cm elsewhere. */
const MARGIN = { top: 1134, right: 1134, bottom: 1134, left: 1417 };
const PAGES = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
} as const;

const line = (text: string, options: { bold?: boolean; after?: number; right?: boolean } = {}) =>
  new Paragraph({
    alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: options.after ?? 0 },
    children: [new TextRun({ text, bold: options.bold ?? false })],
  });

/**
 * A letter as a Word document, in the PDF's reading order: sender, recipient,
 * date, subject, salutation, body, closing (and the enclosures line), the
 * same lines as the PDF, so that it can be edited further in Word.
 */
export async function letterToDocx(
  printed: PrintedLetter,
  { paper }: { paper: 'a4' | 'letter' },
): Promise<Buffer> {
  const gap = 240;
  const children: Paragraph[] = [
    line(printed.sender.name, { bold: true }),
    ...printed.sender.details.map((d) => line(d.text)),
    new Paragraph({ spacing: { after: gap * 2 } }),
    ...printed.recipient.map((l) => line(l)),
    new Paragraph({ spacing: { after: gap } }),
    line(printed.date, { right: printed.lang === 'de', after: gap }),
    ...(printed.subject ? [line(printed.subject, { bold: true, after: gap })] : []),
    line(printed.salutation, { after: gap / 2 }),
    ...richTextParagraphs(printed.bodyBlocks, new ListInstances()),
    new Paragraph({ spacing: { after: gap / 2 } }),
    line(printed.closing, { after: printed.signatureName ? gap * 2 : 0 }),
    ...(printed.signatureName ? [line(printed.signatureName)] : []),
    ...(printed.enclosures
      ? [
          new Paragraph({ spacing: { after: gap } }),
          line(printed.enclosures.label, { bold: true }),
          line(printed.enclosures.text),
        ]
      : []),
  ];
  const document = new Document({
    title: printed.title,
    creator: printed.sender.name || printed.title,
    lastModifiedBy: printed.sender.name || printed.title,
    numbering: LIST_NUMBERING,
    styles: {
      default: {
        document: {
          run: { language: wordLanguage(printed.lang), size: 22 },
          paragraph: { spacing: { after: 120 } },
        },
      },
    },
    sections: [{ properties: { page: { size: PAGES[paper], margin: MARGIN } }, children }],
  });
  return Packer.toBuffer(document);
}
