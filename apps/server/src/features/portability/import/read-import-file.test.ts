import { ENTRY_LIMITS, LIMITS, type ImportFormat } from '@cv/shared';
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

  describe('reads each list only as far as its section holds', () => {
    const many = <T>(count: number, item: (i: number) => T): T[] =>
      Array.from({ length: count }, (_, i) => item(i));

    it('in a JSON Resume, custom sections included', async () => {
      const draft = await readImportFile(
        json({
          work: many(150, (i) => ({ name: `Co ${i}`, position: 'Dev', startDate: '2020-01' })),
          skills: many(10_000, () => ({})),
          'x-customSections': many(12, (i) => ({
            title: `S${i}`,
            entries: many(i === 0 ? 101 : 1, () => ({ title: 'T' })),
          })),
        }),
      );
      expect(draft.entries['work-experience']).toHaveLength(ENTRY_LIMITS['work-experience']);
      expect(draft.entries.skill).toHaveLength(ENTRY_LIMITS.skill);
      expect(draft.customSections).toHaveLength(LIMITS.customSectionsMax);
      expect(draft.customSections[0]?.entries).toHaveLength(ENTRY_LIMITS['custom-entry']);
      expect(draft.cut).toEqual([
        { source: 'work', read: ENTRY_LIMITS['work-experience'] },
        { source: 'skills', read: ENTRY_LIMITS.skill },
        { source: 'x-customSections', read: LIMITS.customSectionsMax },
        { source: 'x-customSections[0].entries', read: ENTRY_LIMITS['custom-entry'] },
      ]);
    });

    it('in Reactive Resume 4, whose custom sections are keyed by id', async () => {
      const custom = Object.fromEntries(
        many(50_000, (i) => [`id${i}`, { name: `S${i}`, items: [{ name: 'T' }] }] as const),
      );
      const draft = await readImportFile(
        json({
          basics: { name: 'Anna' },
          sections: { skills: { items: many(300, (i) => ({ name: `S${i}` })) }, custom },
        }),
      );
      expect(draft.entries.skill).toHaveLength(ENTRY_LIMITS.skill);
      expect(draft.customSections).toHaveLength(LIMITS.customSectionsMax);
      expect(draft.cut).toEqual([
        { source: 'sections.skills.items', read: ENTRY_LIMITS.skill },
        { source: 'sections.custom', read: LIMITS.customSectionsMax },
      ]);
    });

    it('in a LinkedIn export, stopping the CSV parser there', async () => {
      const rows = many(1_000, (i) => `Skill ${i}`).join('\n');
      const draft = await readImportFile(await zipOf({ 'Skills.csv': `Name\n${rows}\n` }));
      expect(draft.entries.skill).toHaveLength(ENTRY_LIMITS.skill);
      expect(draft.cut).toEqual([{ source: 'Skills.csv', read: ENTRY_LIMITS.skill }]);
    });

    it('and a list inside an entry far enough for its check to find it too long', async () => {
      const draft = await readImportFile(
        json({ work: [{ name: 'Co', highlights: many(100_000, (i) => `H${i}`) }] }),
      );
      const highlights = draft.entries['work-experience']?.[0]?.fields.highlights as string[];
      expect(highlights.length).toBeGreaterThan(LIMITS.listItemsMax);
      expect(highlights.length).toBeLessThan(1_000);
    });
  });
});
