import type { Letter, LetterCheck } from '@cv/shared';
import type { PrintedLetter } from './letter-document';

/** About as many characters as one line of a bold subject holds across the text width. */
export const SUBJECT_LINE_CHARS = 75;

/**
 * Placeholders left from a template: "[Company]", "{{name}}", "<Position>",
 * "XXX". A Markdown link's "[text](address)" is no placeholder.
 */
const PLACEHOLDER =
  /\[[^\]\n]{1,40}\](?!\()|\{\{[^}\n]{1,40}\}\}|<[A-Za-zÄÖÜäöü][^<>\n]{0,40}>|\bX{3,}\b/;

/**
 * The studio's checks, pure rules over the letter, its printed form and the
 * render: what a careful reader would point out before it is sent.
 */
export function letterCheckList(
  letter: Letter,
  printed: PrintedLetter,
  render: { pages: number },
): LetterCheck[] {
  const checks: LetterCheck[] = [];
  const { content } = letter;
  if (render.pages > 1) checks.push({ code: 'longerThanOnePage', params: { pages: render.pages } });
  if (!content.recipient.contactName?.trim() && !content.salutation?.trim()) {
    checks.push({ code: 'noSalutation', params: { salutation: printed.salutation } });
  }
  if ((printed.subject?.length ?? 0) > SUBJECT_LINE_CHARS) {
    checks.push({ code: 'longSubject', params: {} });
  }
  const company = content.recipient.company?.trim();
  if (company && !printed.body.toLowerCase().includes(company.toLowerCase())) {
    checks.push({ code: 'companyMissing', params: { company } });
  }
  const texts = [printed.subject ?? '', printed.salutation, printed.body, printed.closing];
  for (const text of texts) {
    const found = PLACEHOLDER.exec(text);
    if (found) {
      checks.push({ code: 'placeholder', params: { placeholder: found[0] } });
      break;
    }
  }
  return checks;
}
