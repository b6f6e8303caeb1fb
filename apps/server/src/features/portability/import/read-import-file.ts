import type { ImportFormat } from '@cv/shared';
import { ImportFileError, type ImportDraft } from './import-draft';
import { isJsonResume, readJsonResume } from './json-resume';
import { readLinkedInExport } from './linkedin';
import { isReactiveResume, readReactiveResume } from './reactive-resume';
import { looksLikeZip, readZipFiles } from './zip-reader';

/**
 * The one entry point of the readers: a file's bytes (and the format the
 * user chose, if any) to a draft. Without a format it is recognised from the
 * file: a ZIP is LinkedIn's export, JSON with `sections` beside `basics` is
 * Reactive Resume, JSON with JSON Resume's keys is JSON Resume. A file that
 * is valid JSON or ZIP but not the claimed (or any known) format is
 * `wrong-format`, so the user learns they picked the wrong file.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The first bytes of every PDF (after at most a little garbage, which readers allow). */
const looksLikePdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

/** Whether a ZIP is a Word document (it has `word/document.xml`). */
async function isDocx(bytes: Buffer): Promise<boolean> {
  try {
    return (await readZipFiles(bytes, ['document.xml'])).has('document.xml');
  } catch (error) {
    if (error instanceof ImportFileError && error.reason === 'archive-too-large') throw error;
    return false;
  }
}

/** The parsed document, or `undefined` for bytes that are no JSON (JSON's own null is `{ value: null }`). */
function parseJson(bytes: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Loads the PDF or Word reader a file will need (once per thread): the
 * worker does this before the file's time limit starts, since loading
 * pdf.js is the reader's cost, not the file's.
 */
export async function loadReaderFor(bytes: Buffer): Promise<void> {
  if (looksLikePdf(bytes)) await import('./pdf-file');
  else if (looksLikeZip(bytes)) await import('./docx-file');
}

export async function readImportFile(bytes: Buffer, format?: ImportFormat): Promise<ImportDraft> {
  const pdf = looksLikePdf(bytes);
  if (format === 'pdf' || (format === undefined && pdf)) {
    if (!pdf) throw new ImportFileError('wrong-format', 'not a PDF');
    // Loaded on the first PDF: a reader that only ever sees JSON keeps its small heap.
    const { readPdf } = await import('./pdf-file');
    return readPdf(bytes);
  }
  if (pdf) throw new ImportFileError('wrong-format', 'a PDF');
  const zip = looksLikeZip(bytes);
  if (format === 'docx' || (format === undefined && zip && (await isDocx(bytes)))) {
    if (!zip) throw new ImportFileError('wrong-format', 'not a Word file');
    const { readDocx } = await import('./docx-file');
    return readDocx(bytes);
  }
  if (format === 'linkedin' || (format === undefined && zip)) {
    if (!zip) throw new ImportFileError(parseJson(bytes) ? 'wrong-format' : 'not-zip');
    return readLinkedInExport(bytes);
  }
  if (zip) throw new ImportFileError('wrong-format', 'a ZIP archive, not a JSON document');

  const json = parseJson(bytes);
  if (!json) throw new ImportFileError('not-json');
  const doc = json.value;
  // Reactive Resume first: its documents have a `basics` object too.
  if (isReactiveResume(doc)) {
    if (format === 'json-resume')
      throw new ImportFileError('wrong-format', 'a Reactive Resume export');
    return readReactiveResume(doc);
  }
  if (isJsonResume(doc)) {
    if (format === 'reactive-resume') throw new ImportFileError('wrong-format', 'a JSON Resume');
    return readJsonResume(doc);
  }
  throw new ImportFileError('wrong-format', 'neither JSON Resume nor Reactive Resume');
}
