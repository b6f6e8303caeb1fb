import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  toTemplateInput,
  type CvLayoutOptions,
  type CvTemplateInput,
} from '../../cv-engine/cv-document';
import { cvToDocx } from './docx';
import {
  buildCvData,
  buildJob,
  fullCvData,
  HOSTILE_TEXTS,
  minimalCvData,
  richSampleCvData,
  templateInputOf,
} from '../../../../test/cv-fixtures';
import { unzipText } from '../../../../test/zip';

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  /** The relationship id of the hyperlink the run is in. */
  link: string | null;
  /** Its own language (`w:lang`), where it has one. */
  lang: string | null;
}

interface WordParagraph {
  style: string | null;
  numId: string | null;
  tabStops: string[];
  /** Its alignment (`w:jc`), where it has one. */
  align: string | null;
  /** In a table: the row (counted through the document) and the cell in it. */
  row: number | null;
  cell: number | null;
  /** It holds a picture. */
  drawing: boolean;
  runs: Run[];
  text: string;
}

/** The paragraphs of word/document.xml, read with a strict XML parser. */
function paragraphsOf(xml: string): WordParagraph[] {
  const parser = new SaxesParser();
  const paragraphs: WordParagraph[] = [];
  let paragraph: WordParagraph | null = null;
  let run: Run | null = null;
  let link: string | null = null;
  let inText = false;
  let inTabs = false;
  let rows = 0;
  let row: number | null = null;
  let cell = -1;
  parser.on('opentag', (tag) => {
    const val = tag.attributes['w:val'];
    const value = typeof val === 'string' ? val : null;
    if (tag.name === 'w:tr') {
      row = ++rows;
      cell = -1;
    }
    if (tag.name === 'w:tc') cell += 1;
    if (tag.name === 'w:p') {
      paragraph = {
        style: null,
        numId: null,
        tabStops: [],
        align: null,
        row,
        cell: row === null ? null : cell,
        drawing: false,
        runs: [],
        text: '',
      };
      paragraphs.push(paragraph);
    }
    if (!paragraph) return;
    const p: WordParagraph = paragraph;
    if (tag.name === 'w:pStyle') p.style = value;
    if (tag.name === 'w:jc') p.align = value;
    if (tag.name === 'w:drawing') p.drawing = true;
    if (tag.name === 'w:numId') p.numId = value;
    if (tag.name === 'w:tabs') inTabs = true;
    if (tag.name === 'w:tab' && inTabs)
      p.tabStops.push(`${value}@${String(tag.attributes['w:pos'])}`);
    if (tag.name === 'w:hyperlink') link = String(tag.attributes['r:id']);
    if (tag.name === 'w:r') {
      run = { text: '', bold: false, italic: false, link, lang: null };
      p.runs.push(run);
    }
    if (!run) return;
    const r: Run = run;
    if (tag.name === 'w:b') r.bold = true;
    if (tag.name === 'w:i') r.italic = true;
    if (tag.name === 'w:lang') r.lang = value;
    if (tag.name === 'w:t') inText = true;
    if (tag.name === 'w:tab' && !inTabs) r.text += '\t';
    if (tag.name === 'w:br') r.text += '\n';
  });
  parser.on('text', (text) => {
    if (inText && run) run.text += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'w:tr') row = null;
    if (tag.name === 'w:t') inText = false;
    if (tag.name === 'w:tabs') inTabs = false;
    if (tag.name === 'w:hyperlink') link = null;
    if (tag.name === 'w:r') run = null;
    if (tag.name === 'w:p' && paragraph) {
      paragraph.text = paragraph.runs.map((r) => r.text).join('');
      paragraph = null;
    }
  });
  parser.write(xml).close();
  return paragraphs;
}

/** Hyperlink relationship ids and their targets, from word/_rels/document.xml.rels. */
function hyperlinkTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const { Id, Target, TargetMode, Type } = tag.attributes;
    if (tag.name === 'Relationship' && String(Type).endsWith('/hyperlink')) {
      expect(TargetMode).toBe('External');
      targets.set(String(Id), String(Target));
    }
  });
  parser.write(rels).close();
  return targets;
}

