/**
 * The formatting commands of the rich-text field as pure text edits: each
 * takes the text and the selection and answers the new text and selection.
 * They write the Markdown subset that descriptions accept (shared
 * rich-text.ts): **bold**, *italic*, "- " bullets and [text](url) links.
 */

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type InlineStyle = 'bold' | 'italic';

const MARKERS: Record<InlineStyle, string> = { bold: '**', italic: '*' };

/** How many '*' stand right before `index` (direction -1) or from `index` on (+1). */
function starRun(text: string, index: number, direction: -1 | 1): number {
  let count = 0;
  let i = direction === -1 ? index - 1 : index;
  while (text[i] === '*') {
    count += 1;
    i += direction;
  }
  return count;
}

/** Whether the selection already sits between the style's markers (then it is removed). */
function isWrapped(text: string, start: number, end: number, style: InlineStyle): boolean {
  const before = starRun(text, start, -1);
  const after = starRun(text, end, 1);
  // '**' is bold and '*' italic; '***' both.
  return style === 'bold' ? before >= 2 && after >= 2 : before % 2 === 1 && after % 2 === 1;
}

/** Wraps one line's text, keeping its outer spaces outside (`** x**` would not be bold). */
function wrapLine(line: string, marker: string): string {
  const match = /^(\s*)(.*?)(\s*)$/s.exec(line);
  const [, lead = '', core = '', trail = ''] = match ?? [];
  return core ? `${lead}${marker}${core}${marker}${trail}` : line;
}

/**
 * Bold or italic around the selection: an empty selection gets the two
 * markers with the cursor between them; a selection over several lines is
 * marked line by line (a marker cannot span paragraphs); a selection that
 * is already marked loses its markers.
 */
export function toggleInline(
  text: string,
  start: number,
  end: number,
  style: InlineStyle,
): TextEdit {
  const marker = MARKERS[style];
  const size = marker.length;
  if (start !== end && isWrapped(text, start, end, style)) {
    return {
      text: text.slice(0, start - size) + text.slice(start, end) + text.slice(end + size),
      selectionStart: start - size,
      selectionEnd: end - size,
    };
  }
  const selected = text.slice(start, end);
  if (!selected.trim()) {
    const inserted = `${selected}${marker}${marker}`;
    const cursor = start + selected.length + size;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      selectionStart: cursor,
      selectionEnd: cursor,
    };
  }
  const wrapped = selected
    .split('\n')
    .map((line) => wrapLine(line, marker))
    .join('\n');
  // A single line keeps its words selected, inside the new markers.
  const single = !selected.includes('\n');
  const lead = single ? (/^\s*/.exec(selected)?.[0].length ?? 0) : 0;
  const trail = single ? (/\s*$/.exec(selected)?.[0].length ?? 0) : 0;
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    selectionStart: single ? start + lead + size : start,
    selectionEnd: single ? start + wrapped.length - trail - size : start + wrapped.length,
  };
}

const BULLET = /^(\s*)[-*+] /;

/**
 * Bullets at the starts of the selected lines, or off again when every
 * non-empty selected line has one. The cursor on an empty line starts a list.
 */
export function toggleBulletList(text: string, start: number, end: number): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending right after a line break does not take in the next line.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = text.indexOf('\n', last);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim());
  const remove = filled.length > 0 && filled.every((line) => BULLET.test(line));
  const changed = lines.map((line) => {
    if (remove) return line.replace(BULLET, '$1');
    if (!line.trim() && lines.length > 1) return line;
    return `- ${line}`;
  });
  const block = changed.join('\n');
  const collapsed = start === end;
  const cursor = collapsed ? Math.max(from, start + (block.length - (to - from))) : 0;
  return {
    text: text.slice(0, from) + block + text.slice(to),
    selectionStart: collapsed ? cursor : from,
    selectionEnd: collapsed ? cursor : from + block.length,
  };
}

/** Square brackets in a link's text would end it early. */
function escapeLinkText(label: string): string {
  return label.replace(/([[\]\\])/g, '\\$1');
}

/** Parentheses and spaces in an address would end it early. */
function encodeLinkTarget(url: string): string {
  return url.replace(
    /[()\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
  );
}

/** `[label](url)` in place of the selection; the address stands in for a missing label. */
export function insertLink(
  text: string,
  start: number,
  end: number,
  label: string,
  url: string,
): TextEdit {
  const name = label.trim() || url;
  const link = `[${escapeLinkText(name)}](${encodeLinkTarget(url.trim())})`;
  const cursor = start + link.length;
  return {
    text: text.slice(0, start) + link + text.slice(end),
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}

/**
 * The one range that changed between two texts, for a replacement the
 * browser can record in its undo history.
 */
export function changedRange(
  before: string,
  after: string,
): { start: number; end: number; replacement: string } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start += 1;
  let suffix = 0;
  while (
    suffix < max - start &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  return {
    start,
    end: before.length - suffix,
    replacement: after.slice(start, after.length - suffix),
  };
}
