import { htmlToPlainText, htmlToRichText, looksLikeHtml } from './html-to-rich-text';

/**
 * Every text a reader takes from a file passes through here: made well
 * formed (no lone surrogates, which are no characters), without NUL and the
 * other control characters but tab and line feed, trimmed; empty is absent.
 * Plain text otherwise stays exactly as written, so an export read back
 * gives the same texts.
 */

// Node 20 has String.prototype.toWellFormed; the ES2023 lib the server compiles against does not declare it.
const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();

// eslint-disable-next-line no-control-regex -- these control characters are what is removed
const CONTROLS = /[\u0000-\u0008\u000b-\u001f]/g;

/** A string (or a number, as in a postal code) cleaned; undefined when nothing is left. */
export function cleanText(value: unknown): string | undefined {
  const raw =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : undefined;
  if (raw === undefined) return undefined;
  const text = wellFormed(raw).replace(/\r\n?/g, '\n').replace(CONTROLS, '').trim();
  return text || undefined;
}

/** A one-line field (a name, a title): HTML reduced to its words, line breaks to spaces. */
export function lineText(value: unknown): string | undefined {
  const text = cleanText(value);
  if (!text) return undefined;
  const plain = looksLikeHtml(text) ? htmlToPlainText(text) : text;
  return plain.replace(/\s*\n\s*/g, ' ').trim() || undefined;
}

/** A description: HTML converted to the formatting subset, anything else kept as written. */
export function richText(value: unknown): string | undefined {
  const text = cleanText(value);
  if (!text) return undefined;
  return (looksLikeHtml(text) ? htmlToRichText(text) : text) || undefined;
}

/**
 * How many items of a list inside an entry (highlights, keywords, courses,
 * links) are read: five times what such a field holds, so that the entry's
 * check still reports a list too long, and more courses than any degree has.
 * The rest of a longer list is never looked at.
 */
export const LIST_READ_MAX = 100;

/** A list of one-line texts (highlights, keywords); blank and non-text items dropped. */
export function lineList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, LIST_READ_MAX)
    .map(lineText)
    .filter((item): item is string => item !== undefined);
}

/** Items as a bullet list in the formatting subset; undefined for none. */
export function bulletList(items: string[]): string | undefined {
  return items.length > 0 ? items.map((item) => `- ${item}`).join('\n') : undefined;
}

/** Texts as paragraphs of one description; undefined when all are absent. */
export function joinBlocks(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join('\n\n') : undefined;
}

/**
 * Keywords of an entry whose kind keeps none (a project, a custom entry):
 * one line of them below its description, so none is lost.
 */
export function withKeywords(
  description: string | undefined,
  keywords: unknown,
): string | undefined {
  const words = lineList(keywords);
  return joinBlocks(description, words.length > 0 ? words.join(', ') : undefined);
}

/** "example.com/x", "www.example.com": an address without its scheme. */
const BARE_DOMAIN = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:[/?#]\S*)?$/u;

/**
 * A link field: a bare domain gets "https://"; anything else stays as written,
 * so the entry's validation names a broken address instead of losing it.
 */
export function urlText(value: unknown): string | undefined {
  const text = lineText(value);
  return text && BARE_DOMAIN.test(text) ? `https://${text}` : text;
}

/** A link that must be http(s) (the website, which no later check looks at); else absent. */
export function httpUrl(value: unknown): string | undefined {
  const text = urlText(value);
  if (!text) return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}
