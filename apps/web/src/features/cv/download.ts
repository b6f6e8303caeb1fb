/**
 * Saving a downloaded file: the name from the answer's Content-Disposition
 * (RFC 6266) and a click on a temporary link to a blob URL. Used for every
 * file the API hands out: CVs (PDF, Word, Markdown, JSON Resume), the
 * profile as JSON Resume and the account's archive.
 */

const FALLBACK = 'CV.pdf';

/** `;`-separated parameters of a header value, quoted strings unescaped; first one wins. */
function headerParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, rawKey = '', rawValue = ''] of `;${header}`.matchAll(pattern)) {
    const key = rawKey.toLowerCase();
    let value = rawValue.trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/** RFC 5987 `charset'language'percent-encoded`; null when it cannot be decoded. */
function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    // A broken escape: fall back to the plain filename.
  }
  return null;
}

/** A name safe to save: no folders, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/**
 * The file name of a Content-Disposition header: `filename*` (the exact,
 * UTF-8 name) first, then `filename` (the ASCII fallback), else `fallback`.
 */
export function fileNameFromDisposition(header: string | null, fallback = FALLBACK): string {
  if (!header) return fallback;
  const params = headerParams(header);
  const extended = params.get('filename*');
  const exact = extended ? decodeExtValue(extended) : null;
  for (const candidate of [exact, params.get('filename')]) {
    const name = candidate ? cleanFileName(candidate) : '';
    if (name) return name;
  }
  return fallback;
}

/** Hands `blob` to the browser's download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; give slow browsers a moment anyway.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file as the client hands it over (`parseAs: 'blob'`), with the answer for its headers. */
export interface FileAnswer {
  data?: Blob;
  response: Response;
}

/**
 * Saves a file the API sent under the name its Content-Disposition gives, or
 * `fallback`; returns that name. A failed call has thrown before (ApiError).
 */
export async function saveFile(
  answer: FileAnswer | Promise<FileAnswer>,
  fallback = FALLBACK,
): Promise<string> {
  const { data, response } = await answer;
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback);
  saveBlob(data ?? new Blob(), fileName);
  return fileName;
}
