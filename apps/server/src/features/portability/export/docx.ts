import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IRunOptions,
  type IStylesOptions,
  type ParagraphChild,
} from 'docx';
import type {
  CvClosing,
  CvCompactItem,
  CvContactItem,
  CvEntry,
  CvSection,
  CvSkillGroup,
  CvTemplateInput,
  TextLang,
} from '../../cv-engine/cv-document';
import { PHOTO_SIZE_CM, portraitOf, wordPixels } from './docx-photo';
import { LIST_NUMBERING, ListInstances, richTextParagraphs, wordLanguage } from './docx-text';

/**
 * A CV as a Word document: the document the PDF designs print (the same
 * sections in the same order, the same headings, dates and contact details),
 * laid out like the classic design with Word's own structure: the name as
 * Title (the photo beside it when the CV shows one), sections as Heading 1,
 * entries as Heading 2, lists as Word lists, links as hyperlinks, the text
 * marked in the CV's language for spelling (and text in another language,
 * the owner's untranslated text, in that one).
 */

/** Page sizes in twips (1/20 pt), as Word's own A4 and Letter. */
const PAGES = {
  a4: { width: 11906, height: 16838 },
  'us-letter': { width: 12240, height: 15840 },
} as const;
/** 2 cm, as the classic design. */
const MARGIN = 1134;

/**
 * Fonts every Word has, in the type of the CV's family: Caladea is made to
 * Cambria's measure and TeX Gyre Pagella is a Palatino, so a machine that has
 * the CV's font shows that one (LibreOffice substitutes it), others the twin.
 */
const WORD_FONTS: Record<string, string> = {
  Caladea: 'Cambria',
  'TeX Gyre Pagella': 'Palatino Linotype',
  Inter: 'Calibri',
  Roboto: 'Arial Narrow',
};

const SEPARATOR = ' · ';

/** Word's colours: hex without "#". */
const wordColor = (hex: string) => hex.replace(/^#/, '').toUpperCase();

/** Text of one line: line breaks in a title would print as nothing. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function styles(doc: CvTemplateInput): IStylesOptions {
  const font = WORD_FONTS[doc.font] ?? 'Calibri';
  const accent = wordColor(doc.colors.accentText);
  return {
    default: {
      document: {
        run: {
          font,
          size: 21,
          color: wordColor(doc.colors.text),
          language: wordLanguage(doc.lang),
        },
        paragraph: { spacing: { after: 80, line: 264 } },
      },
      title: { run: { font, size: 50, bold: true }, paragraph: { spacing: { after: 60 } } },
      heading1: {
        run: { font, size: 23, bold: true, color: accent },
        paragraph: {
          spacing: { before: 320, after: 140 },
          keepNext: true,
          border: {
            bottom: {
              style: BorderStyle.SINGLE,
              size: 6,
              color: wordColor(doc.colors.rule),
              space: 2,
            },
          },
        },
      },
      heading2: {
        run: { font, size: 22, bold: true, color: wordColor(doc.colors.text) },
        paragraph: { spacing: { before: 200, after: 20 }, keepNext: true },
      },
    },
  };
}

/** What the paragraphs of one document share. */
interface Layout {
  /** Between the margins, in twips. */
  textWidth: number;
  /** Word colours of the CV. */
  accent: string;
  muted: string;
  lists: ListInstances;
}

/** How a run looks: everything but its text. */
type RunLook = Omit<IRunOptions, 'text' | 'children'>;

/**
 * The runs of a text of one line in its language, where that is not the
 * document's: one run, or one per part of a text whose parts differ.
 */
function textRuns(text: string, lang: TextLang | undefined, look: RunLook = {}): TextRun[] {
  if (lang === undefined) return [new TextRun({ text: oneLine(text), ...look })];
  if (typeof lang === 'string') {
    return [new TextRun({ text: oneLine(text), ...look, language: wordLanguage(lang) })];
  }
  // The runs' own spaces join them: line breaks become spaces, nothing is trimmed.
  return lang.map(
    (run) =>
      new TextRun({
        text: run.text.replace(/\s*\n\s*/g, ' '),
        ...look,
        ...(run.lang ? { language: wordLanguage(run.lang) } : {}),
      }),
  );
}

/** "Company, Place": the parts there are, each in its language. */
function joinedRuns(
  parts: readonly [string | null, TextLang | undefined][],
  separator: string,
  look: RunLook,
): TextRun[] {
  return parts
    .filter((part): part is [string, TextLang | undefined] => Boolean(part[0]))
    .flatMap(([text, lang], i) => [
      ...(i > 0 ? [new TextRun({ text: separator, ...look })] : []),
      ...textRuns(text, lang, look),
    ]);
}

const heading = (
  level: 'TITLE' | 'HEADING_1' | 'HEADING_2',
  text: string,
  lang?: TextLang,
  { pageBreakBefore = false } = {},
) =>
  new Paragraph({
    heading: HeadingLevel[level],
    pageBreakBefore,
    children: textRuns(text, lang),
  });

const link = (text: string, url: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });

