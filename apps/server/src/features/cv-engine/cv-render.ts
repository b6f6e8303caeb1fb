import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import {
  NodeCompiler,
  PdfStandard,
  type NodeTypstDocument,
} from '@myriaddreamin/typst-ts-node-compiler';
import { cvDataSchema, type CV_FIT_PAGES, type CvDataInput, type CvDesignId } from '@cv/shared';
import { serverRoot } from '../../paths';
import { toTemplateInput, type CvLayoutOptions, type CvTemplateInput } from './cv-document';
import { CvError, CvPageNotFoundError } from './cv-errors';
import { withDataRelationship } from './pdf-associated-files';
import { AS_DESIGNED, FIT_OFF, fitToPages, type CvFitFactors, type CvFitOutcome } from './cv-fit';
import { templateFactors } from './cv-layout-factors';
import { arrangeColumns, type ColumnMarks } from './side-columns';
import { SplitHints } from './split-hints';
import { escapeSvgLinkTarget, extractSvgPage, extractSvgPages } from './svg-pages';

/**
 * The render module: CV data in, PDF or SVG pages out, through Typst.
 * One renderer owns one warm compiler (font loading is the expensive part);
 * it is used by one thread at a time, each render starting from a clean
 * slate (its inputs mapped as in-memory files, reset after it).
 */

export const cvAssetsDir = path.join(serverRoot, 'assets');
export const cvTemplatesDir = path.join(cvAssetsDir, 'cv');
export const cvFontsDir = path.join(cvAssetsDir, 'fonts');
const noSystemFontsConf = path.join(cvFontsDir, 'no-system-fonts.conf');

/** A PDF, one page as SVG, or every page as SVG (from one layout). */
export type CvRenderFormat = 'pdf' | { svgPage: number } | 'svg-pages';

/** A render: the CV's data and its layout choices (paper, closing, order, font, …), and what to make. */
export interface CvRenderRequest extends CvLayoutOptions {
  design: CvDesignId;
  data: CvDataInput;
  /** JPEG or PNG bytes, already re-encoded by the server. */
  picture?: Uint8Array | null;
  /** A QR code (SVG bytes) of the owner's public profile and the address it encodes; printed on the first page. */
  profileQr?: { svg: Uint8Array; url: string } | null | undefined;
  format: CvRenderFormat;
  /** Tighten spacing, then type, within the design's bounds until the CV fits; null: never. */
  fitPages?: (typeof CV_FIT_PAGES)[number] | null | undefined;
  /**
   * JSON files a PDF carries beside what it prints (the CV's data, so that
   * importing the PDF restores it); ignored for SVG.
   */
  files?: readonly CvEmbeddedFile[] | undefined;
}

/** A JSON document embedded in the PDF as an associated file of relationship `Data`. */
export interface CvEmbeddedFile {
  /** "resume.json". */
  name: string;
  /** What it is, for PDF readers' attachment panes. */
  description: string;
  /** The JSON text. */
  data: string;
}

/** What every render tells besides its output. */
export interface CvRenderFacts {
  pages: number;
  /** Typst's warnings (e.g. a missing glyph), for logs and tests. */
  warnings: string[];
  /** How fitting to pages went; `off` when not asked. */
  fit: CvFitOutcome;
  /**
   * How much of the last page's text area (between its margins) the content
   * takes, 0 to 1: a small share after a full page is a few spilled lines.
   */
  lastPageFill: number;
  /** The sections a two-column design set in its main column because its side column was full. */
  sideMoved: string[];
  /**
   * What the CV sets wider than its room, so that it runs past its column:
   * "name", a contact detail's kind ("email", "website", …) or "contact"
   * (the contact columns together).
   */
  tooWide: string[];
}

export type CvRenderResult = CvRenderFacts &
  (
    | { format: 'pdf'; pdf: Uint8Array }
    | { format: 'svg'; svg: string; page: number }
    | { format: 'svg-pages'; svgs: string[] }
  );

/**
 * A one-page picture from a template beside the designs (`og.typ`, the link
 * preview of a public profile): its input goes to `sys.inputs.<template>` as
 * JSON, the photo is mapped in memory and named in the input's `photo`.
 */
