import type { ImportFormat } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { linkedInFiles, readFixture, zipOf } from '../../../../test/fixtures/import/zip';
import { ImportFileError } from './import-draft';
import { readImportFile } from './read-import-file';

async function refusal(bytes: Buffer, format?: ImportFormat): Promise<string> {
  const error: unknown = await readImportFile(bytes, format).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).reason;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('readImportFile', () => {
  it('recognises each format from the file alone', async () => {
    const formats = await Promise.all(
      [
        readFixture('jsonresume.json'),
        readFixture('reactive-resume-v4.json'),
        readFixture('reactive-resume-v5.json'),
        await zipOf(linkedInFiles()),
      ].map(async (bytes) => (await readImportFile(bytes)).format),
    );
    expect(formats).toEqual(['json-resume', 'reactive-resume', 'reactive-resume', 'linkedin']);
  });

  it('reads the format it is told', async () => {
    const draft = await readImportFile(readFixture('reactive-resume-v4.json'), 'reactive-resume');
    expect(draft.general.displayName).toBe('Jonas Schäfer');
  });

  it('reads JSON behind a byte order mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      json({ basics: { name: 'Anna' } }),
    ]);
    expect((await readImportFile(bytes)).general).toEqual({ displayName: 'Anna' });
  });

  it('calls bytes that are no JSON not-json', async () => {
    expect(await refusal(Buffer.from('name: Anna\n'))).toBe('not-json');
    expect(await refusal(Buffer.from('{"basics": '), 'json-resume')).toBe('not-json');
    expect(await refusal(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toBe('not-json'); // not UTF-8
    expect(await refusal(Buffer.alloc(0))).toBe('not-json');
  });

  it('calls JSON of another shape the wrong format', async () => {
    expect(await refusal(json({ name: 'Anna', jobs: [] }))).toBe('wrong-format');
    expect(await refusal(json([{ basics: {} }]))).toBe('wrong-format');
    expect(await refusal(json(null))).toBe('wrong-format');
    expect(await refusal(json({ name: 'Anna' }), 'json-resume')).toBe('wrong-format');
  });

  it('calls a file of the other JSON format the wrong format', async () => {
    expect(await refusal(readFixture('jsonresume.json'), 'reactive-resume')).toBe('wrong-format');
    expect(await refusal(readFixture('reactive-resume-v4.json'), 'json-resume')).toBe(
      'wrong-format',
    );
    expect(await refusal(readFixture('reactive-resume-v5.json'), 'json-resume')).toBe(
      'wrong-format',
    );
  });

  it('tells a ZIP from JSON whatever was claimed', async () => {
    const zip = await zipOf(linkedInFiles());
    expect(await refusal(zip, 'json-resume')).toBe('wrong-format');
    expect(await refusal(readFixture('jsonresume.json'), 'linkedin')).toBe('wrong-format');
    expect(await refusal(Buffer.from('plain text'), 'linkedin')).toBe('not-zip');
  });

  it('passes on what the ZIP reader finds wrong', async () => {
    const zip = await zipOf(linkedInFiles());
    expect(await refusal(zip.subarray(0, zip.length - 30))).toBe('unreadable');
    expect(await refusal(await zipOf({ 'README.txt': 'hi' }))).toBe('wrong-format');
    expect(await refusal(await zipOf({}), 'linkedin')).toBe('wrong-format');
  });
});
