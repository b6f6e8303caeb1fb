import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CV_DESIGN_IDS,
  cvDataSchema,
  hasSidebar,
  parseRichText,
  richTextToPlain,
  type CvData,
  type CvDesignId,
  type Locale,
} from '@cv/shared';
import { translator } from '../../http/i18n';
import { createCvRenderer, type CvRenderer, type CvRenderRequest } from './cv-render';
import { buildJob, fullCvData, minimalCvData } from '../../../test/cv-fixtures';
import { inspectPdf } from '../../../test/pdf-inspect';

/**
 * Text in another language than the CV's (the owner's untranslated primary
 * text) is set in its own language: hyphenated by that language's rules and
 * tagged with it in the PDF, so that a screen reader speaks it right.
 *
 * Typst writes the language into the tag tree in two ways: on a structure
 * element (`/Lang` of a paragraph or heading) when all of it is in one
 * language, and on the marked content of a span (`/Span << /MCID n /Lang (de)
 * >> BDC` in the page's content) when only part of an element is. pdf.js
 * reports the first (`getStructTree`), not the second, which is read here
 * from the inflated content streams.
 */

let renderer: CvRenderer;

beforeAll(() => {
  renderer = createCvRenderer();
});

function renderPdf(request: Omit<CvRenderRequest, 'format'>): Uint8Array {
  const result = renderer.renderCv({ ...request, format: 'pdf' });
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  expect(result.warnings).toEqual([]);
  return result.pdf;
}

/** The `/Lang` of marked-content spans, by pdf.js's name of the span (`p12R_mc3`). */
function spanLanguages(pdf: Uint8Array): Map<string, string> {
  const source = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, string>();
  for (const [, num = '', body = ''] of source.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    objects.set(num, body);
  }
  const langs = new Map<string, string>();
  for (const [num, body] of objects) {
    if (!/\/Type \/Page\b/.test(body)) continue;
    const contents = objects.get(/\/Contents (\d+) 0 R/.exec(body)?.[1] ?? '');
    const stream = contents && /stream\r?\n([\s\S]*)endstream/.exec(contents)?.[1];
    if (!stream) continue;
    const operators = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    for (const [, mcid, lang = ''] of operators.matchAll(
      /<<\s*\/MCID (\d+)\s*\/Lang \(([^)]*)\)\s*>>\s*BDC/g,
    )) {
      langs.set(`p${num}R_mc${mcid}`, lang);
    }
  }
  return langs;
}

interface TagNode {
  role?: string;
  lang?: string;
  type?: string;
  id?: string;
  children?: TagNode[];
}

/** Every element of a page's tag tree with the language it is in (its own or inherited). */
function* elements(node: TagNode, inherited: string): Generator<[TagNode, string]> {
  const lang = node.lang ?? inherited;
  yield [node, lang];
  for (const child of node.children ?? []) yield* elements(child, lang);
}

interface PdfLanguages {
  /** The document's language (the catalog's `/Lang`). */
  document: string | null;
  /** The text in each language, in reading order. */
  text: Map<string, string>;
  /** The roles of the structure elements that carry a language of their own, by language. */
  elementRoles: Map<string, string[]>;
  /** How many marked-content spans carry a language of their own, by language. */
  spans: Map<string, number>;
}

/** The text of a PDF by the language its tags give it. */
async function pdfLanguages(pdf: Uint8Array): Promise<PdfLanguages> {
  const spans = spanLanguages(pdf);
  const { language } = await inspectPdf(pdf);
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const text = new Map<string, string>();
  const elementRoles = new Map<string, string[]>();
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const langOf = new Map<string, string>();
      const tree = (await page.getStructTree()) as TagNode;
      for (const [node, lang] of elements(tree, language ?? '')) {
        if (node.type === 'content' && node.id) langOf.set(node.id, lang);
        if (node.role && node.lang) {
          elementRoles.set(node.lang, [...(elementRoles.get(node.lang) ?? []), node.role]);
        }
      }
      for (const [id, lang] of spans) langOf.set(id, lang);
      const content = await page.getTextContent({ includeMarkedContent: true });
      const open: string[] = [];
      for (const item of content.items as { type?: string; id?: string; str?: string }[]) {
        if (item.type?.startsWith('beginMarkedContent')) open.push(item.id ?? '');
        else if (item.type === 'endMarkedContent') open.pop();
        else if (item.str !== undefined) {
          const lang = langOf.get(open.at(-1) ?? '') ?? 'untagged';
          text.set(lang, `${text.get(lang) ?? ''}${item.str}\n`);
        }
      }
    }
  } finally {
    await document.destroy();
  }
  const spanCounts = new Map<string, number>();
  for (const lang of spans.values()) spanCounts.set(lang, (spanCounts.get(lang) ?? 0) + 1);
  return { document: language, text, elementRoles, spans: spanCounts };
}

