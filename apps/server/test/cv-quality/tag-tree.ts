import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { readWithPdfjs } from '../pdf-inspect';

/**
 * The tag tree (logical structure) of a PDF with the text each element holds,
 * plus the document-level facts PDF/UA asks for. pdf.js only hands out one
 * tree per page, without telling which elements of two pages are the same
 * (a list split by a page break), so the tree is walked from the PDF's
 * objects (pdf-lib) and the text of each marked-content sequence is read
 * with pdf.js.
 */

export interface TagNode {
  /** The standard role: the tag mapped through the document's role map. */
  role: string;
  /** The tag as written (differs from `role` for a custom tag). */
  tag: string;
  alt: string | null;
  actualText: string | null;
  lang: string | null;
  /** The text of the element and all below it, in content order, white space folded. */
  text: string;
  children: TagNode[];
  /** Pages (1-based) with content of the element or below it, ascending. */
  pages: number[];
}

export interface TagTree {
  /** The top-level elements (below the StructTreeRoot); empty when the PDF is untagged. */
  roots: TagNode[];
  /** The catalogue's /Lang. */
  lang: string | null;
  /** The document information's /Title. */
  title: string | null;
  /** /MarkInfo /Marked. */
  marked: boolean;
  /** /ViewerPreferences /DisplayDocTitle. */
  displayDocTitle: boolean;
  /** The PDF/UA part the XMP metadata claims, if any. */
  pdfUa: string | null;
  /** Text drawn outside any marked content (neither tagged nor an artifact), per page. */
  untaggedText: { page: number; text: string }[];
  /** Link annotations without a /Contents description. */
  linksWithoutContents: { page: number; url: string }[];
  /** Pages with annotations whose tab order is not the structure order (/Tabs /S). */
  pagesWithoutStructureTabOrder: number[];
}

const name = (key: string) => PDFName.of(key);
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function readTagTree(pdf: Uint8Array): Promise<TagTree> {
  const content = await readMarkedContent(pdf);
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pageNumbers = new Map(doc.getPages().map((page, i) => [refKey(page.ref), i + 1]));
  const catalog = doc.catalog;
  const root = catalog.lookup(name('StructTreeRoot'));
  const roleMap = root instanceof PDFDict ? root.lookup(name('RoleMap')) : undefined;
  const walker = new StructWalker(
    doc,
    pageNumbers,
    roleMap instanceof PDFDict ? roleMap : null,
    content.textByMcid,
  );
  const markInfo = catalog.lookup(name('MarkInfo'));
  const preferences = catalog.lookup(name('ViewerPreferences'));
  const pagesWithoutStructureTabOrder = doc
    .getPages()
    .flatMap((page, i) =>
      page.node.lookup(name('Annots')) instanceof PDFArray &&
      page.node.lookup(name('Tabs'))?.toString() !== '/S'
        ? [i + 1]
        : [],
    );
  return {
    roots: root instanceof PDFDict ? walker.kids(root.get(name('K')), null) : [],
    lang: textOf(catalog.lookup(name('Lang'))),
    title: content.title,
    marked: markInfo instanceof PDFDict && markInfo.lookup(name('Marked')) === PDFBool.True,
    displayDocTitle:
      preferences instanceof PDFDict &&
      preferences.lookup(name('DisplayDocTitle')) === PDFBool.True,
    pdfUa: content.pdfUa,
    untaggedText: content.untaggedText,
    linksWithoutContents: content.linksWithoutContents,
    pagesWithoutStructureTabOrder,
  };
}

function refKey(ref: PDFRef): string {
  return `${ref.objectNumber} ${ref.generationNumber}`;
}

function textOf(object: PDFObject | undefined): string | null {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : null;
}

