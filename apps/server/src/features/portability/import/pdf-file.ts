import { IMPORT_LIMITS, LOCALES, type Locale } from '@cv/shared';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js parses on this thread (already the import worker): its worker code, loaded with
// this module rather than on the first document, where it would count against a file's time.
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { ImportFileError, type ImportDraft } from './import-draft';
import { isJsonResume, readJsonResume } from './json-resume';
import { readCvText, type TextRun } from './cv-text';

/**
 * A PDF to a draft. A CV PDF made here carries its data (`resume.json`, and
 * `resume.<lang>.json` with its translations, as the JSON export writes them:
 * see cv-engine/pdf-associated-files.ts): that data is read, exactly. Any other
 * PDF is read from its positioned text (pdf.js: no network, no fonts loaded,
 * no scripts) and recognised by `readCvText`.
 */

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

/** The embedded file the export names `resume.json`; its translation `resume.de.json`. */
const PRIMARY_FILE = 'resume.json';
const translationFile = (lang: Locale) => `resume.${lang}.json`;

async function open(bytes: Buffer): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      enableXfa: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ImportFileError('encrypted');
    throw new ImportFileError('unreadable', (error as Error).message);
  }
}

type Attachments = Record<string, { filename: string; content: Uint8Array }> | null;

function jsonOf(content: Uint8Array | undefined): unknown {
  if (!content) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(content)) as unknown;
  } catch {
    return undefined;
  }
}

/** The data a PDF made here carries, or null for any other PDF. */
function carriedData(attachments: Attachments): ImportDraft | null {
  if (!attachments) return null;
  const primary = jsonOf(attachments[PRIMARY_FILE]?.content);
  if (!isJsonResume(primary)) return null;
  const draft: ImportDraft = { ...readJsonResume(primary), format: 'pdf' };
  for (const lang of LOCALES) {
    const other = jsonOf(attachments[translationFile(lang)]?.content);
    if (!isJsonResume(other)) continue;
    // The file's other language names the language it is written in (two languages in all).
    draft.language = LOCALES.find((l) => l !== lang);
    draft.translation = { lang, draft: { ...readJsonResume(other), format: 'pdf' } };
    break;
  }
  return draft;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

/** The real font name (`ABCDEF+Inter-Bold`) behind pdf.js's id, to tell bold text. */
function fontNameOf(page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>, id: string): string {
  try {
    const font = page.commonObjs.get(id) as { name?: string } | undefined;
    return font?.name ?? '';
  } catch {
    return '';
  }
}

const BOLD_FONT = /bold|black|heavy|semibold|demi/i;

/** Every piece of text of the PDF with where it sits, its size and weight. */
async function textRuns(document: PDFDocumentProxy): Promise<TextRun[]> {
  const runs: TextRun[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    // Loads the fonts' descriptions (names), not their glyphs into any renderer.
    await page.getOperatorList();
    const content = await page.getTextContent();
    for (const item of content.items as PdfTextItem[]) {
      if (typeof item.str !== 'string' || !item.str.trim()) continue;
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
      const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
      runs.push({
        page: number,
        x,
        // From the top of the page, as people read.
        y: height - y,
        width: item.width,
        size,
        bold: BOLD_FONT.test(fontNameOf(page, item.fontName)),
        text: item.str,
        pageWidth: width,
      });
    }
    page.cleanup();
  }
  return runs;
}

export async function readPdf(bytes: Buffer): Promise<ImportDraft> {
  const document = await open(bytes);
  try {
    if (document.numPages > IMPORT_LIMITS.pdfPagesMax) {
      throw new ImportFileError('too-many-pages', `${document.numPages} pages`);
    }
    const carried = carriedData((await document.getAttachments()) as Attachments);
    if (carried) return carried;
    const runs = await textRuns(document);
    if (runs.length === 0) throw new ImportFileError('no-text');
    return readCvText(runs, 'pdf');
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('unreadable', (error as Error).message);
  } finally {
    await document.destroy();
  }
}