interface Docx {
  files: Map<string, string>;
  paragraphs: WordParagraph[];
  links: Map<string, string>;
}

async function docxOf(doc: CvTemplateInput, photo?: Buffer): Promise<Docx> {
  const files = await unzipText(await cvToDocx(doc, { photo }));
  return {
    files,
    paragraphs: paragraphsOf(files.get('word/document.xml') ?? ''),
    links: hyperlinkTargets(files.get('word/_rels/document.xml.rels') ?? ''),
  };
}

const texts = (docx: Docx, style?: string) =>
  docx.paragraphs.filter((p) => style === undefined || p.style === style).map((p) => p.text);

/** The paragraph in the next cell of the same table row. */
const besideIt = (docx: Docx, paragraph: WordParagraph) =>
  docx.paragraphs.find(
    (p) => p.row !== null && p.row === paragraph.row && p.cell === (paragraph.cell ?? 0) + 1,
  );

/** The widths of the first table's columns, in twips. */
const gridWidths = (docx: Docx) =>
  [...(docx.files.get('word/document.xml') ?? '').matchAll(/<w:gridCol w:w="(\d+)"/g)]
    .slice(0, 2)
    .map(([, width]) => Number(width));

const paragraphWith = (docx: Docx, text: string) => {
  const found = docx.paragraphs.find((p) => p.text.includes(text));
  if (!found) throw new Error(`no paragraph with ${text}`);
  return found;
};

