import { parseRichText, type RichBlock, type RichInline } from '@cv/shared';

/**
 * The stored Markdown subset (shared rich-text.ts) as the rich editor's
 * document and back. Reading goes through the shared parser, so the editor
 * shows exactly what the public profile and the PDF show; writing produces
 * the canonical form of the subset (`**bold**`, `*italic*`, `- ` and `1. `
 * lists, `[text](url)`, a blank line between blocks, a line break as a new
 * line) and checks itself by reading its own text back: a block whose plain
 * writing would read differently is written again with every special
 * character escaped.
 *
 * The document is the editor's JSON (ProseMirror's node names as the editor
 * defines them), so this module needs no editor code and is tested alone.
 */

export type MarkName = 'bold' | 'italic' | 'link';
export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}

/** A piece of a paragraph: text with its formatting, or a line break. */
type Run = { text: string; bold: boolean; italic: boolean; href: string | null } | 'break';
type Block =
  { kind: 'paragraph'; runs: Run[] } | { kind: 'list'; ordered: boolean; items: Block[][] };

const LIST_TYPES: Record<string, boolean> = { bulletList: false, orderedList: true };

// ---------------------------------------------------------------- reading

function flatten(items: RichInline[], marks: Omit<Exclude<Run, 'break'>, 'text'>): Run[] {
  return items.flatMap((item): Run[] => {
    switch (item.type) {
      case 'text':
        return [{ text: item.value, ...marks }];
      case 'break':
        return ['break'];
      case 'strong':
        return flatten(item.children, { ...marks, bold: true });
      case 'emphasis':
        return flatten(item.children, { ...marks, italic: true });
      case 'link':
        return flatten(item.children, { ...marks, href: item.url });
    }
  });
}

function fromTree(tree: RichBlock[]): Block[] {
  return tree.map((block) =>
    block.type === 'paragraph'
      ? {
          kind: 'paragraph',
          runs: flatten(block.children, { bold: false, italic: false, href: null }),
        }
      : { kind: 'list', ordered: block.ordered, items: block.items.map(fromTree) },
  );
}

function runToNode(run: Run): DocNode {
  if (run === 'break') return { type: 'hardBreak' };
  const marks: DocMark[] = [];
  if (run.bold) marks.push({ type: 'bold' });
  if (run.italic) marks.push({ type: 'italic' });
  if (run.href) marks.push({ type: 'link', attrs: { href: run.href } });
  return marks.length ? { type: 'text', text: run.text, marks } : { type: 'text', text: run.text };
}

function blocksToNodes(blocks: Block[]): DocNode[] {
  return blocks.map((block): DocNode => {
    if (block.kind === 'paragraph') {
      return block.runs.length
        ? { type: 'paragraph', content: block.runs.map(runToNode) }
        : { type: 'paragraph' };
    }
    return {
      type: block.ordered ? 'orderedList' : 'bulletList',
      content: block.items.map((item) => ({
        type: 'listItem',
        // An item starts with a paragraph in the editor; one that starts with a list gets an empty one.
        content: blocksToNodes(
          item[0]?.kind === 'paragraph' ? item : [{ kind: 'paragraph', runs: [] }, ...item],
        ),
      })),
    };
  });
}

/** The editor's document for a stored text (an empty paragraph for none). */
export function markdownToDoc(markdown: string | null | undefined): DocNode {
  const nodes = blocksToNodes(normalize(fromTree(parseRichText(markdown))));
  return { type: 'doc', content: nodes.length ? nodes : [{ type: 'paragraph' }] };
}

// ---------------------------------------------------------------- normalizing

function nodeToRuns(nodes: DocNode[] | undefined): Run[] {
  return (nodes ?? []).flatMap((node): Run[] => {
    if (node.type === 'hardBreak') return ['break'];
    if (node.type !== 'text' || !node.text) return [];
    const names = new Set((node.marks ?? []).map((mark) => mark.type));
    const link = (node.marks ?? []).find((mark) => mark.type === 'link');
    const href = typeof link?.attrs?.href === 'string' && link.attrs.href ? link.attrs.href : null;
    const base = { bold: names.has('bold'), italic: names.has('italic'), href };
    // A new line inside a text (pasted) is a line break, as in the stored text.
    return node.text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .flatMap((text, i): Run[] => (i > 0 ? ['break', { text, ...base }] : [{ text, ...base }]));
  });
}

function nodesToBlocks(nodes: DocNode[] | undefined): Block[] {
  return (nodes ?? []).flatMap((node): Block[] => {
    if (node.type === 'paragraph') return [{ kind: 'paragraph', runs: nodeToRuns(node.content) }];
    if (node.type in LIST_TYPES) {
      return [
        {
          kind: 'list',
          ordered: LIST_TYPES[node.type] === true,
          items: (node.content ?? []).map((item) => nodesToBlocks(item.content)),
        },
      ];
    }
    return nodesToBlocks(node.content);
  });
}

