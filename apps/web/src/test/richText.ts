import { waitFor, within } from '@testing-library/react';
import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { docToMarkdown, type DocNode } from '../components/rich-text/markdownDocument';

/**
 * The formatted editor of a RichTextField, once its code has loaded. Until
 * then the Markdown text box stands in under the same name; the test files of
 * a worker share their modules, so whether a test meets the box or the editor
 * would depend on which tests ran before it. Waiting for the editor makes
 * every test meet the editor.
 */
export async function formattedField(
  name: string | RegExp,
  container: HTMLElement = document.body,
): Promise<HTMLElement> {
  return waitFor(
    () => {
      const box = within(container).getByRole('textbox', { name });
      if (box.getAttribute('contenteditable') !== 'true') {
        throw new Error(`"${String(name)}" is still the Markdown text box`);
      }
      return box;
    },
    { timeout: 20_000 },
  );
}

/** The text a formatted editor holds as the field stores it: Markdown. */
export function markdownIn(field: HTMLElement): string {
  const editor = (field as TiptapEditorHTMLElement).editor;
  if (!editor) throw new Error('Not a formatted editor: use formattedField() to find it');
  return docToMarkdown(editor.getJSON() as DocNode);
}
