import { Extension, Mark, mergeAttributes, type Editor, type Extensions } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { docToMarkdown, type DocNode } from './markdownDocument';

/**
 * The editor knows exactly the stored subset: paragraphs, line breaks, bold,
 * italic, bullet and numbered lists and links. Anything else pasted in is
 * dropped by the schema; the Markdown shortcuts of the subset ("- ", "1. ",
 * **bold**, *italic*) turn into formatting as they are typed.
 */

/** Transactions carrying this meta replace the text from outside (a reset, a copied translation). */
export const EXTERNAL = 'cvExternalContent';

const written = new WeakMap<ProseMirrorNode, string>();

/** The stored text of a document, written once per document (documents never change). */
export function markdownOf(doc: ProseMirrorNode): string {
  let text = written.get(doc);
  if (text === undefined) {
    text = docToMarkdown(doc.toJSON() as DocNode);
    written.set(doc, text);
  }
  return text;
}

function isSafeHref(href: string | null): href is string {
  if (!href) return false;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

interface LinkOptions {
  /** Ctrl/⌘+K: asks for the address. */
  onShortcut: (editor: Editor) => void;
}

/** A link to the web or to mail; the field's dialog sets it, nothing links by itself. */
const Link = Mark.create<LinkOptions>({
  name: 'link',
  priority: 1000,
  inclusive: false,
  addOptions() {
    return { onShortcut: () => undefined };
  },
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = element.getAttribute('href');
          return isSafeHref(href) ? { href } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes, { rel: 'noopener noreferrer nofollow' }), 0];
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onShortcut(this.editor);
        return true;
      },
    };
  },
});

/** Refuses a change that would make the stored text longer than `max` (shortening is always allowed). */
const MaxLength = Extension.create<{ max: number }>({
  name: 'maxLength',
  addOptions() {
    return { max: Number.POSITIVE_INFINITY };
  },
  addProseMirrorPlugins() {
    const { max } = this.options;
    return [
      new Plugin({
        key: new PluginKey('maxLength'),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || tr.getMeta(EXTERNAL)) return true;
          const next = markdownOf(tr.doc).length;
          return next <= max || next < markdownOf(state.doc).length;
        },
      }),
    ];
  },
});

export function editorExtensions(options: {
  maxLength: number;
  onLinkShortcut: (editor: Editor) => void;
}): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    BulletList,
    OrderedList,
    ListItem,
    Link.configure({ onShortcut: options.onLinkShortcut }),
    UndoRedo,
    MaxLength.configure({ max: options.maxLength }),
  ];
}