/** Walks structure elements; marked content is looked up by page and MCID. */
class StructWalker {
  /** Guards against cycles in a broken tree. */
  private readonly seen = new Set<PDFObject>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly pageNumbers: Map<string, number>,
    private readonly roleMap: PDFDict | null,
    private readonly textByMcid: Map<string, string>,
  ) {}

  /** The elements among `k` (an element's /K: one kid or an array of kids). */
  kids(k: PDFObject | undefined, page: number | null): TagNode[] {
    return this.items(k, page).filter((item): item is TagNode => typeof item !== 'string');
  }

  /** The kids of `k` in order: elements, and the text of marked content as strings. */
  private items(k: PDFObject | undefined, page: number | null): (TagNode | string)[] {
    if (k === undefined) return [];
    const kids = k instanceof PDFArray ? k.asArray() : [k];
    return kids.flatMap((kid) => this.item(kid, page));
  }

  private item(kid: PDFObject, page: number | null): (TagNode | string)[] {
    if (kid instanceof PDFNumber) return [this.markedText(page, kid.asNumber())];
    const object = kid instanceof PDFRef ? this.doc.context.lookup(kid) : kid;
    if (!(object instanceof PDFDict) || this.seen.has(object)) return [];
    this.seen.add(object);
    const type = object.lookup(name('Type'))?.toString();
    const ownPage = this.pageOf(object) ?? page;
    if (type === '/MCR') {
      const mcid = object.lookup(name('MCID'));
      return mcid instanceof PDFNumber ? [this.markedText(ownPage, mcid.asNumber())] : [];
    }
    // An annotation or XObject: no text of its own here.
    if (type === '/OBJR') return [];
    return [this.element(object, ownPage)];
  }

  private element(dict: PDFDict, page: number | null): TagNode {
    const tag = dict.lookup(name('S'))?.toString().slice(1) ?? '';
    const items = this.items(dict.get(name('K')), page);
    const children = items.filter((item): item is TagNode => typeof item !== 'string');
    const ownText = items.some((item) => typeof item === 'string' && item.trim());
    const pages = new Set(children.flatMap((child) => child.pages));
    if (ownText && page !== null) pages.add(page);
    return {
      role: this.standardRole(tag),
      tag,
      alt: textOf(dict.lookup(name('Alt'))),
      actualText: textOf(dict.lookup(name('ActualText'))),
      lang: textOf(dict.lookup(name('Lang'))),
      text: fold(items.map((item) => (typeof item === 'string' ? item : item.text)).join(' ')),
      children,
      pages: [...pages].sort((a, b) => a - b),
    };
  }

  private pageOf(dict: PDFDict): number | null {
    const ref = dict.get(name('Pg'));
    return ref instanceof PDFRef ? (this.pageNumbers.get(refKey(ref)) ?? null) : null;
  }

  private markedText(page: number | null, mcid: number): string {
    return page === null ? '' : (this.textByMcid.get(`${page}:${mcid}`) ?? '');
  }

  /** A custom tag through the role map (which may chain) to a standard one. */
  private standardRole(tag: string): string {
    let role = tag;
    for (let hops = 0; hops < 8; hops++) {
      const mapped = this.roleMap?.lookup(name(role));
      if (!(mapped instanceof PDFName)) break;
      role = mapped.toString().slice(1);
    }
    return role;
  }
}

/**
 * What pdf.js reads off the pages: the text of each marked-content sequence
 * (by page and MCID), text outside any sequence, link annotations, and the
 * title and PDF/UA claim of the metadata.
 */
async function readMarkedContent(pdf: Uint8Array) {
  const { info, pdfUa, pages } = await readWithPdfjs(pdf);
  const textByMcid = new Map<string, string>();
  const untaggedText: TagTree['untaggedText'] = [];
  const linksWithoutContents: TagTree['linksWithoutContents'] = [];
  pages.forEach(({ items, annotations }, index) => {
    const n = index + 1;
    let untagged = '';
    // The open sequences; null for one without an MCID (an artifact).
    const open: (number | null)[] = [];
    for (const item of items) {
      if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
        const mcid = /_mc(\d+)$/.exec(item.id ?? '')?.[1];
        open.push(mcid === undefined ? null : Number(mcid));
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      } else if (typeof item.str === 'string') {
        if (open.length === 0) untagged += `${item.str} `;
        const mcid = open.findLast((entry) => entry !== null);
        if (mcid !== undefined && mcid !== null) {
          const key = `${n}:${mcid}`;
          textByMcid.set(key, `${textByMcid.get(key) ?? ''}${item.str} `);
        }
      }
    }
    if (untagged.trim()) untaggedText.push({ page: n, text: fold(untagged) });
    for (const { subtype, url, contentsObj } of annotations) {
      if (subtype === 'Link' && !contentsObj?.str?.trim()) {
        linksWithoutContents.push({ page: n, url: url ?? '(no address)' });
      }
    }
  });
  return {
    textByMcid,
    untaggedText,
    linksWithoutContents,
    title: (info.Title as string | undefined) ?? null,
    pdfUa,
  };
}

/** Every element below `nodes`, depth first, with its parent (null at the top) and siblings. */
export function* walkTags(
  nodes: readonly TagNode[],
  parent: TagNode | null = null,
): Generator<{ node: TagNode; parent: TagNode | null; siblings: readonly TagNode[] }> {
  for (const node of nodes) {
    yield { node, parent, siblings: nodes };
    yield* walkTags(node.children, node);
  }
}

/** The tree as indented lines: role, attributes and the start of the text. */
export function formatTagTree(nodes: readonly TagNode[], depth = 0, textMax = 60): string[] {
  return nodes.flatMap((node) => {
    const attributes = [
      node.tag !== node.role ? `tag=${node.tag}` : '',
      node.lang ? `lang=${node.lang}` : '',
      node.alt !== null ? `alt="${node.alt}"` : '',
      `p.${node.pages.join(',')}`,
    ].filter(Boolean);
    const text = node.text.length > textMax ? `${node.text.slice(0, textMax - 1)}…` : node.text;
    const line = `${'  '.repeat(depth)}${node.role} [${attributes.join(' ')}]${text ? `  "${text}"` : ''}`;
    return [line, ...formatTagTree(node.children, depth + 1, textMax)];
  });
}
