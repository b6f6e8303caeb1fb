import type { Nodes as MdastNode, Parents as MdastParent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * Descriptions accept a small, safe formatting subset: paragraphs, bullet
 * (and numbered) lists, **bold**, *italic* and links. The text is stored as
 * written (Markdown-style), parsed here with a maintained CommonMark parser,
 * and reduced to this tree, which the public profile renders as React
 * elements and every PDF design turns into Typst content. Nothing is ever
 * rendered as HTML or as Typst source, so hostile text prints literally.
 */

export type RichInline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'emphasis'; children: RichInline[] }
  | { type: 'link'; url: string; children: RichInline[] }
  | { type: 'break' };

export type RichBlock =
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichBlock[][] };

/**
 * CommonMark constructs outside the subset are switched off in the parser, so
 * their characters stay plain text ("# 1", "> quote", "`code`", "<b>" and an
 * indented line read exactly as typed).
 */
const OFF = [
  'headingAtx',
  'setextUnderline',
  'thematicBreak',
  'blockQuote',
  'codeFenced',
  'codeIndented',
  'codeText',
  'htmlFlow',
  'htmlText',
  'definition',
  'labelStartImage',
  'characterReference',
] as const;
const PARSE_OPTIONS = { extensions: [{ disable: { null: [...OFF] } }] };

/** Links only to the web and to mail; anything else (javascript:, data:, relative) stays text. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? url.trim() : null;
  } catch {
    return null;
  }
}

/**
 * A line of the earlier plain-text descriptions that began with "•" or "–"
 * was a bullet; Markdown knows only "-", "*" and "+", so they are read as "-".
 */
const OLD_BULLET = /^([ \t]*)[•–][ \t]+/gm;

function inlines(node: MdastParent): RichInline[] {
  const out: RichInline[] = [];
  const push = (item: RichInline) => {
    const last = out.at(-1);
    if (item.type === 'text' && last?.type === 'text') last.value += item.value;
    else out.push(item);
  };
  for (const child of node.children as MdastNode[]) {
    switch (child.type) {
      case 'text': {
        // A single line break inside a paragraph stays a line break, as in the
        // plain-text descriptions written before formatting existed.
        const lines = child.value.split('\n');
        lines.forEach((line, i) => {
          if (i > 0) push({ type: 'break' });
          if (line) push({ type: 'text', value: line });
        });
        break;
      }
      case 'break':
        push({ type: 'break' });
        break;
      case 'strong':
      case 'emphasis':
        out.push({ type: child.type, children: inlines(child) });
        break;
      case 'link': {
        const url = safeUrl(child.url);
        const children = inlines(child);
        if (url) out.push({ type: 'link', url, children });
        else children.forEach(push);
        break;
      }
      default:
        if ('children' in child) inlines(child).forEach(push);
        else if ('value' in child && typeof child.value === 'string')
          push({ type: 'text', value: child.value });
    }
  }
  return out;
}

function blocks(node: MdastParent): RichBlock[] {
  const out: RichBlock[] = [];
  for (const child of node.children as MdastNode[]) {
    if (child.type === 'paragraph') {
      const children = inlines(child);
      if (children.length > 0) out.push({ type: 'paragraph', children });
    } else if (child.type === 'list') {
      out.push({
        type: 'list',
        ordered: child.ordered === true,
        items: child.children.map((item) => blocks(item)),
      });
    } else if ('children' in child) {
      out.push(...blocks(child));
    }
  }
  return out;
}

/** The formatting tree of a description; empty for no text. */
export function parseRichText(text: string | null | undefined): RichBlock[] {
  if (!text?.trim()) return [];
  const source = text.replace(/\r\n?/g, '\n').replace(OLD_BULLET, '$1- ');
  return blocks(fromMarkdown(source, PARSE_OPTIONS));
}

/** How one output format writes each kind of inline; `inner` is its children, written already. */
export interface InlineWriter {
  text(value: string): string;
  break: string;
  strong(inner: string): string;
  emphasis(inner: string): string;
  link(inner: string, url: string): string;
}

/** The inlines as `writer` writes them. */
export function writeInlines(items: readonly RichInline[], writer: InlineWriter): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'text':
          return writer.text(item.value);
        case 'break':
          return writer.break;
        case 'strong':
          return writer.strong(writeInlines(item.children, writer));
        case 'emphasis':
          return writer.emphasis(writeInlines(item.children, writer));
        case 'link':
          return writer.link(writeInlines(item.children, writer), item.url);
      }
    })
    .join('');
}

const words = (inner: string) => inner;
const plainText: InlineWriter = {
  text: words,
  break: '\n',
  strong: words,
  emphasis: words,
  link: words,
};

const inlineText = (items: RichInline[]) => writeInlines(items, plainText);

/** The words of a tree without formatting: for previews, checks and search. */
export function richTextToPlain(tree: RichBlock[]): string {
  return tree
    .map((block) =>
      block.type === 'paragraph'
        ? inlineText(block.children)
        : block.items.map((item) => richTextToPlain(item)).join('\n'),
    )
    .join('\n\n');
}
