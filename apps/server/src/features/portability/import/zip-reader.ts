import { IMPORT_LIMITS } from '@cv/shared';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './import-draft';

/**
 * Reads a few named files out of an uploaded ZIP without trusting it: the
 * entry count and the sizes the archive declares for those files are checked
 * before anything is inflated, and the bytes actually inflated are counted too (declared
 * sizes can lie), so a zip bomb costs at most the limits in memory.
 */

/** A ZIP begins with a local file header, or (empty) with its end record. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** Whether the bytes begin like a ZIP archive. */
export function looksLikeZip(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4);
  return ZIP_MAGIC.some((magic) => head.equals(magic));
}

const tooLarge = (detail: string) => new ImportFileError('archive-too-large', detail);

async function open(bytes: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    // A file that starts like a ZIP but cannot be opened is a broken (e.g. truncated) one.
    throw new ImportFileError(
      looksLikeZip(bytes) ? 'unreadable' : 'not-zip',
      (error as Error).message,
    );
  }
}

/** The file name without its folders, for matching "Profile.csv" wherever the export put it. */
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();

/**
 * The entries to read, after checking what the archive declares about them.
 * Only the files we read count against the size limits: a real export may
 * hold a large messages.csv that is never inflated.
 */
async function wantedEntries(zip: ZipFile, wanted: Set<string>): Promise<Map<string, Entry>> {
  if (zip.entryCount > IMPORT_LIMITS.zipEntriesMax) throw tooLarge(`${zip.entryCount} entries`);
  const found = new Map<string, Entry>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    const name = baseName(entry.fileName);
    // macOS adds "__MACOSX/._Profile.csv" beside the real files: resource forks, no data.
    if (!wanted.has(name) || found.has(name) || entry.fileName.startsWith('__MACOSX/')) continue;
    declared += entry.uncompressedSize;
    if (
      entry.uncompressedSize > IMPORT_LIMITS.zipEntryMaxBytes ||
      declared > IMPORT_LIMITS.zipTotalMaxBytes
    )
      throw tooLarge(entry.fileName);
    found.set(name, entry);
  }
  return found;
}

async function collect(stream: Readable, budget: { total: number }, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    budget.total += chunk.length;
    if (size > IMPORT_LIMITS.zipEntryMaxBytes || budget.total > IMPORT_LIMITS.zipTotalMaxBytes) {
      stream.destroy();
      throw tooLarge(name);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The files of the archive with the given names (matched case-insensitively,
 * in any folder; the first one wins), keyed by the name as asked. Files not
 * in the archive are simply absent from the result.
 */
export async function readZipFiles(
  bytes: Buffer,
  names: readonly string[],
): Promise<Map<string, Buffer>> {
  const zip = await open(bytes);
  try {
    const entries = await wantedEntries(zip, new Set(names.map((name) => name.toLowerCase())));
    const budget = { total: 0 };
    const files = new Map<string, Buffer>();
    for (const name of names) {
      const entry = entries.get(name.toLowerCase());
      if (!entry) continue;
      if (entry.isEncrypted())
        throw new ImportFileError('unreadable', `${entry.fileName} is encrypted`);
      files.set(
        name,
        await collect(await zip.openReadStreamPromise(entry), budget, entry.fileName),
      );
    }
    return files;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // Broken headers, bad compressed data, sizes that do not match what was declared.
    throw new ImportFileError('unreadable', (error as Error).message);
  } finally {
    zip.close();
  }
}