export interface CvPictureRequest {
  template: 'og';
  input: Record<string, unknown>;
  /** JPEG or PNG bytes, already re-encoded by the server. */
  photo?: Uint8Array | null;
}

/**
 * A cover letter (`letter.typ`) in a CV design: the sender's profile as a CV
 * prints it (`cv`, only its header, colours and font are used), the letter's
 * own input as JSON (mapped as `letter.json`, see INPUT_DIR), and the
 * signature picture mapped in memory (named in the input's `signature.image`). With `bundle` the CV's
 * design follows the letter in the same document.
 */
export interface CvLetterRequest {
  cv: Omit<CvRenderRequest, 'format' | 'fitPages' | 'closing' | 'today' | 'profileQr'>;
  letter: Record<string, unknown>;
  /** PNG bytes, already re-encoded by the server. */
  signature?: Uint8Array | null;
  format: 'pdf' | 'svg-pages';
}

export type CvLetterResult =
  | { format: 'pdf'; pdf: Uint8Array; pages: number; warnings: string[] }
  | { format: 'svg-pages'; svgs: string[]; pages: number; warnings: string[] };

export interface CvRenderer {
  renderCv(request: CvRenderRequest): CvRenderResult;
  renderLetter(request: CvLetterRequest): CvLetterResult;
  /** The picture as SVG. */
  renderPicture(request: CvPictureRequest): string;
}

/**
 * Typst's font searcher always adds the machine's fonts, found through
 * fontconfig's configuration; pointing FONTCONFIG_FILE at a file that lists
 * no existing folder leaves only our bundled fonts. Native code reads the
 * process environment, which only the main thread can change, so the pool
 * calls this before it starts workers.
 */
export function disableSystemFonts(): void {
  if (isMainThread) process.env.FONTCONFIG_FILE = noSystemFontsConf;
  else if (process.env.FONTCONFIG_FILE !== noSystemFontsConf) {
    throw new Error('CV render workers must be started by the render pool (system fonts on)');
  }
}

/**
 * A fixed place inside the template root where a render's inputs are mapped
 * in memory: the CV (`cv.json`, read by common.typ), the files a PDF carries
 * (`files.json`), a letter (`letter.json`) and the user's pictures. Files, not
 * `sys.inputs`: any change of those changes Typst's whole standard library
 * value, and with it the key of every function call it memoized, so an edit
 * of one field could reuse less of the last layout (half a millisecond of
 * every compile, a third of a compile of unchanged data).
 */
const INPUT_DIR = '__input';
const CV_INPUT = `/${INPUT_DIR}/cv.json`;
const FILES_INPUT = `/${INPUT_DIR}/files.json`;
const SPLIT_INPUT = `/${INPUT_DIR}/split.json`;
const LETTER_INPUT = `/${INPUT_DIR}/letter.json`;
/**
 * Memoized layouts unused for about this many renders are dropped, so memory
 * stays flat. A worker serves every design in turn: a design's layouts must
 * outlive the renders of the others to be reused at its next edit (8: the
 * pool made 55 PDFs/s, 16: 98).
 */
const CACHE_MAX_AGE = 16;
/**
 * Typst's cache is aged by eviction calls, and one call walks the whole cache
 * (0.5–1.9 ms a render, a tenth of a render in some designs). So it runs
 * every few renders, with the age counted in calls: the same layouts stay.
 */
const EVICT_EVERY = 4;
/** The label of the metadata that marks the end of a CV's content (see common.typ). */
const END_MARKER = '<cv-end>';

/** One compiled layout of a CV. */
interface Layout {
  document: NodeTypstDocument;
  pages: number;
  warnings: string[];
  /** The sections a two-column design moved out of its side column (see side-columns.ts). */
  sideMoved?: string[];
}

function pictureExtension(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return 'png';
  }
  return null;
}

function diagnosticMessages(error: unknown): string[] {
  const diagnostics = (error as { shortDiagnostics?: { message?: string }[] } | null)
    ?.shortDiagnostics;
  return diagnostics?.map((d) => d.message ?? JSON.stringify(d)) ?? [];
}

function diagnosticsText(error: unknown): string {
  return diagnosticMessages(error).join('; ') || String(error);
}

