import { parseRichText } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import {
  changedRange,
  insertLink,
  toggleBulletList,
  toggleInline,
  type TextEdit,
} from './markdownEditing';

/** The text with the selection drawn in as [ and ], for readable expectations. */
function show({ text, selectionStart, selectionEnd }: TextEdit): string {
  return `${text.slice(0, selectionStart)}[${text.slice(selectionStart, selectionEnd)}]${text.slice(selectionEnd)}`;
}

describe('toggleInline', () => {
  it('wraps the selection in ** and keeps it selected', () => {
    expect(show(toggleInline('Hello world', 6, 11, 'bold'))).toBe('Hello **[world]**');
  });

  it('leaves the spaces of a selection outside the markers', () => {
    expect(show(toggleInline('Hello world ', 5, 12, 'bold'))).toBe('Hello **[world]** ');
  });

  it('puts the cursor between two markers without a selection', () => {
    expect(show(toggleInline('Say ', 4, 4, 'italic'))).toBe('Say *[]*');
  });

  it('removes the markers of an already bold selection', () => {
    expect(show(toggleInline('a **b** c', 4, 5, 'bold'))).toBe('a [b] c');
  });

  it('tells italic from bold markers', () => {
    // Italic around a bold word adds a marker instead of taking one of the bold ones.
    expect(toggleInline('a **b** c', 4, 5, 'italic').text).toBe('a ***b*** c');
    expect(show(toggleInline('a *b* c', 3, 4, 'italic'))).toBe('a [b] c');
  });

  it('marks each line of a selection over several lines', () => {
    expect(toggleInline('one\n\ntwo', 0, 8, 'bold').text).toBe('**one**\n\n**two**');
  });

  it('writes what the shared parser reads as bold', () => {
    const { text } = toggleInline('Hello world', 6, 11, 'bold');
    expect(parseRichText(text)).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Hello ' },
          { type: 'strong', children: [{ type: 'text', value: 'world' }] },
        ],
      },
    ]);
  });
});

describe('toggleBulletList', () => {
  it('starts every selected line with "- "', () => {
    expect(toggleBulletList('intro\none\ntwo', 6, 13).text).toBe('intro\n- one\n- two');
  });

  it('takes the bullets off when every line has one', () => {
    expect(toggleBulletList('- one\n- two', 0, 11).text).toBe('one\ntwo');
  });

  it('starts a list on the line of the cursor and keeps the cursor in its text', () => {
    expect(show(toggleBulletList('a\nbc', 3, 3))).toBe('a\n- b[]c');
  });

  it('writes what the shared parser reads as a list', () => {
    const [block] = parseRichText(toggleBulletList('one\ntwo', 0, 7).text);
    expect(block).toMatchObject({ type: 'list', ordered: false });
  });
});

describe('insertLink', () => {
  it('makes the selection the text of the link', () => {
    expect(show(insertLink('see docs now', 4, 8, 'docs', 'https://example.com'))).toBe(
      'see [docs](https://example.com)[] now',
    );
  });

  it('uses the address as text when there is none, and escapes what would end the link', () => {
    expect(insertLink('', 0, 0, '', 'https://a.example/x y').text).toBe(
      '[https://a.example/x y](https://a.example/x%20y)',
    );
    expect(insertLink('', 0, 0, 'a [b]', 'https://a.example/(c)').text).toBe(
      '[a \\[b\\]](https://a.example/%28c%29)',
    );
  });
});

describe('changedRange', () => {
  it('finds the one replaced range between two texts', () => {
    expect(changedRange('a **b** c', 'a b c')).toEqual({ start: 2, end: 7, replacement: 'b' });
    expect(changedRange('abc', 'abc')).toEqual({ start: 3, end: 3, replacement: '' });
    // Two insertions become the one range that spans both.
    expect(changedRange('ab', 'a**b**')).toEqual({ start: 1, end: 2, replacement: '**b**' });
  });
});
