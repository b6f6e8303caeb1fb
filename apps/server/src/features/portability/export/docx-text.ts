import type { Locale, RichBlock, RichInline } from '@cv/shared';
import {
  AlignmentType,
  ExternalHyperlink,
  LevelFormat,
  Paragraph,
  TextRun,
  type INumberingOptions,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import type { TextBlock } from '../../cv-engine/cv-document';

/**
 * Word paragraphs from the CV's rich-text tree: runs in bold and italics,
 * links as real hyperlinks, and lists as Word's own numbered and bulleted
 * paragraphs (numbering definitions), so that they stay lists when edited.
 */

/** Word checks spelling per region; a language without one would get none. */
const WORD_LANGUAGE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

type WordLanguage = NonNullable<IRunOptions['language']>;

/** A run's language as Word names it. */
export function wordLanguage(lang: Locale): WordLanguage {
  return { value: WORD_LANGUAGE[lang] };
}

/** Deeper lists are set at the deepest depth. */
const LIST_DEPTH = 4;
const BULLET_MARKS = ['•', '◦', '▪', '•'];
/** Twips (1/20 pt): each depth a quarter inch further in; the marker hangs into it. */
const DEPTH_INDENT = 360;
const MARKER_HANG = 260;

type ListKind = 'bullet' | 'decimal';

const depthOf = (depth: number) => Math.min(depth, LIST_DEPTH - 1);
const listIndent = (depth: number) => ({
  left: DEPTH_INDENT * (depthOf(depth) + 1),
  hanging: MARKER_HANG,
});

/**
 * One definition per kind and depth, every list on its level 0: Word restarts
 * a new instance of a definition at 1 on level 0 only, so a nested numbered
 * list on level 1 would count on from the nested list before it. The further
 * levels are there for editing (indenting an item in Word).
 */
const referenceOf = (kind: ListKind, depth: number) => `cv-${kind}-${depthOf(depth)}`;

function definition(kind: ListKind, depth: number) {
  return {
    reference: referenceOf(kind, depth),
    levels: Array.from({ length: LIST_DEPTH }, (_, level) => ({
      level,
      format: kind === 'bullet' ? LevelFormat.BULLET : LevelFormat.DECIMAL,
      text: kind === 'bullet' ? (BULLET_MARKS[depthOf(depth + level)] ?? '•') : `%${level + 1}.`,
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent: listIndent(depth + level) } },
    })),
  };
}

/** The document's list definitions; paragraphs name them by reference. */
export const LIST_NUMBERING: INumberingOptions = {
  config: Array.from({ length: LIST_DEPTH }, (_, depth) => [
    definition('bullet', depth),
    definition('decimal', depth),
  ]).flat(),
};

/**
 * Gives every list its own instance of its definition, so that each numbered
 * list counts from 1 (one instance would number on across lists).
 */
export class ListInstances {
  private last = 0;
  next(): number {
    this.last += 1;
    return this.last;
  }
}

interface RunFormat {
  bold?: boolean;
  italics?: boolean;
  style?: string;
  language?: WordLanguage;
}

function richRuns(items: readonly RichInline[], format: RunFormat = {}): ParagraphChild[] {
  return items.flatMap((item): ParagraphChild[] => {
    switch (item.type) {
      case 'text':
        return [new TextRun({ text: item.value, ...format })];
      case 'break':
        return [new TextRun({ break: 1 })];
      case 'strong':
        return richRuns(item.children, { ...format, bold: true });
      case 'emphasis':
        return richRuns(item.children, { ...format, italics: true });
      case 'link':
        return [
          new ExternalHyperlink({
            link: item.url,
            children: richRuns(item.children, { ...format, style: 'Hyperlink' }),
          }),
        ];
    }
  });
}

function listParagraphs(
  list: Extract<RichBlock, { type: 'list' }>,
  instances: ListInstances,
  depth: number,
  format: RunFormat,
): Paragraph[] {
  const numbering = {
    reference: referenceOf(list.ordered ? 'decimal' : 'bullet', depth),
    level: 0,
    instance: instances.next(),
  };
  return list.items.flatMap((item) => {
    let marked = false;
    return item.flatMap((block) => {
      if (block.type === 'list') return listParagraphs(block, instances, depth + 1, format);
      // The item's first paragraph carries the marker; further ones align with its text.
      const children = richRuns(block.children, format);
      const paragraph = marked
        ? new Paragraph({ indent: { left: listIndent(depth).left }, children })
        : new Paragraph({ numbering, children });
      marked = true;
      return [paragraph];
    });
  });
}

/** The paragraphs of a formatted text; a block in another language has its runs marked. */
export function richTextParagraphs(
  blocks: readonly TextBlock[],
  instances: ListInstances,
): Paragraph[] {
  return blocks.flatMap((block) => {
    const format: RunFormat = block.lang ? { language: wordLanguage(block.lang) } : {};
    return block.type === 'paragraph'
      ? [new Paragraph({ children: richRuns(block.children, format) })]
      : listParagraphs(block, instances, 0, format);
  });
}
