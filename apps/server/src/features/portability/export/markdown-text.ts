import { writeInlines, type InlineWriter, type RichBlock, type RichInline } from '@cv/shared';

/**
 * Markdown from the CV's text: user text escaped so that it reads literally
 * in any CommonMark renderer, and the rich-text tree (paragraphs, lists,
 * strong, emphasis, links) written back as the Markdown it came from.
 */

/**
 * Characters that start inline syntax anywhere in a line (`!` and `(` only
 * matter beside `[` and `]`); `#` because a heading drops a trailing "#".
 */
const INLINE_SPECIAL = /[\\`*_[\]<>~|#]/g;
/** An entity ("&amp;", "&#169;") would print as its character. */
const ENTITY = /&(?=#?\w+;)/g;
/**
 * Line starts that open a block: a bullet ("- ", "+ "), a rule or underline
 * ("---", "==="), a numbered item ("1. ", "2) "). `>`, `*` and `#` are escaped
 * everywhere already.
 */
const LINE_START_BULLET = /^([ \t]*)([-+])(?=[\s-]|$)/gm;
const LINE_START_UNDERLINE = /^([ \t]*)(=+[ \t]*)$/gm;
const LINE_START_ORDERED = /^([ \t]*\d{1,9})([.)])(?=\s|$)/gm;

/** User text as Markdown that prints exactly this text. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(INLINE_SPECIAL, '\\$&')
    .replace(ENTITY, '\\&')
    .replace(LINE_START_BULLET, '$1\\$2')
    .replace(LINE_START_UNDERLINE, '$1\\$2')
    .replace(LINE_START_ORDERED, '$1\\$2');
}

/** Text for a single line (a heading, a list item): line breaks become spaces. */
export function escapeLine(text: string): string {
  return escapeMarkdown(text.replace(/\s*\n\s*/g, ' ').trim());
}

/** A link target that cannot end the link early: the characters that would are percent-encoded. */
function linkTarget(url: string): string {
  return url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function markdownLink(text: string, url: string): string {
  return `[${text}](${linkTarget(url)})`;
}

const markdown: InlineWriter = {
  text: escapeMarkdown,
  // A backslash before the line end is CommonMark's hard line break.
  break: '\\\n',
  strong: (inner) => `**${inner}**`,
  emphasis: (inner) => `*${inner}*`,
  link: markdownLink,
};

const inlines = (items: readonly RichInline[]) => writeInlines(items, markdown);

function indent(text: string, width: number): string {
  const pad = ' '.repeat(width);
  return text
    .split('\n')
    .map((line, i) => (i === 0 || !line ? line : pad + line))
    .join('\n');
}

/** "- " or "1. "; "* " or "1) " for a list that must not continue the one before it. */
function markerOf(ordered: boolean, index: number, otherMarker: boolean): string {
  if (ordered) return `${index + 1}${otherMarker ? ')' : '.'} `;
  return otherMarker ? '* ' : '- ';
}

function list(block: Extract<RichBlock, { type: 'list' }>, otherMarker: boolean): string {
  // A paragraph after another block of its item needs a blank line before it,
  // which makes the whole list loose; a nested list may follow its line directly.
  const loose = block.items.some((item) => item.some((b, i) => i > 0 && b.type === 'paragraph'));
  return block.items
    .map((item, i) => {
      const marker = markerOf(block.ordered, i, otherMarker);
      return marker + indent(blocks(item, loose ? '\n\n' : '\n'), marker.length);
    })
    .join(loose ? '\n\n' : '\n');
}

function blocks(items: readonly RichBlock[], separator: string): string {
  let previous: RichBlock | undefined;
  let otherMarker = false;
  return items
    .map((block) => {
      let text: string;
      if (block.type === 'paragraph') {
        text = inlines(block.children);
      } else {
        // A list right after a list of its kind would continue it; another marker starts a new one.
        const follows = previous?.type === 'list' && previous.ordered === block.ordered;
        otherMarker = follows ? !otherMarker : false;
        text = list(block, otherMarker);
      }
      previous = block;
      return text;
    })
    .join(separator);
}

/** The blocks of a formatted text, separated by blank lines. */
export function richTextToMarkdown(items: readonly RichBlock[]): string {
  return blocks(items, '\n\n');
}
