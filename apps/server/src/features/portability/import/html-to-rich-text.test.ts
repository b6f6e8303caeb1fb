import { parseRichText, type RichBlock } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, htmlToRichText, looksLikeHtml } from './html-to-rich-text';

const text = (value: string) => ({ type: 'text' as const, value });
type Inline = Extract<RichBlock, { type: 'paragraph' }>['children'][number];
const paragraph = (...children: Inline[]) => ({ type: 'paragraph' as const, children });

/** Converts, then reads the result the way the product does. */
const tree = (html: string) => parseRichText(htmlToRichText(html));

describe('htmlToRichText', () => {
  it('turns paragraphs into paragraphs separated by a blank line', () => {
    expect(htmlToRichText('<p>Erster Absatz.</p><p>Zweiter Absatz.</p>')).toBe(
      'Erster Absatz.\n\nZweiter Absatz.',
    );
    expect(tree('<div>Eins</div><div>Zwei</div>')).toEqual([
      paragraph(text('Eins')),
      paragraph(text('Zwei')),
    ]);
  });

  it("turns Reactive Resume's lists (items wrapping paragraphs) into bullets", () => {
    const html =
      '<ul><li><p>Zahlungs-API entworfen</p></li><li><p>Migration nach <em>Kotlin</em></p></li></ul>';
    expect(htmlToRichText(html)).toBe('- Zahlungs-API entworfen\n- Migration nach *Kotlin*');
    expect(tree(html)).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          [paragraph(text('Zahlungs-API entworfen'))],
          [paragraph(text('Migration nach '), { type: 'emphasis', children: [text('Kotlin')] })],
        ],
      },
    ]);
  });

  it('numbers ordered lists and nests lists under their item', () => {
    const html = '<ol><li>Planen<ul><li>Ziele</li><li>Budget</li></ul></li><li>Bauen</li></ol>';
    expect(htmlToRichText(html)).toBe('1. Planen\n   - Ziele\n   - Budget\n2. Bauen');
    expect(tree(html)).toEqual([
      {
        type: 'list',
        ordered: true,
        items: [
          [
            paragraph(text('Planen')),
            {
              type: 'list',
              ordered: false,
              items: [[paragraph(text('Ziele'))], [paragraph(text('Budget'))]],
            },
          ],
          [paragraph(text('Bauen'))],
        ],
      },
    ]);
  });

  it('keeps bold, italic, line breaks and web links; headings become bold paragraphs', () => {
    const html =
      '<h2>Profil</h2><p><b>8 Jahre</b> Erfahrung<br>mit <i>Kotlin</i> &amp; <a href="https://kotlinlang.org">Ktor</a></p>';
    expect(htmlToRichText(html)).toBe(
      '**Profil**\n\n**8 Jahre** Erfahrung\nmit *Kotlin* & [Ktor](https://kotlinlang.org)',
    );
    expect(tree(html)).toEqual([
      paragraph({ type: 'strong', children: [text('Profil')] }),
      paragraph(
        { type: 'strong', children: [text('8 Jahre')] },
        text(' Erfahrung'),
        { type: 'break' },
        text('mit '),
        { type: 'emphasis', children: [text('Kotlin')] },
        text(' & '),
        { type: 'link', url: 'https://kotlinlang.org', children: [text('Ktor')] },
      ),
    ]);
  });

  it('keeps mailto links and drops the link (not the text) of other schemes', () => {
    expect(
      htmlToRichText('<a href="mailto:a@b.de">Mail</a> <a href="javascript:alert(1)">Klick</a>'),
    ).toBe('[Mail](mailto:a@b.de) Klick');
    expect(htmlToRichText('<a href="/relativ">Seite</a><a href="https://x.de"> </a>')).toBe(
      'Seite',
    );
  });

  it('moves spaces out of the markers, or the parser would not read them', () => {
    expect(htmlToRichText('<p>Ein<strong> fettes </strong>Wort</p>')).toBe('Ein **fettes** Wort');
    expect(tree('<p>Ein<strong> fettes </strong>Wort</p>')).toEqual([
      paragraph(text('Ein '), { type: 'strong', children: [text('fettes')] }, text(' Wort')),
    ]);
    expect(htmlToRichText('<p><strong> </strong>leer</p>')).toBe('leer');
  });

  it('does not nest a format in itself; a link in a link ends the first, as in browsers', () => {
    expect(htmlToRichText('<b>a <strong>b</strong> c</b>')).toBe('**a b c**');
    expect(htmlToRichText('<a href="https://a.de">x <a href="https://b.de">y</a></a>')).toBe(
      '[x](https://a.de) [y](https://b.de)',
    );
  });

  it('escapes text that would read as formatting', () => {
    const html =
      '<p>5 * 3 = 15, [Entwurf], snake_case und _betont_, a\\b, &lt;https://x.de&gt;</p>' +
      '<p>- kein Punkt</p><p>2019. Kein Listenpunkt</p><p>+ auch nicht</p>' +
      '<ul><li>- innen</li></ul>';
    const result = htmlToRichText(html);
    expect(result).toBe(
      '5 \\* 3 = 15, \\[Entwurf\\], snake_case und \\_betont\\_, a\\\\b, \\<https://x.de>\n\n' +
        '\\- kein Punkt\n\n2019\\. Kein Listenpunkt\n\n\\+ auch nicht\n\n- \\- innen',
    );
    expect(parseRichText(result)).toEqual([
      paragraph(text('5 * 3 = 15, [Entwurf], snake_case und _betont_, a\\b, <https://x.de>')),
      paragraph(text('- kein Punkt')),
      paragraph(text('2019. Kein Listenpunkt')),
      paragraph(text('+ auch nicht')),
      { type: 'list', ordered: false, items: [[paragraph(text('- innen'))]] },
    ]);
  });

  it('escapes a line start after a line break too', () => {
    const result = htmlToRichText('<p>Vorher<br>- nachher</p>');
    expect(result).toBe('Vorher\n\\- nachher');
    expect(parseRichText(result)).toEqual([
      paragraph(text('Vorher'), { type: 'break' }, text('- nachher')),
    ]);
  });

  it('leaves characters the parser does not read as formatting alone', () => {
    expect(htmlToRichText('<p># 1 &gt; 2 `code` R&amp;D &amp;amp;</p>')).toBe(
      '# 1 > 2 `code` R&D &amp;',
    );
    expect(tree('<p># 1 &gt; 2 `code` R&amp;D &amp;amp;</p>')).toEqual([
      paragraph(text('# 1 > 2 `code` R&D &amp;')),
    ]);
  });

  it('drops scripts, styles and comments, and collapses whitespace', () => {
    const html =
      '<style>p{color:red}</style><p>  Viel\n\n   Platz  <!-- Kommentar --></p><script>alert(1)</script>';
    expect(htmlToRichText(html)).toBe('Viel Platz');
  });

  it('never lets a tag through', () => {
    const result = htmlToRichText(
      '<p onclick="x()">A<img src=x onerror=alert(1)><span>B</span><iframe>C</iframe></p>',
    );
    expect(result).toBe('AB');
  });

  it('keeps the line breaks of preformatted text', () => {
    expect(htmlToRichText('<pre>Zeile 1\nZeile 2</pre>')).toBe('Zeile 1\nZeile 2');
  });

  it('reads absurdly deep nesting as bare text, quickly and without overflowing the stack', () => {
    const depth = 200_000;
    const started = performance.now();
    expect(htmlToRichText(`${'<div>'.repeat(depth)}<b>tief</b>${'</div>'.repeat(depth)}`)).toBe(
      'tief',
    );
    expect(htmlToRichText(`<p>${'<b><i>'.repeat(depth)}x &amp; y`)).toBe('x & y');
    expect(htmlToRichText(`${'<ul><li>'.repeat(depth)}z`)).toBe('z');
    // Unmatched closing tags do not hide the nesting.
    expect(htmlToRichText(`${'<b></i>'.repeat(depth)}w`)).toBe('w');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('keeps the structure of HTML nested as deep as real descriptions', () => {
    const listDepth = (blocks: RichBlock[]): number =>
      Math.max(0, ...blocks.map((b) => (b.type === 'list' ? 1 + listDepth(b.items.flat()) : 0)));
    const nested = `${'<ul><li>'.repeat(8)}tief${'</li></ul>'.repeat(8)}`;
    expect(htmlToRichText(nested)).toBe('- - - - - - - - tief');
    expect(listDepth(parseRichText(htmlToRichText(nested)))).toBe(8);
  });

  it('gives an empty text for HTML without words', () => {
    expect(htmlToRichText('<p></p><ul><li> </li></ul><br>')).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('gives the words, one line per block', () => {
    expect(htmlToPlainText('<p><b>Senior</b> Entwickler</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'Senior Entwickler\nA\nB',
    );
  });
});

describe('looksLikeHtml', () => {
  it.each(['<p>Hallo</p>', 'Zeile<br/>Zeile', '<ul><li>x</li></ul>', '<STRONG>x</STRONG>'])(
    '%j is HTML',
    (value) => expect(looksLikeHtml(value)).toBe(true),
  );

  it.each(['Plain text', 'a < b > c', 'Use <Ctrl> + C', 'Use <b> for bold', '**fett**', 'R&amp;D'])(
    '%j is not',
    (value) => expect(looksLikeHtml(value)).toBe(false),
  );
});
