import { LIMITS, parseRichText, workExperienceInputSchema } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { docToMarkdown, markdownToDoc, normalizeDoc, type DocNode } from './markdownDocument';

const roundTrip = (markdown: string) => docToMarkdown(markdownToDoc(markdown));

/** The shared rule for a stored description (trimmed, bounded, no control characters). */
function acceptedAsDescription(text: string): boolean {
  return workExperienceInputSchema.safeParse({
    jobTitle: 'Engineer',
    company: 'Engines',
    positionStart: '2020-01-01',
    description: text,
  }).success;
}

/** Every construct of the subset, written the way the editor writes it. */
const CANONICAL: [string, string][] = [
  ['plain text', 'Built engines for twenty years.'],
  ['bold', 'Built **fast** engines'],
  ['italic', 'Built *quiet* engines'],
  ['bold and italic on one word', 'A ***very*** good year'],
  ['italic inside bold', '**Led a team of *five* engineers**'],
  ['bold inside italic', '*Read **everything** twice*'],
  ['a link', 'See [the docs](https://example.com/docs?a=1&b=2)'],
  ['a mail link', 'Write to [me](mailto:ada@example.com)'],
  ['formatting inside a link', '[**bold** link](https://example.com)'],
  ['a link inside bold', '**See [this](https://example.com) now**'],
  ['an address with balanced parentheses', '[Wiki](https://de.wikipedia.org/wiki/Ada_(Vorname))'],
  ['a line break', 'First line\nSecond line'],
  ['paragraphs', 'One paragraph.\n\nAnother one.'],
  ['a bullet list', '- one\n- two\n- three'],
  ['a numbered list', '1. one\n2. two\n3. three'],
  ['formatting in list items', '- **Bold** start\n- *italic* and [link](https://x.de)'],
  ['a nested list', '- one\n  - one a\n  - one b\n- two'],
  ['a numbered list in a bullet list', '- one\n  1. first\n  2. second'],
  ['a bullet list in a numbered list', '1. one\n   - sub\n2. two'],
  ['an item with two paragraphs', '- one\n\n  still one\n- two'],
  ['a line break in an item', '- one\n  more of one\n- two'],
  ['two bullet lists in a row', '- a\n- b\n\n* c'],
  ['two numbered lists in a row', '1. a\n\n1) b'],
  ['a paragraph between lists', 'Intro\n\n- a\n- b\n\nOutro\n\n1. c'],
  ['escaped stars', 'Paid 2\\*3\\*4 euros'],
  ['a literal dash at the start', '\\- not a list'],
  ['a literal number at the start', '2021\\. was a year'],
  [
    'characters that are plain text in the subset',
    'a < b & c > d, # no heading, `code`, C++, snake_case',
  ],
  ['umlauts and sharp s', 'Größe, Übermaß, Äpfel und Öl'],
];

const GERMAN = [
  '**Leitende Softwareentwicklerin** bei der *Müller & Söhne GmbH* in Köln.',
  '',
  'Verantwortlich für:',
  '',
  '- Entwurf der **Datenübertragung** zwischen *Außenstellen* und Zentrale',
  '- Einführung von [Prüfverfahren](https://example.de/prüfung) für Schnittstellen',
  '  - Lasttests mit **über *zehntausend* Anfragen** pro Sekunde',
  '  - Schulung von 12 Kolleginnen und Kollegen',
  '- Übergabe an den Betrieb',
  '',
  'Erfolge:',
  '',
  '1. Kosten um 30 % gesenkt',
  '2. Ausfallzeit halbiert',
  '',
  'Zuständig außerdem für Öffentlichkeitsarbeit,\nSchulungen und Ähnliches.',
].join('\n');

const ENGLISH = [
  'Led the *platform* team (8 people) through a **cloud migration**.',
  '',
  '- Cut deploy time from 40 min to 6 min',
  '- Wrote the [runbook](https://example.com/runbook) and on-call rota',
  '',
  'Stack: TypeScript, Node.js, PostgreSQL & Redis — 99.95% uptime.',
].join('\n');

