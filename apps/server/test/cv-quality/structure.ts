import { foldText } from './extracted-text';
import type { PrintedCv } from './printed-cv';
import { walkTags, type TagNode, type TagTree } from './tag-tree';

/**
 * The tag tree as assistive technology reads it: one H1, the person's name;
 * section headings H2; entry titles H3; no level skipped; one L per list;
 * headings holding text, not blocks; figures with alternative text; and the
 * document-level PDF/UA-1 rules that can be checked without a validator
 * (tagged, language, title shown, no untagged content, links described,
 * tab order by structure, well-formed lists and tables, standard roles).
 */

/** The heading structure types: H and its six levels. */
const HEADING_ROLES = ['H', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/** The structure types of PDF 1.7 (ISO 32000-1, 14.8.4), which PDF/UA-1 maps every tag to. */
const STANDARD_ROLES = new Set([
  'Document',
  'Part',
  'Art',
  'Sect',
  'Div',
  'BlockQuote',
  'Caption',
  'TOC',
  'TOCI',
  'Index',
  'NonStruct',
  'Private',
  'P',
  ...HEADING_ROLES,
  'L',
  'LI',
  'Lbl',
  'LBody',
  'Table',
  'TR',
  'TH',
  'TD',
  'THead',
  'TBody',
  'TFoot',
  'Span',
  'Quote',
  'Note',
  'Reference',
  'BibEntry',
  'Code',
  'Link',
  'Annot',
  'Ruby',
  'RB',
  'RT',
  'RP',
  'Warichu',
  'WT',
  'WP',
  'Figure',
  'Formula',
  'Form',
]);

/** Elements that are blocks of their own: none belongs inside a heading. */
const BLOCK_ROLES = new Set([
  'P',
  'Div',
  'Sect',
  'Part',
  'Art',
  'BlockQuote',
  'L',
  'Table',
  ...HEADING_ROLES,
]);

/** What each grouping element may hold (ISO 32000-1, 14.8.4.3). */
const ALLOWED_CHILDREN: Record<string, Set<string>> = {
  L: new Set(['LI', 'L', 'Caption']),
  LI: new Set(['Lbl', 'LBody']),
  Table: new Set(['TR', 'THead', 'TBody', 'TFoot', 'Caption']),
  THead: new Set(['TR']),
  TBody: new Set(['TR']),
  TFoot: new Set(['TR']),
  TR: new Set(['TH', 'TD']),
};

const headingLevel = (role: string) => (/^H([1-6])$/.exec(role) ? Number(role[1]) : null);

/**
 * Text compared without white space, hyphens and case: the text of a tag
 * keeps the line breaks of its words, and a hyphen added at one.
 */
const squeeze = (text: string) => foldText(text).replace(/[\s\u00ad-]+/g, '');

const quoted = (node: TagNode, max = 50) =>
  `"${node.text.length > max ? `${node.text.slice(0, max - 1)}…` : node.text}"`;
const at = (node: TagNode) => `p.${node.pages[0] ?? '?'}`;

export function checkStructure(tree: TagTree, printed: PrintedCv): string[] {
  if (!tree.marked || tree.roots.length === 0) return ['the PDF is not tagged'];
  return [
    ...documentProblems(tree),
    ...headingProblems(tree.roots, printed),
    ...elementProblems(tree.roots),
  ];
}

function documentProblems(tree: TagTree): string[] {
  const problems: string[] = [];
  if (!tree.lang) problems.push('the document has no language (/Lang)');
  if (!tree.title?.trim()) problems.push('the document has no title');
  if (!tree.displayDocTitle)
    problems.push('viewers are not told to show the title (DisplayDocTitle)');
  if (tree.pdfUa !== '1') problems.push('the metadata does not claim PDF/UA-1');
  for (const { page, text } of tree.untaggedText) {
    problems.push(
      `p.${page}: text outside the tag tree and not an artifact: "${text.slice(0, 60)}"`,
    );
  }
  for (const { page, url } of tree.linksWithoutContents) {
    problems.push(`p.${page}: link annotation without a description (/Contents): ${url}`);
  }
  for (const page of tree.pagesWithoutStructureTabOrder) {
    problems.push(`p.${page}: annotations not in structure tab order (/Tabs /S)`);
  }
  return problems;
}

/** H1 is the name, sections H2, entry titles H3, and no level skipped on the way down. */
export function headingProblems(roots: readonly TagNode[], printed: PrintedCv): string[] {
  const headings = [...walkTags(roots)]
    .map(({ node }) => ({ node, level: headingLevel(node.role) }))
    .filter((h): h is { node: TagNode; level: number } => h.level !== null);
  const problems: string[] = [];
  const h1s = headings.filter((h) => h.level === 1);
  if (h1s.length !== 1) {
    problems.push(
      `${h1s.length} H1 elements, not one${h1s.length ? `: ${h1s.map((h) => quoted(h.node)).join(', ')}` : ''}`,
    );
  }
  const name = squeeze(printed.name);
  if (!h1s.some((h) => squeeze(h.node.text) === name)) {
    problems.push(`the name "${printed.name}" is not the H1`);
  }
  for (const untyped of [...walkTags(roots)].filter(({ node }) => node.role === 'H')) {
    problems.push(`${at(untyped.node)}: H without a level ${quoted(untyped.node)}`);
  }
  problems.push(
    ...expectLevel(roots, headings, printed.sectionHeadings, 2, 'section heading'),
    ...expectLevel(
      roots,
      headings,
      printed.entries.map((entry) => entry.title),
      3,
      'entry title',
    ),
  );
  let previous = 0;
  for (const { node, level } of headings) {
    if (level > previous + 1) {
      problems.push(
        `${at(node)}: H${level} ${quoted(node)} follows H${previous || '(none)'}, skipping a level`,
      );
    }
    previous = level;
  }
  return problems;
}

/**
 * Each text (a section heading, an entry title) is a heading of `level`: the
 * heading that starts with it has that level; if no heading does, the
 * element that holds exactly the text is named with its role.
 */
function expectLevel(
  roots: readonly TagNode[],
  headings: { node: TagNode; level: number }[],
  texts: readonly string[],
  level: number,
  what: string,
): string[] {
  const problems: string[] = [];
  for (const text of new Set(texts)) {
    const wanted = squeeze(text);
    const heading = headings.find((h) => squeeze(h.node.text).startsWith(wanted));
    if (heading) {
      if (heading.level !== level) {
        problems.push(`${at(heading.node)}: ${what} "${text}" is H${heading.level}, not H${level}`);
      }
      continue;
    }
    const holder = [...walkTags(roots)].find(({ node }) => squeeze(node.text) === wanted);
    // A heading of the frame a design does not print is no finding.
    if (holder) {
      problems.push(`${at(holder.node)}: ${what} "${text}" is ${holder.node.role}, not H${level}`);
    } else if (what === 'entry title') {
      problems.push(`${what} "${text}" not found in the tag tree`);
    }
  }
  return problems;
}

/** Per element: blocks inside headings, list runs, malformed lists and tables, figures, roles. */
export function elementProblems(roots: readonly TagNode[]): string[] {
  const problems: string[] = [];
  for (const { node, siblings } of walkTags(roots)) {
    if (!STANDARD_ROLES.has(node.role)) {
      problems.push(`${at(node)}: tag ${node.tag} maps to no standard role (${node.role})`);
    }
    if (headingLevel(node.role) !== null || node.role === 'H') {
      for (const child of node.children.filter((c) => BLOCK_ROLES.has(c.role))) {
        problems.push(`${at(node)}: ${node.role} ${quoted(node)} holds a ${child.role}`);
      }
    }
    const allowed = ALLOWED_CHILDREN[node.role];
    for (const child of allowed ? node.children.filter((c) => !allowed.has(c.role)) : []) {
      problems.push(`${at(node)}: ${node.role} holds a ${child.role} ${quoted(child)}`);
    }
    if (node.role === 'Figure' && !node.alt?.trim() && !node.actualText?.trim()) {
      problems.push(`${at(node)}: Figure without alternative text`);
    }
    // One L per list: report a run of sibling lists once, at its first.
    const i = siblings.indexOf(node);
    if (node.role === 'L' && siblings[i - 1]?.role !== 'L' && siblings[i + 1]?.role === 'L') {
      let run = 1;
      while (siblings[i + run]?.role === 'L') run++;
      problems.push(
        `${at(node)}: ${run} L elements in a row (one list split): ${quoted(node, 40)}`,
      );
    }
  }
  return problems;
}
