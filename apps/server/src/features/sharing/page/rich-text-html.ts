import { LRUCache } from 'lru-cache';
import {
  parseRichText,
  writeInlines,
  type InlineWriter,
  type RichBlock,
  type RichInline,
} from '@cv/shared';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * A description as HTML, from the shared parser's tree: every piece of user
 * text goes through escapeHtml, and the only elements are the ones written
 * here (p, ul/ol, li, strong, em, br and a to http(s)/mailto addresses the
 * parser let through), so hostile text prints literally.
 */

const html: InlineWriter = {
  text: escapeHtml,
  break: '<br>',
  strong: (inner) => `<strong>${inner}</strong>`,
  emphasis: (inner) => `<em>${inner}</em>`,
  // User content: no referrer, no ranking credit.
  link: (inner, url) =>
    `<a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow ugc">${inner}</a>`,
};

const inlines = (items: readonly RichInline[]) => writeInlines(items, html);

function list(block: Extract<RichBlock, { type: 'list' }>): string {
  const tag = block.ordered ? 'ol' : 'ul';
  return `<${tag}>${block.items.map((item) => `<li>${itemBlocks(item)}</li>`).join('')}</${tag}>`;
}

/** A list item's paragraphs run inline (no margins between them), nested lists stay lists. */
function itemBlocks(blocks: readonly RichBlock[]): string {
  return blocks
    .map((block, i) =>
      block.type === 'paragraph' ? `${i > 0 ? '<br>' : ''}${inlines(block.children)}` : list(block),
    )
    .join('');
}

/**
 * The HTML of texts rendered lately. Parsing Markdown is most of what a page
 * render costs; after a save, the texts that did not change (nearly all)
 * come from here. Bounded by total length, so long texts cannot crowd it.
 */
const rendered = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (html, text) => html.length + text.length + 1,
});

export function richTextHtml(text: string | undefined): string {
  if (!text) return '';
  let html = rendered.get(text);
  if (html === undefined) {
    html = parseRichText(text)
      .map((block) =>
        block.type === 'paragraph' ? `<p>${inlines(block.children)}</p>` : list(block),
      )
      .join('');
    rendered.set(text, html);
  }
  return html;
}
