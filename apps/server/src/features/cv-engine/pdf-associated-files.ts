/**
 * The CV's data files as associated files of the PDF: Typst embeds them
 * (`pdf.embed` in common.typ), but writes the relationship (`AFRelationship`)
 * and the catalog's `AF` list only for PDF/A-3 and PDF 2.0, and a CV is
 * PDF/UA-1. Both keys are added here in an incremental update (the new
 * versions of the file specifications and the catalog appended after the
 * original, with their own cross-reference section): the original bytes stay
 * as they are, so the tag tree and the PDF/UA-1 declaration are untouched,
 * and the update costs a few hundred bytes and no parsing of the document.
 *
 * A PDF this does not recognise (no file specification, a cross-reference
 * stream, an update already there) is returned as it came.
 */

/** One indirect object of the file: its number and where its body lies. */
interface PdfObject {
  number: number;
  /** The dictionary, from `<<` to its closing `>>`. */
  dict: string;
}

const OBJECT_END = 'endobj';

/** What stands before a `/<type>` name that opens an object's dictionary. */
const OBJECT_HEAD = /(\d+) 0 obj\s*(<<\s*\/Type\s*)$/;
/** How far before the name its object's head may start. */
const HEAD_WINDOW = 64;

/**
 * Every object whose dictionary starts with `/Type /<type>`. Found from the
 * name, not by a pattern over the whole file: a pattern that starts with a
 * number tries every digit of the content streams (most of the work of a
 * render's last step, for a page of text).
 */
function objectsOfType(text: string, type: string): PdfObject[] {
  const found: PdfObject[] = [];
  const name = `/${type}`;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    // "/Filespecs" is another name.
    if (/\w/.test(text.charAt(at + name.length))) continue;
    const head = OBJECT_HEAD.exec(text.slice(Math.max(0, at - HEAD_WINDOW), at));
    if (!head) continue;
    const from = at - head[2]!.length;
    const end = text.indexOf(OBJECT_END, from);
    if (end < 0) continue;
    const dict = text.slice(from, end).trimEnd();
    if (dict.endsWith('>>')) found.push({ number: Number(head[1]), dict });
  }
  return found;
}

/** The dictionary with `entries` added before its closing `>>`. */
const withEntries = (dict: string, entries: string) =>
  `${dict.slice(0, -2).trimEnd()}\n  ${entries}\n>>`;

/** The offset in a cross-reference table's 20-byte line. */
const xrefLine = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;

export function withDataRelationship(pdf: Uint8Array): Uint8Array {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // Latin-1 maps every byte to one character: offsets in the text are offsets in the file.
  const text = bytes.toString('latin1');
  if (!text.includes('/Filespec')) return pdf;

  const trailerAt = text.lastIndexOf('trailer');
  const startxrefAt = text.lastIndexOf('startxref');
  if (trailerAt < 0 || startxrefAt < trailerAt) return pdf;
  const trailer = text.slice(trailerAt + 'trailer'.length, startxrefAt).trim();
  const previous = /startxref\s+(\d+)/.exec(text.slice(startxrefAt))?.[1];
  if (!previous || trailer.includes('/Prev') || !trailer.endsWith('>>')) return pdf;

  const files = objectsOfType(text, 'Filespec').filter((f) => !f.dict.includes('/AFRelationship'));
  const [catalog] = objectsOfType(text, 'Catalog');
  if (files.length === 0 || !catalog || catalog.dict.includes('/AF ')) return pdf;

  const updated: PdfObject[] = [
    ...files.map((file) => ({ ...file, dict: withEntries(file.dict, '/AFRelationship /Data') })),
    {
      ...catalog,
      dict: withEntries(catalog.dict, `/AF [${files.map((f) => `${f.number} 0 R`).join(' ')}]`),
    },
  ].sort((a, b) => a.number - b.number);

  let update = '\n';
  let offset = bytes.length + update.length;
  const xref: string[] = ['xref\n'];
  for (const object of updated) {
    const body = `${object.number} 0 obj\n${object.dict}\nendobj\n`;
    xref.push(`${object.number} 1\n`, xrefLine(offset));
    update += body;
    offset += body.length;
  }
  update += `${xref.join('')}trailer\n${withEntries(trailer, `/Prev ${previous}`)}\nstartxref\n${offset}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([bytes, Buffer.from(update, 'latin1')]));
}
