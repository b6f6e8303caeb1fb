import { ElementType, parseDocument } from 'htmlparser2';

/**
 * HTML descriptions (Reactive Resume writes them, LinkedIn and hand-made
 * JSON Resumes sometimes) turned into the product's formatting subset:
 * paragraphs, `- ` / `1. ` lists, **bold**, *italic*, [links](url) and line
 * breaks. No tag survives; whatever the HTML only says as text is escaped
 * where the rich-text parser would otherwise read it as formatting.
 */

type DomNode = ReturnType<typeof parseDocument>['children'][number];

type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'emphasis'; children: Inline[] }
  | { type: 'link'; url: string; children: Inline[] }
  | { type: 'break' };

type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] };

/** Elements whose content is no text of the CV. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'head',
  'title',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'select',
  'textarea',
]);

/** Elements that start a paragraph of their own. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'blockquote',
  'address',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'center',
  'hr',
  'li',
  'body',
  'html',
]);

const HEADING = /^h[1-6]$/;

/**
 * Deeper than this, an element's content is read as plain text by a loop:
 * no real description nests so deep, and walking a hostile one by recursion
 * would overflow the stack.
 */
const MAX_DEPTH = 40;

/**
 * What makes a text HTML rather than plain text that mentions a tag ("use
 * <b> for bold"): a closing tag of the usual formatting elements, or a line break.
 */
const HTML_TAG =
  /<\/(?:p|div|ul|ol|li|strong|b|em|i|u|s|a|span|h[1-6]|blockquote|pre|code|table|tr|td|th|sup|sub|small|mark|section|article|font)\s*>|<br\s*\/?>/i;

/** Whether a text is HTML (and goes through the converter) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

function linkTarget(href: string | undefined): string | undefined {
  const url = href?.trim();
  if (!url) return undefined;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The words of an element, however deeply nested, without recursion. */
function flatText(node: DomNode): string {
  let text = '';
  const stack: DomNode[] = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.type === ElementType.Text) text += next.data;
    else if (next.type === ElementType.Tag && !DROPPED.has(next.name.toLowerCase())) {
      text += ' ';
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]!);
    }
  }
  return text;
}

function inlinesOf(nodes: DomNode[], depth: number, pre = false): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      if (!pre) out.push({ type: 'text', value: node.data });
      else
        node.data.split('\n').forEach((line, i) => {
          if (i > 0) out.push({ type: 'break' });
          out.push({ type: 'text', value: line });
        });
      continue;
    }
    if (node.type !== ElementType.Tag) continue; // comments, scripts, styles, CDATA
    const name = node.name.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (depth >= MAX_DEPTH) {
      out.push({ type: 'text', value: flatText(node) });
      continue;
    }
    const children = inlinesOf(node.children, depth + 1, pre || name === 'pre');
    if (name === 'br') out.push({ type: 'break' });
    else if (name === 'strong' || name === 'b') out.push({ type: 'strong', children });
    else if (name === 'em' || name === 'i') out.push({ type: 'emphasis', children });
    else if (name === 'a') {
      const url = linkTarget(node.attribs.href);
      if (url) out.push({ type: 'link', url, children });
      else out.push(...children);
    } else if (name === 'td' || name === 'th') out.push(...children, { type: 'text', value: ' ' });
    else out.push(...children);
  }
  return out;
}

function listOf(nodes: DomNode[], depth: number, ordered: boolean, start: number): Block {
  const items: Block[][] = [];
  for (const node of nodes) {
    if (node.type === ElementType.Text && !node.data.trim()) continue;
    // A stray text or element between the items is an item of its own.
    items.push(
      node.type === ElementType.Tag && node.name === 'li'
        ? blocksOf(node.children, depth + 1)
        : blocksOf([node], depth + 1),
    );
  }
  return { type: 'list', ordered, start, items };
}

function blocksOf(nodes: DomNode[], depth: number, out: Block[] = []): Block[] {
  let run: DomNode[] = [];
  const flush = () => {
    if (run.length > 0) out.push({ type: 'paragraph', children: inlinesOf(run, depth) });
    run = [];
  };
  for (const node of nodes) {
    if (node.type !== ElementType.Tag || depth >= MAX_DEPTH) {
      run.push(node);
      continue;
    }
    const name = node.name.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (name === 'ul' || name === 'ol') {
      flush();
      // CommonMark numbers lists with at most nine digits.
      const start = Number.parseInt(node.attribs.start ?? '1', 10);
      const first = start >= 0 && start < 100_000_000 ? start : 1;
      out.push(listOf(node.children, depth + 1, name === 'ol', first));
    } else if (HEADING.test(name)) {
      flush();
      out.push({
        type: 'paragraph',
        children: [{ type: 'strong', children: inlinesOf(node.children, depth + 1) }],
      });
    } else if (name === 'pre') {
      flush();
      out.push({ type: 'paragraph', children: inlinesOf(node.children, depth + 1, true) });
    } else if (BLOCKS.has(name)) {
      flush();
      blocksOf(node.children, depth + 1, out);
    } else run.push(node);
  }
  flush();
  return out;
}

// Serialising: the tree back to text in the formatting subset.

/**
 * Characters the rich-text parser reads as formatting inside a line: `*` and
 * `_` (emphasis; `_` only at a word's edge), `[`/`]` (links), `<` before a
 * letter (autolinks) and `\` (escapes). Headings, quotes, code and entities
 * are off in that parser, so `#`, `>`, `` ` `` and `&` stay as they are.
 */
