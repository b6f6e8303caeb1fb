import {
  IMPORT_LIMITS,
  type ImportEntryChange,
  type ImportFormat,
  type ImportMode,
  type Locale,
} from '@cv/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asIs, binary, dataOf } from '../../api/client';
import { cvDocumentKeys } from '../cv/cvDocuments.queries';
import { saveFile } from '../cv/download';
import { profileKeys } from '../profile/profile.queries';

/**
 * Bringing a CV in (`POST /api/import/preview`, `POST /api/import`) and
 * taking the data out (`GET /api/export/…`).
 */

/** Why a file is refused before it is sent. */
export type ImportFileProblem = 'size' | 'type';

const ZIP = /\.zip$/i;
const JSON_FILE = /\.json$/i;
const PDF_FILE = /\.pdf$/i;
const DOCX_FILE = /\.docx$/i;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const isPdf = (file: File) => PDF_FILE.test(file.name) || file.type === 'application/pdf';
const isDocx = (file: File) => DOCX_FILE.test(file.name) || file.type === DOCX_TYPE;

/** A ZIP by its name or type (LinkedIn's export); anything else is sent as JSON. */
function isZip(file: File): boolean {
  return ZIP.test(file.name) || /zip/i.test(file.type);
}

/** The body's content type: the server reads the bytes either way, but says why it could not. */
export function importContentType(
  file: File,
): 'application/zip' | 'application/json' | 'application/pdf' | typeof DOCX_TYPE {
  if (isPdf(file)) return 'application/pdf';
  if (isDocx(file)) return DOCX_TYPE;
  return isZip(file) ? 'application/zip' : 'application/json';
}

/**
 * Checked in the browser first: a file over the limit would only be refused
 * (413) after the whole upload, and one of another kind cannot be read.
 */
export function checkImportFile(file: File): ImportFileProblem | null {
  if (file.size > IMPORT_LIMITS.fileMaxBytes) return 'size';
  const known = isZip(file) || isPdf(file) || isDocx(file) || JSON_FILE.test(file.name);
  if (!known && !/json/i.test(file.type)) return 'type';
  return null;
}

/**
 * The file as the whole body (not a multipart form), with its content type:
 * the import reads the bytes as they are.
 */
function fileBody(file: File) {
  return {
    body: binary(file),
    bodySerializer: asIs,
    headers: { 'Content-Type': importContentType(file) },
  };
}

export interface ImportRequest {
  file: File;
  /** Left out: the server recognises the format from the file. */
  format?: ImportFormat;
  /** The file's language: the profile's second one fills translations instead of adding. */
  lang?: Locale;
}

/** POST /api/import/preview: what the file would add; nothing is written. */
export function useImportPreview() {
  return useMutation({
    mutationFn: async ({ file, format, lang }: ImportRequest) =>
      dataOf(
        api.POST('/api/import/preview', {
          params: { query: { format, lang } },
          ...fileBody(file),
        }),
      ),
  });
}

/**
 * POST /api/import?mode=add|replace: writes the file's content (409
 * `import_limit` when a section would overflow). The profile, and the CVs
 * made from it, are loaded again afterwards.
 */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      format,
      lang,
      mode,
      changes = [],
    }: ImportRequest & { mode: ImportMode; changes?: ImportEntryChange[] }) =>
      dataOf(
        api.POST('/api/import', {
          params: {
            query: {
              mode,
              format,
              lang,
              // The preview's corrections: entries left out or retitled.
              ...(changes.length > 0 ? { changes: JSON.stringify(changes) } : {}),
            },
          },
          ...fileBody(file),
        }),
      ),
    // Not awaited: the result shows at once, the screens that need the data load it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: cvDocumentKeys.all });
    },
  });
}

/** The account's downloads: the profile as JSON Resume, everything as a ZIP. */
export type AccountExport = 'json-resume' | 'archive';

const EXPORTS: Record<AccountExport, { accept: string; fallback: string }> = {
  'json-resume': { accept: 'application/json', fallback: 'resume.json' },
  archive: { accept: 'application/zip', fallback: 'cv-data.zip' },
};

/** GET /api/export/json-resume or /api/export/archive, saved under the server's file name. */
export function useAccountExport() {
  return useMutation({
    mutationFn: (kind: AccountExport) => {
      const { accept, fallback } = EXPORTS[kind];
      return saveFile(
        api.GET(`/api/export/${kind}`, { parseAs: 'blob', headers: { Accept: accept } }),
        fallback,
      );
    },
  });
}
