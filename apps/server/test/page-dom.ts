import { DomUtils, parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.findAll>[number];

/**
 * A rendered page as a DOM (htmlparser2), for tests that check elements and
 * attributes rather than strings.
 */
export function parsePage(html: string) {
  const doc = parseDocument(html);
  const all = DomUtils.findAll(() => true, doc.children);
  const text = (el: Element | undefined) =>
    el ? DomUtils.textContent(el).replace(/\s+/g, ' ').trim() : '';
  return {
    all,
    text,
    byTag: (tag: string) => all.filter((el) => el.name === tag),
    byId: (id: string) => all.find((el) => el.attribs.id === id),
    withAttr: (name: string) => all.filter((el) => name in el.attribs),
    /** What shows without script: <body>'s text, less hidden elements and scripts. */
    visibleText: () => {
      const hidden = (el: Element): boolean =>
        'hidden' in el.attribs ||
        el.name === 'script' ||
        (el.parent?.type === 'tag' && hidden(el.parent as Element));
      const body = all.find((el) => el.name === 'body');
      if (!body) return '';
      return DomUtils.findAll(() => true, body.children)
        .filter((el) => !hidden(el))
        .flatMap((el) => el.children.filter((node) => node.type === 'text'))
        .map((node) => DomUtils.textContent(node))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    },
    meta: (key: string) =>
      all.find(
        (el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key),
      )?.attribs.content,
  };
}

/**
 * The replacement patterns of `String.prototype.replace`, each with how the
 * page escapes it: user text that holds one must still render literally.
 */
export const REPLACEMENT_PATTERNS: [pattern: string, escaped: string][] = [
  ['$&', '$&amp;'],
  ['$`', '$`'],
  ["$'", '$&#39;'],
  ['$$', '$$'],
  ['$1 $<name>', '$1 $&lt;name&gt;'],
];
