import { describe, expect, it } from 'vitest';
import { readCvLines, readingOrder, type TextLine, type TextRun } from './cv-text';

/** Lines as a PDF gives them: body text at 10 pt, headings bold. */
const line = (text: string, extra: Partial<TextLine> = {}): TextLine => ({
  text,
  size: 10,
  bold: false,
  ...extra,
});
const heading = (text: string) => line(text, { bold: true, size: 13 });

describe('reading a CV from its lines', () => {
  it('reads a German CV: its headings, dates in German forms, bullets and contact details', () => {
    const draft = readCvLines(
      [
        line('Anna Müller-Lüdenscheidt', { size: 24, bold: true }),
        line('Projektleiterin'),
        line('Tel.: +49 221 987654 | anna@example.de | 50667 Köln'),
        heading('BERUFSERFAHRUNG'),
        line('Projektleiterin\tseit 2019', { bold: true }),
        line('Rheinwerk GmbH, Köln'),
        line('• Leitung von zwölf Projekten'),
        line('Beraterin\tMärz 2015 – Dez. 2018', { bold: true }),
        line('Stadtwerke Bonn AG'),
        line('Praktikantin\t03/2014 – 08/2014', { bold: true }),
        line('Kanzlei Berg'),
        heading('Ausbildung'),
        line('Master Wirtschaftsinformatik\t10/2012 – heute', { bold: true }),
        line('Universität zu Köln'),
        heading('Sprachen'),
        line('Deutsch: Muttersprache, Englisch (C1)'),
        line('Französisch Fließend (C1)'),
        heading('Ehrenämter und Vereine'),
        line('Kassenwartin im Ruderverein'),
      ],
      'pdf',
    );
    expect(draft.general).toMatchObject({
      displayName: 'Anna Müller-Lüdenscheidt',
      jobTitle: 'Projektleiterin',
      location: '50667 Köln',
    });
    expect(draft.contact).toMatchObject({ email: 'anna@example.de', phone: '+49 221 987654' });
    expect(draft.entries['work-experience']?.map((e) => e.fields)).toEqual([
      {
        jobTitle: 'Projektleiterin',
        company: 'Rheinwerk GmbH',
        location: 'Köln',
        positionStart: '2019-01-01',
        highlights: ['Leitung von zwölf Projekten'],
      },
      {
        jobTitle: 'Beraterin',
        company: 'Stadtwerke Bonn AG',
        positionStart: '2015-03-01',
        positionEnd: '2018-12-01',
        highlights: [],
      },
      {
        jobTitle: 'Praktikantin',
        company: 'Kanzlei Berg',
        positionStart: '2014-03-01',
        positionEnd: '2014-08-01',
        highlights: [],
      },
    ]);
    expect(draft.entries.education?.[0]?.fields).toMatchObject({
      degreeName: 'Master Wirtschaftsinformatik',
      institution: 'Universität zu Köln',
      educationStart: '2012-10-01',
    });
    expect(draft.entries.education?.[0]?.fields.educationEnd).toBeUndefined();
    expect(draft.entries.language?.map((e) => e.fields)).toEqual([
      { language: 'Deutsch', level: 'native' },
      { language: 'Englisch', level: 'C1' },
      { language: 'Französisch', level: 'C1' },
    ]);
    // A heading with no kind of its own: a custom section, nothing dropped.
    expect(draft.customSections).toEqual([
      {
        title: 'Ehrenämter und Vereine',
        entries: [
          {
            source: 'Ehrenämter und Vereine, line 1',
            fields: { title: 'Kassenwartin im Ruderverein' },
          },
        ],
      },
    ]);
  });

  it('reads an English CV whose dates come first and whose titles say "at"', () => {
    const draft = readCvLines(
      [
        line('Sam Lee', { size: 20 }),
        heading('Work History'),
        line('since 2019'),
        line('Staff Engineer at Orbit Labs'),
        line('Jan 2016 – Dec 2018'),
        line('Engineer at Comet Inc'),
      ],
      'pdf',
    );
    expect(
      draft.entries['work-experience']?.map(({ fields }) => [
        fields.jobTitle,
        fields.company,
        fields.positionStart,
        fields.positionEnd,
      ]),
    ).toEqual([
      ['Staff Engineer', 'Orbit Labs', '2019-01-01', undefined],
      ['Engineer', 'Comet Inc', '2016-01-01', '2018-12-01'],
    ]);
  });
});

describe('reading order of positioned text', () => {
  const run = (x: number, y: number, text: string, width = 60): TextRun => ({
    page: 1,
    x,
    y,
    width,
    size: 10,
    bold: false,
    text,
    pageWidth: 600,
  });

  it('reads two columns one after the other', () => {
    const left = Array.from({ length: 8 }, (_, i) => run(40, 100 + i * 14, `side ${i}`));
    const right = Array.from({ length: 8 }, (_, i) => run(260, 107 + i * 14, `main ${i}`, 200));
    const lines = readingOrder([...right, ...left]).map((l) => l.text);
    expect(lines).toEqual([...left.map((r) => r.text), ...right.map((r) => r.text)]);
  });

  it('reads a date column beside its entries row by row', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      run(40, 100 + i * 14, `0${i + 1}/2020`, 50),
      run(160, 100 + i * 14, `entry ${i}`, 200),
    ]).flat();
    expect(readingOrder(rows).map((l) => l.text)).toEqual(
      Array.from({ length: 8 }, (_, i) => `0${i + 1}/2020\tentry ${i}`),
    );
  });
});