function escapeInline(text: string): string {
  return text
    .replace(/[\\*[\]]/g, '\\$&')
    .replace(/<(?=[A-Za-z])/g, '\\<')
    .replace(/_/g, (underscore, at: number, all: string) =>
      /[\p{L}\p{N}]/u.test(all[at - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[at + 1] ?? '')
        ? underscore
        : '\\_',
    );
}

/** At the start of a line, "- ", "+ " and "1. " would begin a list. */
function escapeLineStart(text: string): string {
  return text.replace(/^([-+])(?=\s|$)/, '\\$1').replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

interface InlineState {
  atLineStart: boolean;
  inStrong: boolean;
  inEmphasis: boolean;
  inLink: boolean;
}

/** Markers hug their text ("**a** b", not "** a **"), or the parser would not read them. */
function wrap(content: string, marker: string): string {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(content) ?? [];
  return core ? `${lead}${marker}${core}${marker}${trail}` : lead + trail;
}

function serializeInlines(items: Inline[], state: InlineState): string {
  let out = '';
  for (const item of items) {
    switch (item.type) {
      case 'text': {
        let value = item.value.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
        if (state.atLineStart) value = value.replace(/^ +/, '');
        if (!value) break;
        out += state.atLineStart ? escapeLineStart(escapeInline(value)) : escapeInline(value);
        state.atLineStart = false;
        break;
      }
      case 'break':
        out += '\n';
        state.atLineStart = true;
        break;
      case 'strong':
      case 'emphasis': {
        const flag = item.type === 'strong' ? 'inStrong' : 'inEmphasis';
        if (state[flag]) {
          out += serializeInlines(item.children, state);
          break;
        }
        state[flag] = true;
        const inner = serializeInlines(item.children, state);
        state[flag] = false;
        out += wrap(inner, item.type === 'strong' ? '**' : '*');
        break;
      }
      case 'link': {
        if (state.inLink) {
          out += serializeInlines(item.children, state);
          break;
        }
        state.inLink = true;
        const label = serializeInlines(item.children, state);
        state.inLink = false;
        const url = item.url.replace(
          /[\s()<>\\]/g,
          (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
        );
        const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(label) ?? [];
        out += core ? `${lead}[${core}](${url})${trail}` : lead + trail;
        break;
      }
    }
  }
  return out;
}

function serializeParagraph(items: Inline[]): string {
  const state = { atLineStart: true, inStrong: false, inEmphasis: false, inLink: false };
  return serializeInlines(items, state)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function serializeBlock(block: Block): string {
  if (block.type === 'paragraph') return serializeParagraph(block.children);
  const lines: string[] = [];
  for (const item of block.items) {
    const body = item.map(serializeBlock).filter(Boolean).join('\n');
    if (!body) continue;
    const marker = block.ordered ? `${block.start + lines.length}. ` : '- ';
    lines.push(marker + body.replaceAll('\n', `\n${' '.repeat(marker.length)}`));
  }
  return lines.join('\n');
}

/** Elements that never hold others, so never nest. */
const VOID = new Set([
  'br',
  'img',
  'hr',
  'input',
  'meta',
  'link',
  'wbr',
  'col',
  'area',
  'base',
  'embed',
  'source',
  'track',
  'param',
]);

/**
 * How deeply the HTML nests, estimated in one pass the way the parser pairs
 * tags (a closing tag closes up to its opener; unknown ones are ignored).
 * Tags the parser closes by itself (`<p>`, `<li>`) stay open here, so the
 * estimate errs high. Stops counting at `limit`.
 */
function nestingDepth(html: string, limit: number): number {
  const open: string[] = [];
  for (const [, slash, tag] of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g)) {
    const name = tag!.toLowerCase();
    if (VOID.has(name)) continue;
    if (!slash) {
      if (open.push(name) >= limit) return limit;
    } else {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    }
  }
  return open.length;
}

/**
 * The parser's work grows with the square of the nesting depth (tens of
 * seconds for a file of nested tags), and no real description nests deeper
 * than a few levels: HTML beyond this depth is read as its bare text.
 */
const MAX_PARSE_DEPTH = 100;

function parse(html: string): Block[] {
  const source =
    nestingDepth(html, MAX_PARSE_DEPTH) >= MAX_PARSE_DEPTH ? html.replace(/<[^>]*>/g, ' ') : html;
  return blocksOf(parseDocument(source, { decodeEntities: true }).children, 0);
}

/** HTML → text in the formatting subset; '' when the HTML holds no text. */
export function htmlToRichText(html: string): string {
  return parse(html).map(serializeBlock).filter(Boolean).join('\n\n');
}

function plainInlines(items: Inline[]): string {
  return items
    .map((item) =>
      item.type === 'text'
        ? item.value
        : item.type === 'break'
          ? '\n'
          : plainInlines(item.children),
    )
    .join('');
}

function plainBlock(block: Block): string {
  return block.type === 'paragraph'
    ? plainInlines(block.children)
    : block.items.map((item) => item.map(plainBlock).join('\n')).join('\n');
}

/** HTML → its words, without formatting (for names, titles and other one-line fields). */
export function htmlToPlainText(html: string): string {
  return parse(html)
    .map(plainBlock)
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