/** Pieces of one line with " · " between them. */
function separated(pieces: ParagraphChild[]): ParagraphChild[] {
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [new TextRun(SEPARATOR), piece]));
}

function contactParagraph(items: readonly CvContactItem[], layout: Layout): Paragraph {
  return new Paragraph({
    spacing: { after: 240 },
    children: separated(
      items.map((item) =>
        item.url
          ? link(oneLine(item.standalone), item.url)
          : new TextRun({
              text: oneLine(item.standalone),
              color: layout.muted,
              ...(item.lang ? { language: wordLanguage(item.lang) } : {}),
            }),
      ),
    ),
  });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
} as const;

/**
 * A row of two cells without borders across the text width, the second
 * `second` twips wide: text that must not run into what stands at the right
 * wraps in its own cell instead. The cells have no padding, so that their
 * text lines up with the paragraphs around them; `gap` keeps the two apart.
 */
function twoCells(
  layout: Layout,
  second: number,
  [left, right]: [Paragraph[], Paragraph[]],
  gap: number,
): Table {
  const first = layout.textWidth - second;
  const cell = (width: number, children: Paragraph[], margins = {}) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: { top: 0, bottom: 0, left: 0, right: 0, ...margins },
      children,
    });
  return new Table({
    layout: TableLayoutType.FIXED,
    width: { size: layout.textWidth, type: WidthType.DXA },
    columnWidths: [first, second],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [cell(first, left), cell(second, right, { left: gap })],
      }),
    ],
  });
}

/** The photo as a picture run, or nothing when the CV shows none. */
async function photoRun(doc: CvTemplateInput, picture: Uint8Array | null | undefined) {
  const { photo } = doc.person;
  const portrait = photo && picture?.length ? await portraitOf(picture) : null;
  if (!photo || !portrait) return null;
  return new ImageRun({
    type: 'jpg',
    data: portrait,
    transformation: {
      width: wordPixels(PHOTO_SIZE_CM.width),
      height: wordPixels(PHOTO_SIZE_CM.height),
    },
    altText: { name: photo.alt, description: photo.alt, title: photo.alt },
  });
}

/** 3 cm: the photo and a little room to the name. */
const PHOTO_COLUMN = 1701;

/** Name, job title, contact details (the photo beside them) and the profile text. */
function header(doc: CvTemplateInput, layout: Layout, photo: ImageRun | null): FileChild[] {
  const { person } = doc;
  const top = [heading('TITLE', person.name || doc.meta.title)];
  if (person.jobTitle) {
    const look = { size: 27, color: layout.accent };
    top.push(new Paragraph({ children: textRuns(person.jobTitle, person.langs?.jobTitle, look) }));
  }
  if (person.contact.length > 0) top.push(contactParagraph(person.contact, layout));
  const children: FileChild[] = photo
    ? [
        twoCells(
          layout,
          PHOTO_COLUMN,
          [top, [new Paragraph({ alignment: AlignmentType.RIGHT, children: [photo] })]],
          0,
        ),
      ]
    : top;
  if (person.bio.length > 0) {
    children.push(
      heading('HEADING_1', doc.labels.headings.profile),
      ...richTextParagraphs(person.bio, layout.lists),
    );
  }
  return children;
}

/** 5 cm: "Sept. 2019 – Dez. 2021" on one line; a longer period wraps in it. */
const DATES_COLUMN = 2835;
/** 3 mm between a long place and the dates. */
const DATES_GAP = 170;

/**
 * Title as Heading 2, then "Company, Place" in italics with the period
 * right-aligned beside it (each in a cell of its own, so that a long place
 * wraps instead of running into the dates), the description and the links.
 */
