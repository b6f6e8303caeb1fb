import workerpool from 'workerpool';
import type { ImportFormat } from '@cv/shared';
import { ImportFileError, type ImportDraft } from './import/import-draft';
import { loadReaderFor, readImportFile } from './import/read-import-file';

/**
 * A reader process of ImportReaderPool: reads one uploaded file into a
 * draft, away from the server's process. Loaded from TypeScript source in
 * development and tests (through import-reader.worker.dev.mjs), as
 * dist/import-reader.worker.js in production.
 */

export interface ReadJob {
  /** The file; a Buffer arrives as a plain Uint8Array on this side. */
  bytes: Uint8Array;
  format: ImportFormat | undefined;
}

/** A failure is returned, not thrown: a thrown error would lose its reason crossing processes. */
export type ReadReply =
  | { type: 'done'; draft: ImportDraft }
  | { type: 'failed'; reason: ImportFileError['reason']; detail: string };

/** Told to the pool before the reading starts: the time limit runs from here. */
export interface ReadStarted {
  type: 'started';
}

async function read({ bytes, format }: ReadJob): Promise<ReadReply> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The reader's code loads before the time limit starts (only its first file waits for it).
  await loadReaderFor(file).catch(() => {});
  workerpool.workerEmit({ type: 'started' } satisfies ReadStarted);
  try {
    return { type: 'done', draft: await readImportFile(file, format) };
  } catch (error) {
    if (error instanceof ImportFileError) {
      return { type: 'failed', reason: error.reason, detail: error.message };
    }
    // Input the readers did not foresee: the file cannot be read, whatever broke.
    return { type: 'failed', reason: 'unreadable', detail: (error as Error).message };
  }
}

workerpool.worker({ read });
