import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';

/** One file of the archive: its path inside the ZIP and its bytes (or a stream of them). */
export interface ArchiveEntry {
  name: string;
  data: Buffer | string | Readable;
}

/**
 * A ZIP that is written while its files are still being made: the entries
 * come from an async iterable (a PDF is rendered only when its turn comes),
 * each is added as it arrives, and the bytes leave as they are compressed —
 * the archive is never held in memory as a whole. A failure half way ends
 * the stream with an error (the download breaks off; it never looks complete).
 */
export function streamArchive(
  entries: AsyncIterable<ArchiveEntry>,
  log: FastifyBaseLogger,
): Readable {
  const zip = new ZipFile();
  // A Node stream (the types call it the older ReadableStream interface).
  const output = zip.outputStream as Readable;
  const mtime = new Date();
  void (async () => {
    try {
      for await (const entry of entries) {
        if (typeof entry.data === 'string' || Buffer.isBuffer(entry.data)) {
          const bytes = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
          zip.addBuffer(bytes, entry.name, { mtime });
        } else {
          zip.addReadStream(entry.data, entry.name, { mtime });
        }
      }
      zip.end();
    } catch (error) {
      log.error({ err: error }, 'account export failed half way');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}

/** JSON as people read it. */
export const jsonFile = (name: string, value: unknown): ArchiveEntry => ({
  name,
  data: `${JSON.stringify(value, null, 2)}\n`,
});