describe('cvToDocx', () => {
  const doc = templateInputOf();
  let docx: Docx;
  beforeAll(async () => {
    docx = await docxOf(doc);
  });

  it('is a Word package of well-formed parts', () => {
    for (const part of [
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/styles.xml',
      'word/numbering.xml',
      'word/_rels/document.xml.rels',
      'docProps/core.xml',
    ]) {
      expect(docx.files.has(part), part).toBe(true);
    }
    for (const [name, xml] of docx.files) {
      if (name.endsWith('.xml') || name.endsWith('.rels')) {
        expect(() => new SaxesParser({ xmlns: true }).write(xml).close(), name).not.toThrow();
      }
    }
    expect(docx.files.get('[Content_Types].xml')).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    );
  });

  it('has the name as Title, then the job title and the contact details as hyperlinks', () => {
    expect(texts(docx, 'Title')).toEqual(['Marie Schäfer']);
    const [, jobTitle, contact] = docx.paragraphs;
    expect(jobTitle?.text).toBe('Senior-Softwareentwicklerin');
    expect(contact?.text).toContain('marie.schaefer@example.com · +49 30 1234 5678');
    const targets = contact?.runs.flatMap((r) => (r.link ? [docx.links.get(r.link)] : []));
    expect(targets).toEqual(
      expect.arrayContaining([
        'mailto:marie.schaefer@example.com',
        'https://github.com/marie-schaefer',
        'https://marie-schaefer.example.org',
      ]),
    );
  });

  it('has the sections of the CV document as Heading 1, in its order', () => {
    expect(texts(docx, 'Heading1')).toEqual(['Profil', ...doc.sections.map((s) => s.heading)]);
  });

  it('starts a section on a new page where the CV does', async () => {
    const xml = async (options: CvLayoutOptions) =>
      (await unzipText(await cvToDocx(templateInputOf(richSampleCvData(), options)))).get(
        'word/document.xml',
      )!;
    const paragraphOf = (document: string, text: string) =>
      document.split('</w:p>').find((p) => p.includes(`>${text}<`))!;
    const heading = doc.sections.find((s) => s.key === 'education')!.heading;
    const flowing = await xml({});
    expect(flowing).not.toContain('<w:pageBreakBefore');
    const broken = await xml({ sectionBreaks: { newPage: ['education'], keptTogether: [] } });
    expect(paragraphOf(broken, heading)).toContain('<w:pageBreakBefore/>');
    expect(broken.match(/<w:pageBreakBefore\/>/g)).toHaveLength(1);
  });

  it('holds every entry: its title as Heading 2, where, when, description and bullets', () => {
    const entries = doc.sections.flatMap((s) => (s.style === 'entries' ? s.items : []));
    expect(texts(docx, 'Heading2')).toEqual(entries.map((e) => e.title));
    const all = texts(docx).join('\n');
    for (const entry of entries) {
      for (const part of [entry.subtitle, entry.note, entry.period]) {
        if (part) expect(all).toContain(part);
      }
    }
    const job = paragraphWith(docx, 'Nordlicht Digital GmbH, Berlin');
    expect(job.text).toBe('Nordlicht Digital GmbH, Berlin');
    expect(job.runs[0]?.italic).toBe(true);
    expect(besideIt(docx, job)?.text).toBe('März\u00a02021 – heute');
    for (const text of [
      'Technische Universität Berlin, Master',
      'Leitung der Barrierefreiheitsprüfungen; das Dashboard erfüllt WCAG 2.1 AA',
      'Seminar für Bachelorstudierende der Angewandten Informatik',
      'Verfahren für idempotente Zahlungswiederholungen',
      'Marie hat unser Payment-Team durch eine schwierige Migration geführt.',
    ]) {
      expect(all).toContain(text);
    }
  });

  it('formats descriptions: bold and italic runs, hyperlinks, line breaks', () => {
    const paragraph = paragraphWith(docx, 'Plain start');
    expect(paragraph.text).toBe(
      'Plain start, bold words, italic words and a linked word.\nA second line of the same paragraph.',
    );
    const run = (text: string) => paragraph.runs.find((r) => r.text === text);
    expect(run('bold words')?.bold).toBe(true);
    expect(run('italic words')?.italic).toBe(true);
    const linked = run('a linked word');
    expect(docx.links.get(linked?.link ?? '')).toBe('https://rich.example.org/linked');
    expect([...docx.links.values()]).toEqual(
      expect.arrayContaining(['https://github.com/example/typwerk', 'https://typwerk.example.org']),
    );
  });

  it('makes bullets and numbers real Word lists, each numbered list counting from 1', async () => {
    const numId = (text: string) => paragraphWith(docx, text).numId;
    expect(numId('First numbered')).not.toBeNull();
    expect(numId('Second numbered')).toBe(numId('First numbered'));
    expect(numId('Nested bullet one')).not.toBe(numId('First numbered'));
    expect(numId('Last bullet')).toBe(numId('Bullet with'));
    expect(numId('Leitung der Barrierefreiheitsprüfungen')).not.toBeNull();
    const numbering = docx.files.get('word/numbering.xml') ?? '';
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');

    const twoLists = '1. one\n2. two\n\nBetween\n\n1. three\n   1. nested\n2. four';
    const other = await docxOf(
      templateInputOf(buildCvData({ workExperiences: [buildJob(0, { description: twoLists })] })),
    );
    const ids = ['one', 'two', 'three', 'nested', 'four'].map(
      (text) => other.paragraphs.find((p) => p.text === text)?.numId,
    );
    const [one, two, three, nested, four] = ids;
    expect(new Set(ids).has(undefined)).toBe(false);
    expect(two).toBe(one);
    expect(four).toBe(three);
    expect(new Set([one, three, nested]).size).toBe(3);
    // Each list's own instance restarts at 1.
    const overrides = other.files
      .get('word/numbering.xml')
      ?.match(/<w:startOverride w:val="1"\/>/g);
    expect(overrides?.length).toBeGreaterThanOrEqual(3);
  });

  it('prints skills by group and languages and interests one per line', () => {
    const skills = paragraphWith(docx, 'Programmiersprachen: ');
    expect(skills.runs.slice(0, 2)).toMatchObject([
      { text: 'Programmiersprachen', bold: true },
      { text: ': ', bold: true },
    ]);
    expect(skills.text).toMatch(/^Programmiersprachen: TypeScript \([^)]+\), Go \(/);
    expect(texts(docx)).toContain('Deutsch — Muttersprache');
    expect(texts(docx)).toContain('Typografie — Buchgestaltung, Lettering');
  });

  it('marks the text in the CV language and names the document', async () => {
    expect(docx.files.get('word/styles.xml')).toContain('<w:lang w:val="de-DE"/>');
    const core = docx.files.get('docProps/core.xml');
    expect(core).toContain('<dc:title>Lebenslauf – Marie Schäfer</dc:title>');
    expect(core).toContain('<dc:creator>Marie Schäfer</dc:creator>');
    const english = await docxOf(templateInputOf(fullCvData('en')));
    expect(english.files.get('word/styles.xml')).toContain('<w:lang w:val="en-GB"/>');
    expect(english.files.get('docProps/core.xml')).toContain(
      '<dc:title>CV – Marie Schäfer</dc:title>',
    );
    expect(texts(english, 'Heading1')).toContain('Work Experience');
  });

  it('marks text in another language than the CV’s with its own, run by run', async () => {
    const description = 'Die Ausfallzeitverringerungsmaßnahmen wurden eingeführt.';
    const data = buildCvData({
      workExperiences: [
        buildJob(0, {
          jobTitle: 'Softwareentwicklerin',
          description,
          highlights: ['Mentorin für vier Nachwuchskräfte'],
          langs: { jobTitle: 'de', description: 'de', highlights: 'de' },
        }),
      ],
      skills: [{ name: 'Barrierefreiheit', type: 'Methoden', level: 4, keywords: ['WCAG'] }].map(
        (skill) => ({ ...skill, langs: { name: 'de' as const, type: 'de' as const } }),
      ),
      languages: [
        { language: 'de', level: 'native', note: 'Muttersprache', langs: { note: 'de' } },
      ],
    });
    const english = await docxOf(templateInputOf(data));
    expect(english.files.get('word/styles.xml')).toContain('<w:lang w:val="en-GB"/>');
    expect(english.files.get('word/document.xml')).toContain('<w:lang w:val="de-DE"/>');
    const runs = english.paragraphs.flatMap((p) => p.runs);
    const langOf = (text: string) => runs.find((r) => r.text === text)?.lang;
    for (const german of [
      'Softwareentwicklerin',
      description,
      'Mentorin für vier Nachwuchskräfte',
      'Methoden',
      'Barrierefreiheit',
      'Muttersprache',
    ]) {
      expect(langOf(german), german).toBe('de-DE');
    }
    // The rest is in the document's language: the company, the place, the keywords, the level.
    for (const english of ['Company 1 GmbH', 'Hamburg', ' (WCAG)', 'Native, ']) {
      expect(langOf(english), english).toBeNull();
    }
    expect(texts(english)).toContain('German — Native, Muttersprache');
  });

  it('sets the page in the paper size of the CV', async () => {
    expect(docx.files.get('word/document.xml')).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    const letter = await docxOf(templateInputOf(richSampleCvData(), { paper: 'letter' }));
    expect(letter.files.get('word/document.xml')).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(gridWidths(letter).reduce((sum, width) => sum + width, 0)).toBe(9972);
  });

  it('keeps user text literal, markup and all', async () => {
    const hostile = HOSTILE_TEXTS.join(' ');
    const data = buildCvData({
      workExperiences: [buildJob(0, { jobTitle: hostile, company: '<b>ACME</b> & "Co"' })],
    });
    const result = await docxOf(templateInputOf(data));
    expect(texts(result, 'Heading2')).toContain(hostile);
    expect(texts(result).join('\n')).toContain('<b>ACME</b> & "Co", Hamburg');
  });

  it('ends with place, date and name only when the CV has a closing', async () => {
    const closing = await docxOf(
      templateInputOf(richSampleCvData(), { closing: true, today: '2026-03-01' }),
    );
    expect(texts(closing).slice(-2)).toEqual(['Berlin, 01.03.2026', 'Marie Schäfer']);
    expect(texts(docx)).not.toContain('Berlin, 01.03.2026');
  });

  it('never lets a long company and place run into the dates: those stand right in a cell of their own', async () => {
    const company =
      'Fraunhofer-Institut für Offene Kommunikationssysteme FOKUS, Geschäftsbereich Digital Public Services';
    const location = 'Berlin-Charlottenburg, Berlin, Deutschland';
    const highlights = Array.from({ length: 8 }, (_, i) => `Highlight ${i + 1} of a long career`);
    const data = buildCvData({
      workExperiences: [
        buildJob(0, { company, location, highlights }),
        ...Array.from({ length: 6 }, (_, i) => buildJob(i + 1, { highlights })),
      ],
    });
    const doc = templateInputOf(data);
    const long = await docxOf(doc);
    const where = paragraphWith(long, company);
    expect(where.text).toBe(`${company}, ${location}`);
    expect(where.cell).toBe(0);
    const dates = besideIt(long, where);
    expect(dates?.text).toBe('Feb\u00a02023 – Jan\u00a02024');
    expect(dates?.align).toBe('right');
    // Every entry's line the same way; no text waits for a tab stop the line may already have passed.
    const periods = long.paragraphs.filter((p) => p.cell === 1 && p.align === 'right');
    const entries = doc.sections.flatMap((section) =>
      section.style === 'entries' ? section.items : [],
    );
    expect(periods.map((p) => p.text)).toEqual(
      entries.flatMap((e) => (e.period ? [e.period] : [])),
    );
    expect(long.paragraphs.some((p) => p.text.includes('\t') || p.tabStops.length > 0)).toBe(false);
    // The cells share the text width: the dates' cell fixed, the place's taking the rest.
    expect(gridWidths(long).reduce((sum, width) => sum + width, 0)).toBe(9638);
    expect(long.files.get('word/document.xml')).toContain('<w:tblLayout w:type="fixed"/>');
  });

  it('puts the owner’s photo beside the name where the CV shows one, as the classic design', async () => {
    const picture = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const shown = toTemplateInput(richSampleCvData(), { photoPath: 'photo' });
    const withPhoto = await docxOf(shown, picture);
    const media = (docx: Docx) =>
      [...docx.files.keys()].filter((name) => /^word\/media\/./.test(name));
    expect(media(withPhoto)).toHaveLength(1);
    const title = withPhoto.paragraphs.find((p) => p.style === 'Title');
    const photo = withPhoto.paragraphs.find((p) => p.drawing);
    expect(title?.cell).toBe(0);
    expect(photo?.row).toBe(title?.row);
    expect(photo?.cell).toBe(1);
    const xml = withPhoto.files.get('word/document.xml') ?? '';
    expect(xml).toContain('descr="Foto von Marie Schäfer"');
    // 2.4 × 3 cm (360,000 EMU a centimetre).
    const [, width, height] = /<wp:extent cx="(\d+)" cy="(\d+)"/.exec(xml) ?? [];
    expect(Number(width) / 360_000).toBeCloseTo(2.4, 2);
    expect(Number(height) / 360_000).toBeCloseTo(3, 2);

    // A CV that shows no photo, or an owner without a picture: none, and the name heads the page alone.
    for (const none of [await docxOf(templateInputOf(), picture), await docxOf(shown)]) {
      expect(media(none)).toEqual([]);
      expect(none.paragraphs.find((p) => p.style === 'Title')?.row).toBeNull();
    }
  });

  it('makes a document of a CV that has nothing but a name', async () => {
    const minimal = await docxOf(templateInputOf(minimalCvData()));
    expect(texts(minimal)).toEqual(['Ada Lovelace']);
  });
});