const sameMarks = (a: Exclude<Run, 'break'>, b: Exclude<Run, 'break'>) =>
  a.bold === b.bold && a.italic === b.italic && a.href === b.href;

/**
 * One line of a paragraph as Markdown keeps it: no spaces at its ends, no
 * bold or italic on spaces at the edges of the formatting (`** x**` would
 * not be bold), neighbours with the same formatting joined.
 */
function normalizeLine(runs: Exclude<Run, 'break'>[]): Exclude<Run, 'break'>[] {
  const pieces = runs.filter((run) => run.text);
  const first = pieces[0];
  if (first) pieces[0] = { ...first, text: first.text.replace(/^[ \t]+/, '') };
  const last = pieces.at(-1);
  if (last) pieces[pieces.length - 1] = { ...last, text: last.text.replace(/[ \t]+$/, '') };
  const split: Exclude<Run, 'break'>[] = [];
  pieces.forEach((run, i) => {
    if (!run.bold && !run.italic) return split.push(run);
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(run.text) ?? [];
    // Only the side where the formatting starts or ends loses it.
    const plainAt = (other: typeof before) => ({
      ...run,
      bold: run.bold && other?.bold === true,
      italic: run.italic && other?.italic === true,
    });
    if (!core) {
      // Spaces keep formatting only inside it, between two formatted pieces.
      split.push({
        ...run,
        bold: run.bold && before?.bold === true && after?.bold === true,
        italic: run.italic && before?.italic === true && after?.italic === true,
      });
      return;
    }
    if (lead) split.push({ ...plainAt(before), text: lead });
    split.push({ ...run, text: core });
    if (trail) split.push({ ...plainAt(after), text: trail });
  });
  const joined: Exclude<Run, 'break'>[] = [];
  for (const run of split) {
    const previous = joined.at(-1);
    if (!run.text) continue;
    if (previous && sameMarks(previous, run)) previous.text += run.text;
    else joined.push({ ...run });
  }
  return joined;
}

function normalizeRuns(runs: Run[]): Run[] {
  const lines: Exclude<Run, 'break'>[][] = [[]];
  for (const run of runs) {
    if (run === 'break') lines.push([]);
    else lines[lines.length - 1]?.push(run);
  }
  const kept = lines.map(normalizeLine);
  // Breaks at a paragraph's start or end are dropped when it is read.
  while (kept.length > 1 && kept[0]?.length === 0) kept.shift();
  while (kept.length > 1 && kept.at(-1)?.length === 0) kept.pop();
  return kept.flatMap((line, i): Run[] => (i > 0 ? ['break', ...line] : line));
}

/** The document as it reads back: empty paragraphs, items and lists left out. */
function normalize(blocks: Block[]): Block[] {
  return blocks.flatMap((block): Block[] => {
    if (block.kind === 'paragraph') {
      const runs = normalizeRuns(block.runs);
      return runs.some((run) => run !== 'break') ? [{ kind: 'paragraph', runs }] : [];
    }
    const items = block.items.map(normalize).filter((item) => item.length > 0);
    return items.length ? [{ ...block, items }] : [];
  });
}

/** The document with what cannot be stored left out, for comparing two documents. */
export function normalizeDoc(doc: DocNode): DocNode {
  const nodes = blocksToNodes(normalize(nodesToBlocks(doc.content)));
  return { type: 'doc', content: nodes.length ? nodes : [{ type: 'paragraph' }] };
}

// ---------------------------------------------------------------- writing

type Escaping = 'plain' | 'all';

/** Where a text stands: at a paragraph's start, at the start of a later line, or inside a line. */
type LineStart = 'first' | 'later' | false;

/** A bullet marker, or a number that starts an ordered list (after a line break only 1 interrupts). */
const LIST_START: Record<'first' | 'later', RegExp> = {
  first: /^([-+*])(?=[ \t]|$)|^(\d{1,9})([.)])(?=[ \t]|$)/,
  later: /^([-+*])(?=[ \t])|^(0*1)([.)])(?=[ \t])/,
};

function escapeText(text: string, escaping: Escaping, lineStart: LineStart): string {
  const out = escaping === 'all' ? text.replace(/[\\*_[\]<]/g, '\\$&') : text;
  if (!lineStart) return out;
  // A line that starts like a list item would become one.
  return out.replace(LIST_START[lineStart], (_, bullet?: string, digits?: string, dot?: string) =>
    bullet ? `\\${bullet}` : `${digits ?? ''}\\${dot ?? ''}`,
  );
}

/** Characters that would end an address early are percent-encoded. */
function writeUrl(url: string): string {
  let depth = 0;
  let balanced = true;
  for (const char of url) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) balanced = false;
  }
  const encode = (pattern: RegExp) =>
    url.replace(
      pattern,
      (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
    );
  return balanced && depth === 0 ? encode(/[\s<>\\]/g) : encode(/[()\s<>\\]/g);
}

const OPEN = { bold: '**', italic: '*' } as const;