/** Text compared without line breaks, spaces, hyphens (a line's end) or case. */
const squeeze = (text: string) => text.replace(/[\s\u00ad-]+/g, '').toLowerCase();

/** Fields named as in the data, all in `lang`. */
const inLang = (lang: Locale, ...fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, lang]));

/**
 * The German sample profile printed in English without any translation:
 * every translatable text is the German primary text, marked as German. The
 * skills' keywords (English terms) and the level of a language are the CV's:
 * those lines mix the two languages.
 */
function untranslatedGermanCv(): CvData {
  const de = (...fields: string[]) => inLang('de', ...fields);
  const data = fullCvData('de');
  const mark = <T extends object>(items: T[], ...fields: string[]) =>
    items.map((item) => ({ ...item, langs: de(...fields) }));
  return {
    ...data,
    lang: 'en',
    // Without an address the location is printed (and closes the CV).
    person: { ...data.person, address: null, langs: de('jobTitle', 'bio', 'location') },
    workExperiences: mark(
      data.workExperiences,
      'jobTitle',
      'location',
      'description',
      'highlights',
    ),
    educations: mark(data.educations, 'degreeName', 'level', 'description'),
    skills: mark(data.skills, 'name', 'type'),
    projects: mark(data.projects, 'role', 'description'),
    languages: mark(
      data.languages.map((l) => (l.language === 'en' ? { ...l, note: 'verhandlungssicher' } : l)),
      'note',
    ),
    awards: mark(data.awards, 'title', 'summary'),
    publications: mark(data.publications, 'summary'),
    volunteering: mark(data.volunteering, 'role', 'location', 'description', 'highlights'),
    interests: mark(data.interests, 'name', 'keywords'),
    references: mark(data.references, 'relation', 'text'),
    customSections: data.customSections.map((section) => ({
      ...section,
      langs: de('title'),
      entries: mark(section.entries, 'title', 'subtitle', 'place', 'description'),
    })),
  };
}

/** The texts a CV prints from the fields its items name in `langs`, line by line. */
function markedTexts(data: CvData): string[] {
  const items: { langs?: Record<string, string> }[] = [
    data.person,
    ...data.workExperiences,
    ...data.educations,
    ...data.skills,
    ...data.projects,
    ...data.languages,
    ...data.awards,
    ...data.publications,
    ...data.volunteering,
    ...data.interests,
    ...data.references,
    ...data.customSections,
    ...data.customSections.flatMap((section) => section.entries),
  ];
  return items.flatMap((item) =>
    Object.keys(item.langs ?? {}).flatMap((field) => {
      const value = (item as Record<string, unknown>)[field];
      const texts = Array.isArray(value) ? (value as string[]) : [String(value ?? '')];
      return texts.flatMap((text) => richTextToPlain(parseRichText(text)).split('\n'));
    }),
  );
}

describe('text in another language than the CV’s', () => {
  it('is tagged with its language in the PDF, the document with the CV’s', async () => {
    const german = 'Die Ausfallzeitverringerungsmaßnahmen wurden eingeführt.';
    const data = cvDataSchema.parse({
      ...minimalCvData('en'),
      workExperiences: [
        buildJob(0, {
          jobTitle: 'Platform Engineer',
          description: german,
          langs: { description: 'de' },
        }),
      ],
      skills: [{ name: 'Barrierefreiheit', type: 'Methods', level: 4, langs: { name: 'de' } }],
    });
    const pdf = await pdfLanguages(renderPdf({ design: 'classic', data }));

    expect(pdf.document).toBe('en');
    // A paragraph all in German is a structure element in German.
    expect(pdf.elementRoles.get('de')).toContain('P');
    // A German skill in an English line is a span in German.
    expect(pdf.spans.get('de')).toBeGreaterThan(0);
    const de = squeeze(pdf.text.get('de') ?? '');
    expect(de).toBe(squeeze(`${german}Barrierefreiheit`));
    const en = squeeze(pdf.text.get('en') ?? '');
    for (const english of ['Platform Engineer', 'Work experience', 'Methods', '(Very good)']) {
      expect(en).toContain(squeeze(english));
    }
  });

  it('is tagged with its language in a German CV as well', async () => {
    const english = 'Introduced contract tests between twelve services.';
    const data = cvDataSchema.parse({
      ...minimalCvData('de'),
      workExperiences: [buildJob(0, { description: english, langs: { description: 'en' } })],
    });
    const pdf = await pdfLanguages(renderPdf({ design: 'lebenslauf', data }));
    expect(pdf.document).toBe('de');
    expect(squeeze(pdf.text.get('en') ?? '')).toBe(squeeze(english));
    expect(squeeze(pdf.text.get('de') ?? '')).toContain(squeeze('Berufserfahrung'));
  });

  describe.each(CV_DESIGN_IDS)('in the %s design', (design) => {
    it('prints every marked field of every kind in its language, the rest in the CV’s', async () => {
      const data = untranslatedGermanCv();
      // A side column's sections in the main column too, where they are set otherwise.
      if (hasSidebar(design)) {
        const layout = { sidebarSections: [] };
        const main = await pdfLanguages(renderPdf({ design, data, closing: true, layout }));
        const de = squeeze(main.text.get('de') ?? '');
        for (const text of markedTexts(data)) expect(de, text).toContain(squeeze(text));
      }
      const pdf = await pdfLanguages(renderPdf({ design, data, closing: true }));
      const de = squeeze(pdf.text.get('de') ?? '');
      const en = squeeze(pdf.text.get('en') ?? '');
      for (const text of markedTexts(data)) expect(de, text).toContain(squeeze(text));

      const t = translator('en');
      for (const label of [
        t('cv.document.headings.experience'),
        t('cv.document.headings.education'),
        t('cv.document.present'),
      ]) {
        expect(en).toContain(squeeze(label));
        expect(de).not.toContain(squeeze(label));
      }
      // The English parts of mixed lines, and names of companies, which are no language's.
      expect(en).toContain(squeeze('(Next.js, Testing Library)'));
      expect(en).toContain(squeeze('Advanced (C1),'));
      expect(en).toContain(squeeze('Kiezkauf AG'));
      expect(de).not.toContain(squeeze('Kiezkauf AG'));
    });
  });
});