function entryParagraphs(item: CvEntry, layout: Layout): FileChild[] {
  const { langs } = item;
  const where = joinedRuns(
    [
      [item.subtitle, langs?.subtitle],
      [item.note, langs?.note],
    ],
    ', ',
    { italics: true },
  );
  const children: FileChild[] = [heading('HEADING_2', item.title, langs?.title)];
  const keepNext = item.body.length > 0 || item.links.length > 0;
  if (item.period) {
    const dates = new Paragraph({
      keepNext,
      alignment: AlignmentType.RIGHT,
      children: [new TextRun({ text: oneLine(item.period), color: layout.muted })],
    });
    const place = new Paragraph({ keepNext, children: where });
    children.push(twoCells(layout, DATES_COLUMN, [[place], [dates]], DATES_GAP));
  } else if (where.length > 0) {
    children.push(new Paragraph({ keepNext, children: where }));
  }
  children.push(...richTextParagraphs(item.body, layout.lists));
  if (item.links.length > 0) {
    const links = item.links.map((l) => link(oneLine(l.label), l.url));
    children.push(new Paragraph({ children: separated(links) }));
  }
  return children;
}

/** "Type: TypeScript (Expert), Go (Advanced)", as the classic design prints a group. */
function skillParagraph(group: CvSkillGroup, layout: Layout): Paragraph {
  return new Paragraph({
    children: [
      ...(group.type === null
        ? []
        : [
            ...textRuns(group.type, group.langs?.type, { bold: true }),
            new TextRun({ text: ': ', bold: true }),
          ]),
      ...group.items.flatMap((skill, i) => [
        ...(i > 0 ? [new TextRun(', ')] : []),
        ...textRuns(skill.name, skill.langs?.name),
        new TextRun(' '),
        new TextRun({ text: `(${oneLine(skill.levelLabel)})`, italics: true, color: layout.muted }),
      ]),
    ],
  });
}

/** "Title — detail": a language and its level, an interest and its keywords. */
function compactParagraph(item: CvCompactItem): Paragraph {
  return new Paragraph({
    children: [
      ...textRuns(item.title, item.langs?.title, { bold: true }),
      ...(item.detail ? [new TextRun(' — '), ...textRuns(item.detail, item.langs?.detail)] : []),
    ],
  });
}

function sectionParagraphs(section: CvSection, layout: Layout): FileChild[] {
  // A section the CV starts on a new page starts one in Word too.
  const title = heading('HEADING_1', section.heading, section.langs?.heading, {
    pageBreakBefore: section.newPage,
  });
  switch (section.style) {
    case 'entries':
      return [title, ...section.items.flatMap((item) => entryParagraphs(item, layout))];
    case 'skills':
      return [title, ...section.items.map((group) => skillParagraph(group, layout))];
    case 'compact':
      return [title, ...section.items.map(compactParagraph)];
  }
}

/** 6.5 cm, as the designs draw the signature line. */
const SIGNATURE_LINE = 3685;

/** "Ort, Datum", room to sign, and the name under a signature line. */
function closingParagraphs(closing: CvClosing, layout: Layout): Paragraph[] {
  return [
    new Paragraph({
      spacing: { before: 480, after: 720 },
      keepNext: true,
      children: textRuns(closing.placeDate, closing.langs?.placeDate),
    }),
    new Paragraph({
      indent: { right: Math.max(0, layout.textWidth - SIGNATURE_LINE) },
      border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'auto', space: 2 } },
      children: [new TextRun(oneLine(closing.name))],
    }),
  ];
}

/**
 * The Word document of a CV. `photo` is the owner's picture: it shows where
 * the CV shows one (`doc.person.photo`, as for the PDF).
 */
export async function cvToDocx(
  doc: CvTemplateInput,
  { photo }: { photo?: Uint8Array | null | undefined } = {},
): Promise<Buffer> {
  const page = PAGES[doc.paper];
  const layout: Layout = {
    textWidth: page.width - 2 * MARGIN,
    accent: wordColor(doc.colors.accentText),
    muted: wordColor(doc.colors.muted),
    lists: new ListInstances(),
  };
  const children = [
    ...header(doc, layout, await photoRun(doc, photo)),
    ...doc.sections.flatMap((section) => sectionParagraphs(section, layout)),
    ...(doc.closing ? closingParagraphs(doc.closing, layout) : []),
  ];
  const author = doc.meta.author || doc.meta.title;
  const document = new Document({
    title: doc.meta.title,
    creator: author,
    lastModifiedBy: author,
    styles: styles(doc),
    numbering: LIST_NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
