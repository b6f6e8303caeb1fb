import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import {
  NodeCompiler,
  PdfStandard,
  type NodeTypstDocument,
} from '@myriaddreamin/typst-ts-node-compiler';
import { cvDataSchema, type CvDataInput, type CvDesignId, type CvPaper } from '@cv/shared';
import { serverRoot } from '../../paths';
import { toTemplateInput } from './cv-document';
import { CvError, CvPageNotFoundError } from './cv-errors';
import { escapeSvgLinkTarget, extractSvgPage } from './svg-pages';

/**
 * The render module: CV data in, PDF or one SVG page out, through Typst.
 * One renderer owns one warm compiler (font loading is the expensive part);
 * it is used by one thread at a time, each render starting from a clean
 * slate (inputs passed per compile, in-memory files reset).
 */

export const cvAssetsDir = path.join(serverRoot, 'assets');
export const cvTemplatesDir = path.join(cvAssetsDir, 'cv');
export const cvFontsDir = path.join(cvAssetsDir, 'fonts');
const noSystemFontsConf = path.join(cvFontsDir, 'no-system-fonts.conf');

export type CvRenderFormat = 'pdf' | { svgPage: number };

export interface CvRenderRequest {
  design: CvDesignId;
  data: CvDataInput;
  /** JPEG or PNG bytes, already re-encoded by the server. */
  picture?: Uint8Array | null;
  format: CvRenderFormat;
  /** A4 (default) or US Letter. */
  paper?: CvPaper | undefined;
  /**
   * "Ort, Datum" and a signature line at the end; by default on only for the
   * Lebenslauf design in German.
   */
  closing?: boolean | undefined;
  /** The date the closing line prints (ISO); today when absent. */
  today?: string | undefined;
}

/** `warnings`: Typst's warnings (e.g. a missing glyph), for logs and tests. */
export type CvRenderResult = { pages: number; warnings: string[] } & (
  { format: 'pdf'; pdf: Uint8Array } | { format: 'svg'; svg: string; page: number }
);

export interface CvRenderer {
  renderCv(request: CvRenderRequest): CvRenderResult;
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

/** A fixed place inside the template root; the user's picture is mapped there in memory. */
const PICTURE_DIR = '__input';
/** Memoized layouts older than this many renders are dropped, so memory stays flat. */
const CACHE_MAX_AGE = 8;

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

export function createCvRenderer(
  options: { templatesDir?: string; fontsDir?: string } = {},
): CvRenderer {
  disableSystemFonts();
  const templatesDir = options.templatesDir ?? cvTemplatesDir;
  const compiler = NodeCompiler.create({
    workspace: templatesDir,
    fontArgs: [{ fontPaths: [options.fontsDir ?? cvFontsDir] }],
  });

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

  function renderCv(request: CvRenderRequest): CvRenderResult {
    const { design, data, picture, format } = request;
    const parsed = cvDataSchema.safeParse(data);
    if (!parsed.success) {
      throw new CvError('cv_invalid_data', 'CV data does not match the contract', {
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }

    // Nothing of the previous render may leak into this one.
    compiler.resetShadow();
    let photoPath: string | null = null;
    const extension = picture?.length ? pictureExtension(picture) : null;
    if (picture && extension) {
      photoPath = `/${PICTURE_DIR}/photo.${extension}`;
      compiler.mapShadow(path.join(templatesDir, photoPath), Buffer.from(picture));
    }

    try {
      const compiled = compiler.compile({
        mainFilePath: path.join(templatesDir, `${design}.typ`),
        inputs: {
          cv: JSON.stringify(
            toTemplateInput(parsed.data, {
              photoPath,
              design,
              paper: request.paper,
              closing: request.closing,
              today: request.today,
            }),
            format === 'pdf' ? undefined : escapeSvgLinkTarget,
          ),
        },
      });
      const document = compiled.result;
      if (!document || compiled.hasError()) {
        throw new CvError('cv_render_failed', 'Typst could not compile the CV', {
          design,
          diagnostics: diagnosticsText(compiled.takeDiagnostics()),
        });
      }
      const pages = document.numOfPages;
      const warnings = diagnosticMessages(compiled.takeWarnings());
      if (format === 'pdf') {
        // A plain copy: the native buffer cannot be handed to another thread.
        const pdf = new Uint8Array(exportPdf(document, warnings));
        return { format: 'pdf', pdf, pages, warnings };
      }
      const page = format.svgPage;
      if (!Number.isInteger(page) || page < 1 || page > pages) {
        throw new CvPageNotFoundError(page, pages);
      }
      const svg = extractSvgPage(compiler.plainSvg(document), page, pages);
      return { format: 'svg', svg, page, pages, warnings };
    } catch (error) {
      if (error instanceof CvError) throw error;
      throw new CvError('cv_render_failed', 'Typst failed while rendering the CV', {
        design,
        diagnostics: diagnosticsText(error),
      });
    } finally {
      compiler.resetShadow();
      compiler.evictCache(CACHE_MAX_AGE);
    }
  }

  return { renderCv };
}
