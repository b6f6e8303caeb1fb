import type { ExtractedTexts } from './extracted-text';
import type { PrintedCv, PrintedEntry } from './printed-cv';
import type { TagNode, TagTree } from './tag-tree';

/** Small hand-made inputs for the checks' tests: text as readers give it, what a CV prints, tag trees. */

/** Pages as text (lines split at "\n"); the readers not given read the same as `pdftotext`. */
export function buildTexts(pages: {
  pdftotext: string[];
  pdfjs?: string[];
  layout?: string[];
}): ExtractedTexts {
  const lines = (texts: string[]) => texts.map((page) => page.split('\n'));
  return {
    pdftotext: lines(pages.pdftotext),
    pdfjs: lines(pages.pdfjs ?? pages.pdftotext),
    layout: lines(pages.layout ?? pages.pdfjs ?? pages.pdftotext),
  };
}

export function buildEntry(overrides: Partial<PrintedEntry> = {}): PrintedEntry {
  return {
    section: 'Work Experience',
    title: 'Platform Engineer',
    subtitle: 'Robert Bosch-Müller GmbH',
    note: 'Stuttgart',
    period: 'Apr\u00a02021 – present',
    lastWords: 'without a single outage',
    ...overrides,
  };
}

export function buildPrinted(overrides: Partial<PrintedCv> = {}): PrintedCv {
  return {
    name: 'Anna-Lena Schäfer-Großmann',
    firstName: 'Anna-Lena',
    lastName: 'Schäfer-Großmann',
    contact: [
      { kind: 'email', text: 'anna-lena.schaefer@platform-engineering.example.com' },
      { kind: 'phone', text: '+49 711 98765-4321' },
      { kind: 'website', text: 'anna-lena.example.org' },
      { kind: 'link', text: 'alsg' },
    ],
    entryLinks: [],
    entries: [buildEntry()],
    sectionHeadings: ['Work Experience', 'Skills', 'Contact'],
    sideTexts: ['Kubernetes (Helm, Argo CD)', 'Programming languages'],
    protectedWords: ['Kubernetes', 'eu-central-1', 'PostgreSQL', 'Robert Bosch-Müller GmbH'],
    sourceText:
      'Anna-Lena Schäfer-Großmann Moved services to Kubernetes clusters in eu-central-1 with point-in-time recovery and PostgreSQL together without a single outage',
    pageOf: 'Page {{page}} of {{total}}',
    ...overrides,
  };
}

export function tag(
  role: string,
  text: string,
  children: TagNode[] = [],
  extra: Partial<TagNode> = {},
): TagNode {
  return {
    role,
    tag: role,
    alt: null,
    actualText: null,
    lang: null,
    text,
    children,
    pages: [1],
    ...extra,
  };
}

/** A well-formed tagged CV: the name as H1, a section H2 with one entry H3 and one list. */
export function buildTagTree(overrides: Partial<TagTree> = {}): TagTree {
  return {
    roots: [
      tag('Document', '', [
        tag('H1', 'Anna-Lena Schäfer-Großmann'),
        tag('Figure', '', [], { alt: 'Photo of Anna-Lena Schäfer-Großmann' }),
        tag('Sect', '', [
          tag('H2', 'Work Experience'),
          tag('H3', 'Platform Engineer'),
          tag('P', 'Robert Bosch-Müller GmbH · Apr 2021 – present'),
          tag('L', '• Moved • Ran', [
            tag('LI', '• Moved', [tag('Lbl', '•'), tag('LBody', 'Moved')]),
            tag('LI', '• Ran', [tag('Lbl', '•'), tag('LBody', 'Ran')]),
          ]),
        ]),
      ]),
    ],
    lang: 'en',
    title: 'CV – Anna-Lena Schäfer-Großmann',
    marked: true,
    displayDocTitle: true,
    pdfUa: '1',
    untaggedText: [],
    linksWithoutContents: [],
    pagesWithoutStructureTabOrder: [],
    ...overrides,
  };
}
