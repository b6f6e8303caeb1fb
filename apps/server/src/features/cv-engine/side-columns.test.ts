import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { CvDesignId, CvSectionKey, Locale } from '@cv/shared';
import { longProfile } from '../../../test/long-profiles';
import { toTemplateInput, type CvTemplateInput } from './cv-document';
import { createCvRenderer } from './cv-render';
import { arrangeColumns, sideSectionKeys, type ColumnMarks } from './side-columns';

function input(side: string[]): CvTemplateInput {
  return { ...toTemplateInput(longProfile('engineer', 'en'), { design: 'modern' }), side };
}

/** A stand-in layout: the marks it reports are what each test says the template would. */
function recorder(marksFor: (input: CvTemplateInput) => ColumnMarks) {
  const laidOut: CvTemplateInput[] = [];
  const layout = (arranged: CvTemplateInput) => {
    laidOut.push(arranged);
    return arranged;
  };
  return { laidOut, layout, marks: marksFor };
}

describe('arranging a side column beside the career', () => {
  it('starts with the skills, languages and interests in the side column of a two-column design only', () => {
    const sections = toTemplateInput(longProfile('engineer', 'en')).sections;
    expect(sideSectionKeys('modern', null, sections)).toEqual(['skill', 'language', 'interest']);
    expect(sideSectionKeys('bold', null, sections)).toEqual(['skill', 'language', 'interest']);
    expect(sideSectionKeys('classic', null, sections)).toEqual([]);
  });

  it('holds the sections the owner chose, in the CV’s order, and none when the owner chose none', () => {
    const sections = toTemplateInput(longProfile('engineer', 'en')).sections;
    const chosen: CvSectionKey[] = [
      'language',
      'education',
      'custom:00000000-0000-4000-8000-000000000000',
    ];
    expect(sideSectionKeys('modern', chosen, sections)).toEqual(['education', 'language']);
    expect(sideSectionKeys('bold', [], sections)).toEqual([]);
    expect(sideSectionKeys('classic', chosen, sections)).toEqual([]);
  });

  it('moves a section with a word too wide for the column, though it ends on page one', () => {
    const r = recorder((arranged) => ({
      side: arranged.side.map((key) => ({ key, page: 1 })),
      tooWide: arranged.side.filter((key) => key === 'education'),
    }));
    const arranged = arrangeColumns(input(['education', 'language']), r.layout, r.marks);
    expect(arranged.moved).toEqual(['education']);
    expect(r.laidOut.map((laidOut) => laidOut.side)).toEqual([
      ['education', 'language'],
      ['language'],
    ]);
  });

  it('gives every section to the career when nothing of it could stand beside the column', () => {
    const r = recorder((arranged) => ({
      side: arranged.side.map((key) => ({ key, page: 1 })),
      alone: arranged.side.length > 0,
    }));
    const arranged = arrangeColumns(input(['skill', 'language']), r.layout, r.marks);
    expect(arranged.moved).toEqual(['skill', 'language']);
    expect(r.laidOut.map((laidOut) => laidOut.side)).toEqual([['skill', 'language'], []]);
  });

  it('lays a CV whose side column fits out once', () => {
    const r = recorder(() => ({ side: [{ key: 'skill', page: 1 }] }));
    expect(arrangeColumns(input(['skill']), r.layout, r.marks).moved).toEqual([]);
    expect(r.laidOut).toHaveLength(1);
  });

  it('moves the section that runs past page one into the career, the smaller ones after it staying', () => {
    // The skills cross onto page two; without them, languages and interests fit.
    const r = recorder((arranged) => ({
      side: arranged.side.map((key) => ({
        key,
        page: arranged.side.includes('skill') && key !== 'language' ? 2 : 1,
      })),
    }));
    const { layout: final, moved } = arrangeColumns(
      input(['skill', 'language', 'interest']),
      r.layout,
      r.marks,
    );
    expect(moved).toEqual(['skill']);
    expect(r.laidOut.map((l) => l.side)).toEqual([
      ['skill', 'language', 'interest'],
      ['language', 'interest'],
    ]);
    expect(final.side).toEqual(['language', 'interest']);
  });

  it('empties the column when even its last section runs past page one', () => {
    const r = recorder((arranged) => ({
      side: arranged.side.map((key) => ({ key, page: 2 })),
    }));
    expect(arrangeColumns(input(['skill', 'language']), r.layout, r.marks).moved).toEqual([
      'skill',
      'language',
    ]);
    expect(r.laidOut).toHaveLength(3);
  });
});

const renderer = createCvRenderer();

function pdftotext(pdf: Uint8Array, page: number, bbox = false): string {
  return execFileSync(
    'pdftotext',
    ['-f', String(page), '-l', String(page), ...(bbox ? ['-bbox'] : []), '-', '-'],
    { input: pdf, encoding: 'utf8' },
  );
}

describe.each<[CvDesignId, Locale]>([
  ['modern', 'en'],
  ['modern', 'de'],
  ['bold', 'en'],
  ['bold', 'de'],
])('%s with a long profile (%s)', (design, lang) => {
  const data = longProfile('engineer', lang);
  const result = renderer.renderCv({ design, data, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  const { pdf, pages } = result;

  it('keeps its side column on page one and sets the career at full width after it', () => {
    expect(pages).toBeGreaterThanOrEqual(2);
    // Languages and interests fit beside the career once the skills joined
    // it: the side column holds them, all on page one.
    const firstPage = pdftotext(pdf, 1);
    for (const item of data.interests.map((interest) => interest.name)) {
      expect(firstPage).toContain(item);
    }
    for (let page = 2; page <= pages; page++) {
      const words = [
        ...pdftotext(pdf, page, true).matchAll(
          /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g,
        ),
      ].map(([, xMin, xMax]) => ({ xMin: Number(xMin), xMax: Number(xMax) }));
      // Every page carries text, and the career spans the page: no empty band.
      expect(words.length, `page ${page}`).toBeGreaterThan(20);
      expect(Math.min(...words.map((w) => w.xMin)), `page ${page}`).toBeLessThan(60);
      expect(Math.max(...words.map((w) => w.xMax)), `page ${page}`).toBeGreaterThan(480);
    }
  });
});
