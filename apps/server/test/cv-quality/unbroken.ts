import {
  findOccurrences,
  foldText,
  indexLines,
  READING_ORDER_SOURCES,
  where,
  type ExtractedTexts,
  type LineIndex,
} from './extracted-text';
import type { PrintedCv } from './printed-cv';

/**
 * The details a reader copies or a parser must read as one string: the
 * name, e-mail, phone, web addresses and every period as printed. Each must
 * stand on one line in both reading-order texts, with no hyphen added or
 * lost. The name may break between first and last name (a design may set
 * them on two lines), nowhere else.
 */

export interface UnbrokenItem {
  kind: 'name' | 'e-mail' | 'phone' | 'address' | 'period';
  text: string;
}

/** The strings that must not break, from what the CV prints. */
export function unbrokenItems(printed: PrintedCv): UnbrokenItem[] {
  const items: UnbrokenItem[] = [];
  if (printed.name) items.push({ kind: 'name', text: printed.name });
  for (const { kind, text } of printed.contact) {
    if (kind === 'email') items.push({ kind: 'e-mail', text });
    else if (kind === 'phone') items.push({ kind: 'phone', text });
    else if ((kind === 'website' || kind === 'link') && looksLikeAddress(text)) {
      items.push({ kind: 'address', text });
    }
  }
  for (const label of printed.entryLinks) {
    if (looksLikeAddress(label)) items.push({ kind: 'address', text: label });
  }
  for (const entry of printed.entries) {
    if (entry.period) items.push({ kind: 'period', text: entry.period });
  }
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.kind}|${item.text}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** A web address as printed ("linkedin.com/in/x"), not a user name. */
const looksLikeAddress = (text: string) => /\S\.\S/.test(text);

export function checkUnbroken(texts: ExtractedTexts, printed: PrintedCv): string[] {
  const indexes = READING_ORDER_SOURCES.map((source) => ({
    source,
    index: indexLines(texts[source]),
  }));
  return unbrokenItems(printed).flatMap((item) => {
    const findings = indexes.flatMap(({ source, index }) => {
      const problem = problemIn(index, item, printed);
      return problem ? [`${source === 'pdfjs' ? 'pdf.js' : source}: ${problem}`] : [];
    });
    return findings.length > 0 ? [`${item.kind} "${item.text}": ${findings.join('; ')}`] : [];
  });
}

/** What is wrong with the item in one text: broken occurrences, or none at all. */
function problemIn(index: LineIndex, item: UnbrokenItem, printed: PrintedCv): string | null {
  const occurrences = findOccurrences(index, item.text);
  if (occurrences.length === 0) return 'not found';
  const broken = occurrences.filter(
    (o) => !o.whole && !(item.kind === 'name' && splitBetweenNames(index, o, printed)),
  );
  if (broken.length === 0) return null;
  return broken.map((o) => `${where(o)} "${o.found}"`).join(', ');
}

/** The name on two lines, first name and last name each whole. */
function splitBetweenNames(
  index: LineIndex,
  occurrence: { index: number; endIndex: number },
  printed: PrintedCv,
): boolean {
  if (!printed.firstName || !printed.lastName) return false;
  if (occurrence.endIndex !== occurrence.index + 1) return false;
  const lines = [index.lines[occurrence.index] ?? '', index.lines[occurrence.endIndex] ?? ''];
  const first = foldText(printed.firstName).trim();
  const last = foldText(printed.lastName).trim();
  return Boolean(lines[0]?.trimEnd().endsWith(first) && lines[1]?.trimStart().startsWith(last));
}
