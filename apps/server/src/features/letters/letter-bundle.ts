import type { PDFPageLeaf, PDFRef } from '@cantoo/pdf-lib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFPage,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

/**
 * One PDF of a letter and its CV, letter first: the CV's pages and its tag
 * tree are copied into the letter's document (the pages' entries in the
 * parent tree moved past the letter's), so the bundle stays a tagged PDF
 * with one structure tree; an outline leads to the letter and to the CV.
 * Both come from the same engine, so the merge only has to know Typst's
 * shape of a tagged PDF.
 */
export async function bundlePdf(
  letterPdf: Uint8Array,
  cvPdf: Uint8Array,
  bookmarks: { letter: string; cv: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(letterPdf, { updateMetadata: false });
  const cv = await PDFDocument.load(cvPdf, { updateMetadata: false });
  const letterPages = doc.getPageCount();
  const copier = PDFObjectCopier.for(cv.context, doc.context);

  const ownTree = structTree(doc);
  const cvTree = structTree(cv);
  const offset = ownTree ? nextParentKey(ownTree) : 0;

  // The pages through one copier: the tag tree's page references copied
  // next map onto these same copies.
  for (const page of cv.getPages()) {
    const ref = copier.copy(page.ref);
    const node = doc.context.lookup(ref, PDFDict);
    shiftStructParents(node, offset);
    doc.addPage(PDFPage.of(node as PDFPageLeaf, ref, doc));
  }

  if (ownTree && cvTree) mergeTrees(doc, ownTree, cvTree, copier, offset);
  addOutline(doc, bookmarks, letterPages);
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

function structTree(doc: PDFDocument): PDFDict | undefined {
  return doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
}

function nextParentKey(tree: PDFDict): number {
  const next = tree.lookupMaybe(PDFName.of('ParentTreeNextKey'), PDFNumber);
  if (next) return next.asNumber();
  const nums = parentNums(tree);
  let max = -1;
  for (let i = 0; i < (nums?.size() ?? 0); i += 2) {
    max = Math.max(max, (nums!.lookup(i, PDFNumber) as PDFNumber).asNumber());
  }
  return max + 1;
}

function parentNums(tree: PDFDict): PDFArray | undefined {
  const parentTree = tree.lookupMaybe(PDFName.of('ParentTree'), PDFDict);
  return parentTree?.lookupMaybe(PDFName.of('Nums'), PDFArray);
}

/** A copied page's StructParents, and its annotations' StructParent, past the letter's keys. */
function shiftStructParents(page: PDFDict, offset: number): void {
  const shift = (dict: PDFDict, key: string) => {
    const value = dict.lookupMaybe(PDFName.of(key), PDFNumber);
    if (value) dict.set(PDFName.of(key), PDFNumber.of(value.asNumber() + offset));
  };
  shift(page, 'StructParents');
  const annots = page.lookupMaybe(PDFName.of('Annots'), PDFArray);
  for (let i = 0; i < (annots?.size() ?? 0); i++) {
    const annot = annots!.lookupMaybe(i, PDFDict);
    if (annot) shift(annot, 'StructParent');
  }
}

/** The CV's document element's children join the letter's, with the parent tree's entries. */
function mergeTrees(
  doc: PDFDocument,
  own: PDFDict,
  cv: PDFDict,
  copier: PDFObjectCopier,
  offset: number,
): void {
  const ownRoot = documentElement(own);
  const cvKids = copier.copy(cv.get(PDFName.of('K'))!);
  const target = ownRoot ?? own;
  const kids = asArray(doc, target.get(PDFName.of('K')));
  // The CV's one Document element gives its children to the letter's: one document, not two nested.
  const cvDocument = documentElementOf(doc.context, cvKids);
  const adopted = cvDocument ? asArray(doc, cvDocument.get(PDFName.of('K'))) : asArray(doc, cvKids);
  const targetRef = ownRoot ? refOf(doc, ownRoot) : undefined;
  for (let i = 0; i < adopted.size(); i++) {
    const kid = adopted.get(i);
    const element = doc.context.lookup(kid);
    if (element instanceof PDFDict && targetRef) element.set(PDFName.of('P'), targetRef);
    kids.push(kid);
  }
  target.set(PDFName.of('K'), kids);

  const ownNums = parentNums(own);
  const cvNums = parentNums(cv);
  if (ownNums && cvNums) {
    for (let i = 0; i < cvNums.size(); i += 2) {
      const key = (cvNums.lookup(i, PDFNumber) as PDFNumber).asNumber();
      ownNums.push(PDFNumber.of(key + offset));
      ownNums.push(copier.copy(cvNums.get(i + 1)));
    }
  }
  const cvNext = nextParentKey(cv);
  own.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(offset + cvNext));
}

function documentElement(tree: PDFDict): PDFDict | undefined {
  return documentElementOf(tree.context, tree.get(PDFName.of('K')));
}

/** The Document element a tree's `K` holds (itself or as an array's one item), if it is one. */
function documentElementOf(context: PDFContext, k: PDFObject | undefined): PDFDict | undefined {
  const resolved = k === undefined ? undefined : context.lookup(k);
  const element =
    resolved instanceof PDFArray && resolved.size() === 1
      ? context.lookup(resolved.get(0))
      : resolved;
  return element instanceof PDFDict && element.get(PDFName.of('S'))?.toString() === '/Document'
    ? element
    : undefined;
}

function asArray(doc: PDFDocument, value: PDFObject | undefined): PDFArray {
  const resolved = value ? doc.context.lookup(value) : undefined;
  if (resolved instanceof PDFArray) return resolved;
  const array = doc.context.obj([]) as PDFArray;
  if (value) array.push(value);
  return array;
}

function refOf(doc: PDFDocument, object: PDFDict): PDFRef | undefined {
  for (const [ref, value] of doc.context.enumerateIndirectObjects()) {
    if (value === object) return ref;
  }
  return undefined;
}

/** The outline: the letter, then the CV. */
function addOutline(
  doc: PDFDocument,
  bookmarks: { letter: string; cv: string },
  letterPages: number,
): void {
  const { context } = doc;
  const pages = doc.getPages();
  const outlinesRef = context.nextRef();
  const items = [
    { title: bookmarks.letter, page: pages[0]! },
    { title: bookmarks.cv, page: pages[letterPages]! },
  ].filter((item) => item.page);
  const refs = items.map(() => context.nextRef());
  items.forEach((item, i) => {
    const entry = context.obj({
      Title: PDFHexString.fromText(item.title),
      Parent: outlinesRef,
      Dest: [item.page.ref, PDFName.of('XYZ'), null, null, null],
      ...(i > 0 ? { Prev: refs[i - 1] } : {}),
      ...(i < refs.length - 1 ? { Next: refs[i + 1] } : {}),
    });
    context.assign(refs[i]!, entry);
  });
  context.assign(
    outlinesRef,
    context.obj({
      Type: 'Outlines',
      First: refs[0],
      Last: refs.at(-1),
      Count: refs.length,
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
