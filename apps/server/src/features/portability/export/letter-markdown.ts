import type { PrintedLetter } from '../../letters/letter-document';
import { escapeLine, richTextToMarkdown } from './markdown-text';

/**
 * A letter as Markdown, in the PDF's reading order, the same lines as the
 * PDF: sender, recipient, date, subject (bold), salutation, body, closing.
 * Lines of one block end with a backslash (a hard break).
 */
export function letterToMarkdown(printed: PrintedLetter): string {
  const lines = (items: readonly string[]) => items.map(escapeLine).join('\\\n');
  const parts = [
    lines([printed.sender.name, ...printed.sender.details.map((d) => d.text)]),
    lines(printed.recipient),
    escapeLine(printed.date),
    ...(printed.subject ? [`**${escapeLine(printed.subject)}**`] : []),
    escapeLine(printed.salutation),
    richTextToMarkdown(printed.bodyBlocks),
    lines([printed.closing, ...(printed.signatureName ? ['', printed.signatureName] : [])]),
    ...(printed.enclosures
      ? [lines([`**${escapeLine(printed.enclosures.label)}**`, printed.enclosures.text])]
      : []),
  ];
  return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}
