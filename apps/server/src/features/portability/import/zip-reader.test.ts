import { IMPORT_LIMITS } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../../test/fixtures/import/zip';
import { ImportFileError } from './import-draft';
import { looksLikeZip, readZipFiles } from './zip-reader';

/** The reason the reader refused the archive with. */
async function refusal(pending: Promise<unknown>): Promise<string> {
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).reason;
}

/** Offsets of the central directory headers (signature PK\x01\x02) of a ZIP. */
function centralHeaders(zip: Buffer): number[] {
  const found: number[] = [];
  for (
    let at = zip.indexOf('PK\x01\x02', 0, 'latin1');
    at >= 0;
    at = zip.indexOf('PK\x01\x02', at + 4, 'latin1')
  )
    found.push(at);
  return found;
}

const MB = 1024 * 1024;

describe('readZipFiles', () => {
  it('reads the named files from any folder, case-insensitively, and nothing else', async () => {
    const zip = await zipOf({
      'export/PROFILE.csv': 'a',
      '__MACOSX/export/._Positions.csv': 'resource fork',
      'export/Positions.csv': 'b',
      'export/messages.csv': 'not read',
      'other/Profile.csv': 'second copy',
    });
    const files = await readZipFiles(zip, ['Profile.csv', 'Positions.csv', 'Skills.csv']);
    expect(Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.toString()]))).toEqual(
      {
        'Profile.csv': 'a',
        'Positions.csv': 'b',
      },
    );
  });

  it('refuses more entries than a LinkedIn export has', async () => {
    const files = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.zipEntriesMax + 1 }, (_, i) => [`f${i}.csv`, 'x']),
    );
    expect(await refusal(readZipFiles(await zipOf(files), ['f0.csv']))).toBe('archive-too-large');
  });

  it('refuses a zip bomb by its declared size, before inflating it', async () => {
    const bomb = await zipOf({ 'Profile.csv': Buffer.alloc(60 * MB) });
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileMaxBytes);
    expect(await refusal(readZipFiles(bomb, ['Profile.csv']))).toBe('archive-too-large');
  });

  it('refuses files that are small one by one but too large together', async () => {
    const part = Buffer.alloc(IMPORT_LIMITS.zipEntryMaxBytes - MB);
    const zip = await zipOf({ 'a.csv': part, 'b.csv': part, 'c.csv': part });
    const names = ['a.csv', 'b.csv', 'c.csv'];
    expect(await refusal(readZipFiles(zip, names))).toBe('archive-too-large');
  });

  it('does not mind a large file it never reads', async () => {
    const zip = await zipOf({ 'messages.csv': Buffer.alloc(60 * MB), 'a.csv': 'x' });
    expect((await readZipFiles(zip, ['a.csv'])).get('a.csv')?.toString()).toBe('x');
  });

  it('stops inflating an entry that is larger than its declared size', async () => {
    const zip = await zipOf({ 'Profile.csv': Buffer.alloc(4 * MB) });
    const [header] = centralHeaders(zip);
    zip.writeUInt32LE(1000, header! + 24); // the uncompressed size the directory declares
    expect(await refusal(readZipFiles(zip, ['Profile.csv']))).toBe('unreadable');
  });

  it('refuses encrypted entries', async () => {
    const zip = await zipOf({ 'Profile.csv': 'geheim' });
    const [header] = centralHeaders(zip);
    zip.writeUInt16LE(zip.readUInt16LE(header! + 8) | 1, header! + 8); // general purpose flag: encrypted
    expect(await refusal(readZipFiles(zip, ['Profile.csv']))).toBe('unreadable');
  });

  it('calls a truncated ZIP unreadable and other bytes no ZIP', async () => {
    const zip = await zipOf({ 'Profile.csv': 'First Name\nAnna\n'.repeat(50) });
    expect(await refusal(readZipFiles(zip.subarray(0, zip.length / 2), ['Profile.csv']))).toBe(
      'unreadable',
    );
    expect(await refusal(readZipFiles(Buffer.from('hello'), ['Profile.csv']))).toBe('not-zip');
  });
});

describe('looksLikeZip', () => {
  it('knows a ZIP, empty or not, by its first bytes', async () => {
    expect(looksLikeZip(await zipOf({ 'a.txt': 'a' }))).toBe(true);
    expect(looksLikeZip(await zipOf({}))).toBe(true);
    expect(looksLikeZip(Buffer.from('{"basics":{}}'))).toBe(false);
    expect(looksLikeZip(Buffer.alloc(0))).toBe(false);
  });
});