/**
 * Compounds and where German hyphenates them (the breaks of Typst's German
 * patterns; each is a syllable boundary of the word). English patterns break
 * some of them elsewhere: "Bereitstellung-sprozesse", "Infrastruktu-rautomatisierung".
 */
const GERMAN_SYLLABLES = [
  'Aus-fall-zeit-ver-rin-ge-rungs-maß-nah-men',
  'Do-nau-dampf-schiff-fahrts-ge-sell-schaft',
  'Ge-schäfts-an-for-de-run-gen',
  'Be-reit-stel-lungs-pro-zes-se',
  'In-fra-struk-tur-au-to-ma-ti-sie-rung',
  'Soft-ware-ent-wick-lung',
  'Ver-ant-wor-tungs-be-wusst-sein',
  'Zah-lungs-ab-wick-lungs-sys-tem',
];

/** Each word with the positions at which German may break it. */
const GERMAN_BREAKS = new Map(
  GERMAN_SYLLABLES.map((syllabified) => {
    const syllables = syllabified.split('-');
    const positions = syllables
      .slice(0, -1)
      .map((_, i) => syllables.slice(0, i + 1).join('').length);
    return [syllables.join(''), new Set(positions)];
  }),
);

/** A description of nothing but these compounds, long enough for many line ends inside them. */
const COMPOUNDS = Array.from({ length: 3 }, () => [...GERMAN_BREAKS.keys()].join(' ')).join(' ');

/** Where Typst hyphenated: each line ending in a soft hyphen, as "start|rest" of the word. */
function hyphenations(pdf: Uint8Array): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    stdio: ['pipe', 'pipe', 'ignore'],
  }).toString('utf8');
  return [...text.matchAll(/(\S+)\u00ad\n(\S+)/g)].map(([, start, rest]) => `${start}|${rest}`);
}

const isGermanBreak = (hyphenation: string) => {
  const [start = '', rest = ''] = hyphenation.split('|');
  return GERMAN_BREAKS.get(start + rest)?.has(start.length) ?? false;
};

function compoundsCv(lang: Locale | null): CvData {
  return cvDataSchema.parse({
    ...minimalCvData('en'),
    workExperiences: [
      buildJob(0, {
        description: COMPOUNDS,
        ...(lang ? { langs: { description: lang } } : {}),
      }),
    ],
  });
}

describe('German text in an English CV', () => {
  const breaks = new Map<CvDesignId, { german: string[]; english: string[] }>();
  beforeAll(() => {
    for (const design of CV_DESIGN_IDS) {
      breaks.set(design, {
        german: hyphenations(renderPdf({ design, data: compoundsCv('de') })),
        // Unmarked, the same text counts as English.
        english: hyphenations(renderPdf({ design, data: compoundsCv(null) })),
      });
    }
  });

  it.each(CV_DESIGN_IDS)('is hyphenated by German rules in the %s design', (design) => {
    const { german } = breaks.get(design) ?? { german: [] };
    expect(german.length).toBeGreaterThan(0);
    expect(german.filter((hyphenation) => !isGermanBreak(hyphenation))).toEqual([]);
  });

  it('would be hyphenated elsewhere by English rules', () => {
    const english = [...breaks.values()].flatMap((b) => b.english);
    const german = [...breaks.values()].flatMap((b) => b.german);
    expect(english.filter((hyphenation) => !isGermanBreak(hyphenation))).not.toEqual([]);
    expect(english).not.toEqual(german);
  });
});