describe('Markdown → editor document → Markdown', () => {
  it.each(CANONICAL)('is the identity for %s', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it.each([
    ['German', GERMAN],
    ['English', ENGLISH],
  ])('is the identity for a long %s description', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
    expect(acceptedAsDescription(roundTrip(markdown))).toBe(true);
  });

  it('writes nothing for an empty document', () => {
    expect(roundTrip('')).toBe('');
    expect(markdownToDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('reads formatting into marks and lists into list nodes', () => {
    expect(markdownToDoc('**Bold** and *it*\n\n- item')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'it', marks: [{ type: 'italic' }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'item' }] }],
            },
          ],
        },
      ],
    });
  });

  // Other spellings of the same thing are read, and written in the canonical one.
  it.each([
    ['underscores', '__bold__ and _italic_', '**bold** and *italic*'],
    ['other bullets', '* one\n* two\n\n+ three', '- one\n- two\n\n* three'],
    ['bullets of the plain-text descriptions', '• one\n– two', '- one\n- two'],
    ['a list right after a line', 'Intro:\n- a\n- b', 'Intro:\n\n- a\n- b'],
    ['a list that starts at 3', '3. a\n4. b', '1. a\n2. b'],
    [
      'an address in angle brackets',
      '<https://example.com>',
      '[https://example.com](https://example.com)',
    ],
    ['a line break by two spaces', 'one  \ntwo', 'one\ntwo'],
    ['extra blank lines', 'one\n\n\n\ntwo', 'one\n\ntwo'],
    ['spaces inside bold', '** not bold ** but **bold**', '** not bold ** but **bold**'],
    ['a forbidden link', '[click](javascript:alert(1))', 'click'],
    ['Windows line ends', 'one\r\ntwo', 'one\ntwo'],
  ])('reads %s and writes them canonically', (_, stored, written) => {
    expect(roundTrip(stored)).toBe(written);
    expect(normalizeDoc(markdownToDoc(written))).toEqual(markdownToDoc(stored));
  });
});

/** The editor's JSON for a paragraph of pieces, as the editor hands it over (with its attributes). */
function paragraph(...content: DocNode[]): DocNode {
  return { type: 'paragraph', attrs: { textAlign: null }, content };
}
const text = (value: string, ...marks: string[]): DocNode => ({
  type: 'text',
  text: value,
  ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}),
});

describe('editor document → Markdown', () => {
  /** What the public profile will show for the written text equals the document. */
  function expectFaithful(doc: DocNode) {
    const markdown = docToMarkdown(doc);
    expect(normalizeDoc(markdownToDoc(markdown))).toEqual(normalizeDoc(doc));
    expect(acceptedAsDescription(markdown) || markdown === '').toBe(true);
    // Writing what was read gives the same text again.
    expect(roundTrip(markdown)).toBe(markdown);
    return markdown;
  }

  it('escapes typed characters that Markdown would read as formatting', () => {
    expect(expectFaithful({ type: 'doc', content: [paragraph(text('2*3*4 and [x](y)'))] })).toBe(
      '2\\*3\\*4 and \\[x\\](y)',
    );
    expect(expectFaithful({ type: 'doc', content: [paragraph(text('**not bold**'))] })).toBe(
      '\\*\\*not bold\\*\\*',
    );
    expect(
      expectFaithful({
        type: 'doc',
        content: [paragraph(text('- dash'), { type: 'hardBreak' }, text('1. one'))],
      }),
    ).toBe('\\- dash\n1\\. one');
  });

  it('keeps spaces out of bold, which Markdown would not read as bold', () => {
    expect(
      expectFaithful({
        type: 'doc',
        content: [paragraph(text('Built'), text(' fast ', 'bold'), text('engines'))],
      }),
    ).toBe('Built **fast** engines');
  });

  it('leaves out empty paragraphs, empty items and breaks at the ends', () => {
    expect(
      expectFaithful({
        type: 'doc',
        content: [
          paragraph(),
          paragraph(text('one'), { type: 'hardBreak' }),
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [paragraph(text('a'))] },
              { type: 'listItem', content: [paragraph()] },
            ],
          },
          paragraph(),
        ],
      }),
    ).toBe('one\n\n- a');
  });

  it('writes the link mark with its address, percent-encoding what would end it', () => {
    const markdown = docToMarkdown({
      type: 'doc',
      content: [
        paragraph({
          type: 'text',
          text: 'odd',
          marks: [{ type: 'link', attrs: { href: 'https://x.de/a b)', target: '_blank' } }],
        }),
      ],
    });
    expect(markdown).toBe('[odd](https://x.de/a%20b%29)');
    expect(parseRichText(markdown)).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: 'https://x.de/a%20b%29',
            children: [{ type: 'text', value: 'odd' }],
          },
        ],
      },
    ]);
  });

  it('stays faithful for text full of Markdown characters', () => {
    // A fixed pseudo-random sample (the same every run) of lines mixing the characters that matter.
    const alphabet = [
      'a',
      'ü',
      ' ',
      '*',
      '_',
      '[',
      ']',
      '(',
      ')',
      '\\',
      '<',
      '>',
      '-',
      '1.',
      '#',
      '`',
      '!',
      '&',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let sample = 0; sample < 300; sample += 1) {
      const length = 1 + Math.floor(next() * 12);
      const typed = Array.from(
        { length },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      const marks = next() < 0.3 ? ['bold'] : next() < 0.5 ? ['italic'] : [];
      expectFaithful({
        type: 'doc',
        content: [paragraph(text('x '), text(typed, ...marks), text(' y'))],
      });
    }
  });

  it('writes a long text within the stored limit as the validator accepts it', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `- Punkt ${i + 1}: **Überblick** über *Änderungen*`,
    ).join('\n');
    expect(long.length).toBeLessThan(LIMITS.longTextMax);
    expect(roundTrip(long)).toBe(long);
    expect(parseRichText(roundTrip(long))).toEqual(parseRichText(long));
  });
});
