import { describe, expect, it } from 'vitest';
import { cleanText, httpUrl, lineList, lineText, richText, urlText } from './import-text';

describe('cleanText', () => {
  it('keeps tabs and line feeds, drops NUL and the other controls, normalises line ends', () => {
    expect(cleanText(' a\tb\r\nc\rd\u0000e\u001bf\u000bg ')).toBe('a\tb\nc\nd' + 'efg');
  });

  it('replaces lone surrogates and keeps paired ones', () => {
    expect(cleanText('x\udc00y 😀')).toBe('x\ufffdy 😀');
  });

  it('reads numbers, and nothing else that is no string', () => {
    expect(cleanText(50667)).toBe('50667');
    expect(cleanText(Number.NaN)).toBeUndefined();
    expect(cleanText({ text: 'x' })).toBeUndefined();
    expect(cleanText(' \n ')).toBeUndefined();
  });
});

describe('lineText and richText', () => {
  it('keep plain text exactly as written', () => {
    const text = 'Sales +20 % *geschätzt*, [Entwurf] & <Ctrl>';
    expect(lineText(text)).toBe(text);
    expect(richText(`${text}\n\n- Punkt`)).toBe(`${text}\n\n- Punkt`);
  });

  it('convert HTML: to words for one line, to the formatting subset for a description', () => {
    expect(lineText('<p><b>Head</b> of\nEngineering</p>')).toBe('Head of Engineering');
    expect(richText('<p><b>Head</b> of</p><p>Engineering</p>')).toBe('**Head** of\n\nEngineering');
    expect(richText('<p> </p>')).toBeUndefined();
  });

  it('lineList keeps the texts of a list, in order', () => {
    expect(lineList(['a', 3, null, ' ', '<i>b</i>'])).toEqual(['a', '3', 'b']);
    expect(lineList('a')).toEqual([]);
  });
});

describe('urlText and httpUrl', () => {
  it('give a bare domain its scheme and leave other text for validation', () => {
    expect(urlText('github.com/anna')).toBe('https://github.com/anna');
    expect(urlText('www.anna.dev')).toBe('https://www.anna.dev');
    expect(urlText('https://anna.dev/a b')).toBe('https://anna.dev/a b');
    expect(urlText('not a link')).toBe('not a link');
  });

  it('httpUrl accepts only http(s)', () => {
    expect(httpUrl('anna.dev')).toBe('https://anna.dev');
    expect(httpUrl('http://anna.dev')).toBe('http://anna.dev');
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl('mailto:a@b.de')).toBeUndefined();
  });
});