/** One line of runs with the formatting opened and closed around them. */
function writeLine(
  runs: Exclude<Run, 'break'>[],
  escaping: Escaping,
  lineStart: LineStart,
): string {
  let out = '';
  let open: ('bold' | 'italic' | 'link')[] = [];
  let href: string | null = null;
  const close = (mark: 'bold' | 'italic' | 'link') => {
    out += mark === 'link' ? `](${writeUrl(href ?? '')})` : OPEN[mark];
    if (mark === 'link') href = null;
  };
  const has = (run: Exclude<Run, 'break'>, mark: 'bold' | 'italic' | 'link') =>
    mark === 'link' ? run.href !== null && run.href === href : run[mark];
  runs.forEach((run, i) => {
    // Close from the innermost formatting down to the first one that ends here.
    const endsAt = open.findIndex((mark) => !has(run, mark));
    if (endsAt !== -1) {
      open
        .slice(endsAt)
        .reverse()
        .forEach((mark) => close(mark));
      open = open.slice(0, endsAt);
    }
    const wanted: ('bold' | 'italic' | 'link')[] = [];
    if (run.bold && !open.includes('bold')) wanted.push('bold');
    if (run.italic && !open.includes('italic')) wanted.push('italic');
    if (run.href && !open.includes('link')) wanted.push('link');
    // The formatting that lasts longer opens first, so it closes last.
    const lasts = (mark: 'bold' | 'italic' | 'link') => {
      let n = i;
      while (n < runs.length) {
        const next = runs[n];
        if (!next) break;
        if (mark === 'link' ? next.href !== run.href : !next[mark]) break;
        n += 1;
      }
      return n;
    };
    wanted.sort((a, b) => lasts(b) - lasts(a));
    for (const mark of wanted) {
      if (mark === 'link') {
        out += '[';
        href = run.href;
      } else out += OPEN[mark];
      open.push(mark);
    }
    out += escapeText(run.text, escaping, out === '' ? lineStart : false);
  });
  open.reverse().forEach((mark) => close(mark));
  return out;
}

function writeParagraph(runs: Run[], escaping: Escaping): string {
  const lines: Exclude<Run, 'break'>[][] = [[]];
  for (const run of runs) {
    if (run === 'break') lines.push([]);
    else lines[lines.length - 1]?.push(run);
  }
  return lines.map((line, i) => writeLine(line, escaping, i === 0 ? 'first' : 'later')).join('\n');
}

/** Indents every line after the first (an item's continuation) by `width` spaces. */
function indent(text: string, width: number): string {
  const pad = ' '.repeat(width);
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : pad + line))
    .join('\n');
}

function writeBlocks(blocks: Block[], escaping: Escaping, inItem: boolean): string {
  let out = '';
  let previous: Block | undefined;
  let alternate = false;
  for (const block of blocks) {
    if (previous) {
      // A list right after an item's first paragraph stays tight; elsewhere a blank line.
      out += inItem && previous.kind === 'paragraph' && block.kind === 'list' ? '\n' : '\n\n';
    }
    if (block.kind === 'paragraph') {
      out += writeParagraph(block.runs, escaping);
      alternate = false;
    } else {
      // Two lists of the same kind in a row stay two lists only with another marker.
      alternate =
        previous?.kind === 'list' && previous.ordered === block.ordered ? !alternate : false;
      out += writeList(block, escaping, alternate);
    }
    previous = block;
  }
  return out;
}

function writeList(
  block: Extract<Block, { kind: 'list' }>,
  escaping: Escaping,
  alternate: boolean,
): string {
  return block.items
    .map((item, i) => {
      const marker = block.ordered ? `${i + 1}${alternate ? ')' : '.'} ` : alternate ? '* ' : '- ';
      return marker + indent(writeBlocks(item, escaping, true), marker.length);
    })
    .join('\n');
}

function sameBlocks(markdown: string, blocks: Block[]): boolean {
  return (
    JSON.stringify(blocksToNodes(normalize(fromTree(parseRichText(markdown))))) ===
    JSON.stringify(blocksToNodes(blocks))
  );
}

/**
 * The stored text of an editor document: canonical Markdown of the subset,
 * each block written plainly when that reads back the same, else escaped.
 */
export function docToMarkdown(doc: DocNode): string {
  const blocks = normalize(nodesToBlocks(doc.content));
  let out = '';
  let previous: Block | undefined;
  let alternate = false;
  for (const block of blocks) {
    alternate =
      block.kind === 'list' && previous?.kind === 'list' && previous.ordered === block.ordered
        ? !alternate
        : false;
    const write = (escaping: Escaping) =>
      block.kind === 'paragraph'
        ? writeParagraph(block.runs, escaping)
        : writeList(block, escaping, alternate);
    const plain = write('plain');
    const text = sameBlocks(plain, [block]) ? plain : write('all');
    out += (previous ? '\n\n' : '') + text;
    previous = block;
  }
  return out;
}
