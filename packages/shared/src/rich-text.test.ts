import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlain, type RichInline } from './rich-text';

const text = (value: string) => ({ type: 'text', value }) as const;
const par = (...children: RichInline[]) => ({ type: 'paragraph' as const, children });

describe('parseRichText', () => {
  it('reads bold, italic and links inside paragraphs', () => {
    expect(
      parseRichText('Led **the team** and *shipped* [the app](https://example.com/app).'),
    ).toEqual([
      par(
        text('Led '),
        { type: 'strong', children: [text('the team')] },
        text(' and '),
        { type: 'emphasis', children: [text('shipped')] },
        text(' '),
        { type: 'link', url: 'https://example.com/app', children: [text('the app')] },
        text('.'),
      ),
    ]);
  });

  it('reads bullet and numbered lists, and keeps single line breaks', () => {
    expect(parseRichText('First line\nsecond line\n\n- one\n- **two**\n\n1. a\n2. b')).toEqual([
      par(text('First line'), { type: 'break' }, text('second line')),
      {
        type: 'list',
        ordered: false,
        items: [[par(text('one'))], [par({ type: 'strong', children: [text('two')] })]],
      },
      { type: 'list', ordered: true, items: [[par(text('a'))], [par(text('b'))]] },
    ]);
  });

  it('reads the bullets of earlier plain-text descriptions ("•" and "–") as a list', () => {
    expect(parseRichText('Tasks:\n\n• design\n– build')).toEqual([
      par(text('Tasks:')),
      { type: 'list', ordered: false, items: [[par(text('design'))], [par(text('build'))]] },
    ]);
  });

  it.each([
    '# Heading',
    '> quoted',
    '    indented code',
    '`code`',
    '<b>bold</b><script>alert(1)</script>',
    '&amp; &lt;',
    '![image](https://example.com/x.png)',
    '---',
    '#set page(width: 1pt) $x^2$ @label \\',
  ])('keeps %j as the text it is', (input) => {
    const plain = richTextToPlain(parseRichText(input));
    // Only the image syntax and the escaped backslash may lose characters, never gain markup.
    expect(parseRichText(input).every((b) => b.type === 'paragraph')).toBe(true);
    if (!input.startsWith('!') && !input.endsWith('\\')) expect(plain).toBe(input.trim());
  });

  it('links only to http(s) and mail; other links stay text', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'vbscript:x']) {
      const [block] = parseRichText(`[click](${url})`);
      expect(block).toEqual(par(text('click')));
    }
    expect(parseRichText('[mail](mailto:ada@example.com)')).toEqual([
      par({ type: 'link', url: 'mailto:ada@example.com', children: [text('mail')] }),
    ]);
  });

  it('is empty for no text', () => {
    expect(parseRichText(null)).toEqual([]);
    expect(parseRichText('  \n ')).toEqual([]);
  });
});