export interface CvRendererOptions {
  templatesDir?: string;
  fontsDir?: string;
  /**
   * Runs the cache's eviction (see EVICT_EVERY); by default at once, at the
   * end of the render that made it due. A render worker passes `setImmediate`:
   * the eviction then runs after the worker has answered, while the user no
   * longer waits (it walks the whole cache: up to 2 ms).
   */
  scheduleEviction?: (evict: () => void) => void;
  /** Where two-column designs split their career last time (see split-hints.ts); tests pass their own. */
  splitHints?: SplitHints;
}

export function createCvRenderer(options: CvRendererOptions = {}): CvRenderer {
  disableSystemFonts();
  const templatesDir = options.templatesDir ?? cvTemplatesDir;
  const compiler = NodeCompiler.create({
    workspace: templatesDir,
    fontArgs: [{ fontPaths: [options.fontsDir ?? cvFontsDir] }],
  });
  const splitHints = options.splitHints ?? new SplitHints();
  const scheduleEviction = options.scheduleEviction ?? ((evict: () => void) => evict());
  let rendersSinceEviction = 0;
  let evictionPending = false;
  const evict = () => {
    evictionPending = false;
    compiler.evictCache(CACHE_MAX_AGE / EVICT_EVERY);
  };
  /** Drops what the last renders did not use; called after every render. */
  function ageCache(): void {
    if (++rendersSinceEviction < EVICT_EVERY || evictionPending) return;
    rendersSinceEviction = 0;
    evictionPending = true;
    scheduleEviction(evict);
  }

  /**
   * PDF/UA-1: tagged, with Typst checking the accessibility rules it can
   * (title, language, alternative texts). Should some content ever fail those
   * checks, the CV is still delivered as a plain tagged PDF, with a warning.
   */
  function exportPdf(document: NodeTypstDocument, warnings: string[]): Buffer {
    try {
      return compiler.pdf(document, { pdfStandard: PdfStandard.UA_1 });
    } catch (error) {
      warnings.push(`PDF/UA-1 export refused: ${diagnosticsText(error)}`);
      return compiler.pdf(document);
    }
  }

  /** Maps one of a render's inputs (see INPUT_DIR). */
  function mapInput(file: string, bytes: string | Uint8Array): void {
    compiler.mapShadow(path.join(templatesDir, file), Buffer.from(bytes));
  }

  /**
   * Maps a user's picture as `<name>.jpg` or `.png`, by its bytes; answers the
   * path the template reads, or null when there is none or it is neither.
   */
  function mapPicture(name: string, bytes: Uint8Array | null | undefined): string | null {
    const extension = bytes?.length ? pictureExtension(bytes) : null;
    if (!bytes || !extension) return null;
    const file = `/${INPUT_DIR}/${name}.${extension}`;
    mapInput(file, bytes);
    return file;
  }

  /** One layout of the CV; a Typst error is a failed render. */
  function compile(
    design: CvDesignId,
    input: string,
    files: string | undefined,
    /** Where this CV split last time (see split-hints.ts), as JSON. */
    splitHint: string,
  ): Layout {
    mapInput(CV_INPUT, input);
    mapInput(FILES_INPUT, files ?? '[]');
    mapInput(SPLIT_INPUT, splitHint);
    const compiled = compiler.compile({
      mainFilePath: path.join(templatesDir, `${design}.typ`),
      inputs: {},
    });
    const document = compiled.result;
    if (!document || compiled.hasError()) {
      throw new CvError('cv_render_failed', 'Typst could not compile the CV', {
        design,
        diagnostics: diagnosticsText(compiled.takeDiagnostics()),
      });
    }
    const warnings = diagnosticMessages(compiled.takeWarnings());
    return { document, pages: document.numOfPages, warnings };
  }

  /**
   * What every template marks at its end with a `<cv-end>` metadata: the
   * share of the last page's text area above the end of the content, and
   * what it had to set wider than its room (`too-wide` in common.typ).
   */
  function contentEnd(document: NodeTypstDocument): { fill: number; tooWide: string[] } {
    const [marker] = compiler.query(document, { selector: END_MARKER }) as { value?: unknown }[];
    const value = marker?.value as { fill?: unknown; tooWide?: unknown } | undefined;
    if (typeof value?.fill !== 'number') {
      throw new CvError('cv_render_failed', `the template does not mark its end (${END_MARKER})`);
    }
    return {
      fill: Math.round(Math.min(Math.max(value.fill, 0), 1) * 1000) / 1000,
      tooWide: Array.isArray(value.tooWide) ? value.tooWide.map(String) : [],
    };
  }

  /** The pages of the marks a two-column design leaves (see side-columns.ts). */
  function columnMarks(document: NodeTypstDocument): ColumnMarks {
    const values = (selector: string) =>
      (compiler.query(document, { selector }) as { value?: unknown }[]).map((mark) => mark.value);
    return {
      side: values('<cv-side-section>') as ColumnMarks['side'],
      split: values('<cv-split>')[0],
      tooWide: values('<cv-side-too-wide>') as string[],
      alone: values('<cv-side-alone>').length > 0,
    };
  }

  /** The layout to deliver: as designed, or the loosest that fits the pages asked for. */
  function layOut(
    request: CvRenderRequest,
    input: CvTemplateInput,
  ): { layout: Layout; fit: CvFitOutcome } {
    // SVG exports need the link targets escaped; see escapeSvgLinkTarget.
    const replacer = request.format === 'pdf' ? undefined : escapeSvgLinkTarget;
    const files =
      request.format === 'pdf' && request.files?.length ? JSON.stringify(request.files) : undefined;
    const at = (fit: CvFitFactors): Layout => {
      const { layout, moved } = arrangeColumns(
        { ...input, fit: templateFactors(request.design, fit, request.layout) },
        (arranged) => {
          const hintKey = { ...arranged, design: request.design };
          const laidOut = compile(
            request.design,
            JSON.stringify(arranged, replacer),
            files,
            splitHints.hintFor(hintKey),
          );
          return { ...laidOut, hintKey };
        },
        (laidOut) => {
          const marks = columnMarks(laidOut.document);
          splitHints.remember(laidOut.hintKey, marks.split);
          return marks;
        },
      );
      return { ...layout, sideMoved: moved };
    };
    if (!request.fitPages) return { layout: at(AS_DESIGNED), fit: FIT_OFF };
    return fitToPages(
      request.design,
      request.fitPages,
      at,
      (layout) => contentEnd(layout.document).fill,
    );
  }

  /** The chosen layout in the format asked for. */
  function output(
    document: NodeTypstDocument,
    format: CvRenderFormat,
    facts: CvRenderFacts,
  ): CvRenderResult {
    const { pages } = facts;
    if (format === 'pdf') {
      // A plain copy: the native buffer cannot be handed to another thread.
      const pdf = withDataRelationship(new Uint8Array(exportPdf(document, facts.warnings)));
      return { format: 'pdf', pdf, ...facts };
    }
    if (format === 'svg-pages') {
      return {
        format: 'svg-pages',
        svgs: extractSvgPages(compiler.plainSvg(document), pages),
        ...facts,
      };
    }
    const page = format.svgPage;
    if (!Number.isInteger(page) || page < 1 || page > pages) {
      throw new CvPageNotFoundError(page, pages);
    }
    const svg = extractSvgPage(compiler.plainSvg(document), page, pages);
    return { format: 'svg', svg, page, ...facts };
  }

  function renderCv(request: CvRenderRequest): CvRenderResult {
    const { design, data, picture } = request;
    const parsed = cvDataSchema.safeParse(data);
    if (!parsed.success) {
      throw new CvError('cv_invalid_data', 'CV data does not match the contract', {
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }

    // Nothing of the previous render may leak into this one.
    compiler.resetShadow();
    const photoPath = mapPicture('photo', picture);
    // Like the photo: the image is a file the template reads, never Typst source.
    let profileQr: { path: string; url: string } | null = null;
    if (request.profileQr?.svg.length) {
      profileQr = { path: `/${INPUT_DIR}/qr.svg`, url: request.profileQr.url };
      mapInput(profileQr.path, request.profileQr.svg);
    }

    try {
      const input = toTemplateInput(parsed.data, {
        photoPath,
        profileQr,
        design,
        paper: request.paper,
        closing: request.closing,
        today: request.today,
        sectionOrder: request.sectionOrder,
        sectionBreaks: request.sectionBreaks,
        dateFormat: request.dateFormat,
        font: request.font,
        layout: request.layout,
      });
      const { layout, fit } = layOut(request, input);
      const { document, pages, warnings } = layout;
      const end = contentEnd(document);
      return output(document, request.format, {
        pages,
        warnings,
        fit,
        lastPageFill: end.fill,
        sideMoved: layout.sideMoved ?? [],
        tooWide: end.tooWide,
      });
    } catch (error) {
      if (error instanceof CvError) throw error;
      throw new CvError('cv_render_failed', 'Typst failed while rendering the CV', {
        design,
        diagnostics: diagnosticsText(error),
      });
    } finally {
      compiler.resetShadow();
      ageCache();
    }
  }

  function renderPicture({ template, input, photo }: CvPictureRequest): string {
    compiler.resetShadow();
    try {
      const photoPath = mapPicture('photo', photo);
      const compiled = compiler.compile({
        mainFilePath: path.join(templatesDir, `${template}.typ`),
        inputs: { [template]: JSON.stringify({ ...input, photo: photoPath }) },
      });
      const document = compiled.result;
      if (!document || compiled.hasError()) {
        throw new CvError('cv_render_failed', `Typst could not compile ${template}.typ`, {
          diagnostics: diagnosticsText(compiled.takeDiagnostics()),
        });
      }
      return extractSvgPage(compiler.plainSvg(document), 1, document.numOfPages);
    } catch (error) {
      if (error instanceof CvError) throw error;
      throw new CvError('cv_render_failed', `Typst failed while rendering ${template}.typ`, {
        diagnostics: diagnosticsText(error),
      });
    } finally {
      compiler.resetShadow();
      ageCache();
    }
  }

  function renderLetter(request: CvLetterRequest): CvLetterResult {
    const { cv, letter, signature } = request;
    const parsed = cvDataSchema.safeParse(cv.data);
    if (!parsed.success) {
      throw new CvError('cv_invalid_data', 'CV data does not match the contract', {
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }
    compiler.resetShadow();
    try {
      const photoPath = mapPicture('photo', cv.picture);
      // The server re-encodes signatures as PNG; anything else is left out.
      const signaturePath =
        signature?.length && pictureExtension(signature) === 'png'
          ? mapPicture('signature', signature)
          : null;
      const input = toTemplateInput(parsed.data, {
        photoPath,
        design: cv.design,
        paper: cv.paper,
        sectionOrder: cv.sectionOrder,
        dateFormat: cv.dateFormat,
        font: cv.font,
        layout: cv.layout,
      });
      const replacer = request.format === 'pdf' ? undefined : escapeSvgLinkTarget;
      const letterInput = {
        ...letter,
        signature: {
          ...(letter.signature as Record<string, unknown>),
          image: signaturePath,
        },
      };
      mapInput(CV_INPUT, JSON.stringify(input, replacer));
      // The letter carries no files: those of the CV come with the CV's own PDF.
      mapInput(FILES_INPUT, '[]');
      mapInput(SPLIT_INPUT, 'null');
      mapInput(LETTER_INPUT, JSON.stringify(letterInput, replacer));
      const compiled = compiler.compile({
        mainFilePath: path.join(templatesDir, 'letter.typ'),
        inputs: {},
      });
      const document = compiled.result;
      if (!document || compiled.hasError()) {
        throw new CvError('cv_render_failed', 'Typst could not compile the letter', {
          diagnostics: diagnosticsText(compiled.takeDiagnostics()),
        });
      }
      const warnings = diagnosticMessages(compiled.takeWarnings());
      const pages = document.numOfPages;
      if (request.format === 'pdf') {
        return {
          format: 'pdf',
          pdf: new Uint8Array(exportPdf(document, warnings)),
          pages,
          warnings,
        };
      }
      const svgs = extractSvgPages(compiler.plainSvg(document), pages);
      return { format: 'svg-pages', svgs, pages, warnings };
    } catch (error) {
      if (error instanceof CvError) throw error;
      throw new CvError('cv_render_failed', 'Typst failed while rendering the letter', {
        diagnostics: diagnosticsText(error),
      });
    } finally {
      compiler.resetShadow();
      ageCache();
    }
  }

  return { renderCv, renderPicture, renderLetter };
}
