/**
 * Typst's SVG export draws all pages into one picture, one below the other.
 * For the page preview we need a single page, so this cuts one page out of
 * that picture: the root element's children are, per page, an optional
 * background `<path>` and a `<g>` with the page's content (shifted down by a
 * `translate` for every page after the first), followed by shared `<defs>`
 * (glyph outlines, clip paths, gradients).
 *
 * Cutting out (rather than moving the view box) also avoids a bug in the
 * merged export: every page's background is drawn at the top, so the second
 * page's white background covers the first page's content.
 */

interface Element {
  name: string;
  start: number;
  end: number;
  /** The start tag, e.g. `<g transform="...">`. */
  openTag: string;
}

/** The index just past the `>` that ends the tag starting at `from`; quotes respected. */
function tagEnd(svg: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < svg.length; i++) {
    const c = svg[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  throw new Error('unterminated tag in SVG');
}

/** The root start tag and the root's direct child elements. */
function parseTopLevel(svg: string): { rootOpenTag: string; children: Element[] } {
  const children: Element[] = [];
  let depth = 0;
  let rootOpenTag = '';
  let open: { name: string; start: number; openTag: string } | null = null;
  let i = svg.indexOf('<');
  while (i !== -1) {
    if (svg.startsWith('<!--', i)) {
      i = svg.indexOf('<', svg.indexOf('-->', i) + 3);
      continue;
    }
    if (svg.startsWith('<?', i) || svg.startsWith('<!', i)) {
      i = svg.indexOf('<', tagEnd(svg, i));
      continue;
    }
    const end = tagEnd(svg, i);
    const tag = svg.slice(i, end);
    if (tag.startsWith('</')) {
      depth--;
      if (depth === 1 && open) {
        children.push({ ...open, end });
        open = null;
      }
    } else {
      const name = /^<([^\s/>]+)/.exec(tag)?.[1] ?? '';
      const selfClosing = tag.endsWith('/>');
      if (depth === 0) rootOpenTag = tag;
      else if (depth === 1) {
        if (selfClosing) children.push({ name, start: i, end, openTag: tag });
        else open = { name, start: i, openTag: tag };
      }
      if (!selfClosing) depth++;
    }
    i = svg.indexOf('<', end);
  }
  if (!rootOpenTag.startsWith('<svg') || depth !== 0) throw new Error('not an SVG document');
  return { rootOpenTag, children };
}

const PAGE_SHIFT = /\stransform="matrix\(1 0 0 1 ([-\d.e]+) ([-\d.e]+)\)"/;

function numberAttribute(tag: string, name: string): number {
  const match = new RegExp(`\\s${name}="([\\d.]+)`).exec(tag);
  if (!match?.[1]) throw new Error(`SVG root has no ${name}`);
  return Number(match[1]);
}

/** A merged Typst SVG taken apart: its root, its page groups and what the pages share. */
interface MergedSvg {
  svg: string;
  rootOpenTag: string;
  children: Element[];
  pageGroups: Element[];
  /** The shared defs: everything that is neither a page nor a page background. */
  shared: string;
}

function parseMerged(svg: string, pageCount: number): MergedSvg {
  const { rootOpenTag, children } = parseTopLevel(svg);
  const pageGroups = children.filter((c) => c.name === 'g');
  if (pageGroups.length !== pageCount) {
    throw new Error(`expected ${pageCount} page groups in SVG, found ${pageGroups.length}`);
  }
  const shared = children
    .filter((c, i) => c.name !== 'g' && !(c.name === 'path' && children[i + 1]?.name === 'g'))
    .map((c) => svg.slice(c.start, c.end))
    .join('\n');
  return { svg, rootOpenTag, children, pageGroups, shared };
}

/** Page `page` (1-based) of a parsed merged SVG as a stand-alone SVG document. */
function pageDocument(merged: MergedSvg, page: number): string {
  const { svg, rootOpenTag, children, pageGroups } = merged;
  const group = pageGroups[page - 1];
  if (!group) throw new RangeError(`page ${page} out of 1..${pageGroups.length}`);

  const before = children[children.indexOf(group) - 1];
  const background = before?.name === 'path' ? svg.slice(before.start, before.end) : '';
  const content = svg.slice(group.start, group.end);
  // The content of page n is shifted down by the pages above it; undo that.
  const shift = PAGE_SHIFT.exec(group.openTag);
  if (!shift && page > 1) throw new Error('page group without the expected page offset');
  const unshifted = shift
    ? group.openTag.replace(PAGE_SHIFT, '') + content.slice(group.openTag.length)
    : content;

  const width = numberAttribute(rootOpenTag, 'width');
  const height = numberAttribute(rootOpenTag, 'height') / pageGroups.length;
  const root = rootOpenTag
    .replace(/\sviewBox="[^"]*"/, ` viewBox="0 0 ${width} ${height}"`)
    .replace(/\swidth="[^"]*"/, ` width="${width}pt"`)
    .replace(/\sheight="[^"]*"/, ` height="${height}pt"`);
  return compact(
    `${root}\n${background}\n${unshifted}\n${glyphsUsedBy(unshifted, merged.shared)}\n</svg>\n`,
  );
}

/** A glyph outline of the shared defs; symbols never nest. */
const GLYPH_SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;

/** The shared defs without the glyph outlines that `content` never uses. */
function glyphsUsedBy(content: string, shared: string): string {
  const used = new Set(Array.from(content.matchAll(/href="#([^"]+)"/g), (m) => m[1]));
  return shared.replace(GLYPH_SYMBOL, (symbol, id: string) => (used.has(id) ? symbol : ''));
}

/**
 * Typst indents its SVG and repeats the default fill rule on every glyph: a
 * third of a page's bytes, which the browser parses on every preview. Neither
 * can come from user text (a line break or an unescaped quote never reaches
 * an attribute), so both go.
 */
function compact(svg: string): string {
  return svg.replace(/>\n\s*</g, '><').replace(/ fill-rule="nonzero"/g, '');
}

/**
 * Page `page` (1-based) of a merged Typst SVG with `pageCount` pages of equal
 * size, as a stand-alone SVG document.
 */
export function extractSvgPage(svg: string, page: number, pageCount: number): string {
  return pageDocument(parseMerged(svg, pageCount), page);
}

/**
 * Every page of a merged Typst SVG, each a stand-alone SVG document: the
 * whole CV from one layout, parsed once. Each page carries all the shared
 * defs (glyph outlines of the whole CV), so each shows on its own.
 */
export function extractSvgPages(svg: string, pageCount: number): string[] {
  const merged = parseMerged(svg, pageCount);
  return merged.pageGroups.map((_, i) => pageDocument(merged, i + 1));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A `JSON.stringify` replacer for the template input of an SVG render.
 * Typst's SVG export writes a link's target into the `href` and
 * `xlink:href` attributes escaping only `"`, so a `&` or `<` in a project
 * URL or an e-mail address would make the SVG malformed. The link targets
 * (every `url` member of the template input; the text shown is kept apart
 * from them) are handed to Typst with `&`, `<` and `>` already escaped:
 * together with Typst's own `&quot;` the attribute then reads back as
 * exactly the original URL. PDFs get the plain URLs.
 */
export function escapeSvgLinkTarget(key: string, value: unknown): unknown {
  return key === 'url' && typeof value === 'string'
    ? value.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c)
    : value;
}
