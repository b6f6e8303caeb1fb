import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattingToolbarRow, type FormattingCommand } from '../rich-text/FormattingToolbar';
import {
  changedRange,
  insertLink,
  toggleBulletList,
  toggleInline,
  type TextEdit,
} from './markdownEditing';
import { RichTextLinkDialog } from './RichTextLinkDialog';
import type { RichTextEditorProps } from './richTextFieldTypes';

type Command = (text: string, start: number, end: number) => TextEdit;

/**
 * The text as stored, Markdown markers and all: the field's plain editor, for
 * those who prefer it and wherever the formatted editor cannot load. The
 * toolbar and Ctrl/⌘+B, I and K write the markers around the selection or at
 * the line starts; typing them works as well.
 */
export function MarkdownTextEditor({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  label,
  helperText,
  invalid,
  maxLength,
  minRows,
  maxRows,
  describedBy,
  lang,
  autoFocus,
  modeSwitch,
  onFocusChange,
}: RichTextEditorProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  /** The selection to restore once the new text is rendered. */
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const [link, setLink] = useState<{ start: number; end: number; label: string } | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  const apply = (command: Command, range?: { start: number; end: number }) => {
    const element = textarea.current;
    if (!element) return;
    const before = element.value;
    const next = command(
      before,
      range?.start ?? element.selectionStart,
      range?.end ?? element.selectionEnd,
    );
    const change = changedRange(before, next.text);
    element.focus();
    element.setSelectionRange(change.start, change.end);
    // Typed in like a keystroke, the change stays in the browser's undo history;
    // where insertText is missing (or trimmed by maxlength) the value is set instead.
    const typed =
      typeof document.execCommand === 'function' &&
      document.execCommand('insertText', false, change.replacement) &&
      element.value === next.text;
    if (typed) {
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
      return;
    }
    pendingSelection.current = { start: next.selectionStart, end: next.selectionEnd };
    onChange(next.text);
  };

  const openLink = () => {
    const element = textarea.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    setLink({ start, end, label: element.value.slice(start, end).trim() });
  };

  // Back in the text once the dialog has let go of the focus.
  const closeLink = (then?: (range: { start: number; end: number }) => void) => {
    const range = link;
    setLink(null);
    if (!range) return;
    requestAnimationFrame(() => {
      const element = textarea.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(range.start, range.end);
      then?.(range);
    });
  };

  const commands: FormattingCommand[] = [
    {
      key: 'bold',
      shortcut: 'B',
      run: () => apply((text, start, end) => toggleInline(text, start, end, 'bold')),
    },
    {
      key: 'italic',
      shortcut: 'I',
      run: () => apply((text, start, end) => toggleInline(text, start, end, 'italic')),
    },
    { key: 'bulletList', run: () => apply(toggleBulletList) },
    { key: 'link', shortcut: 'K', run: openLink },
  ];

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = commands.find((c) => c.shortcut?.toLowerCase() === event.key.toLowerCase());
    if (!command) return;
    event.preventDefault();
    command.run();
  };

  return (
    <>
      <FormattingToolbarRow modeSwitch={modeSwitch} commands={commands} controls={id} />
      <TextField
        id={id}
        fullWidth
        multiline
        minRows={minRows}
        maxRows={maxRows}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          onFocusChange?.(false);
          onBlur();
        }}
        onFocus={() => onFocusChange?.(true)}
        onKeyDown={handleKeyDown}
        inputRef={(element: HTMLTextAreaElement | null) => {
          textarea.current = element;
          inputRef(element);
        }}
        label={label}
        error={invalid}
        helperText={helperText}
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: {
            maxLength,
            lang,
            // MUI links the helper text itself; a given describedBy replaces that link, so keep both.
            ...(describedBy ? { 'aria-describedby': `${id}-helper-text ${describedBy}` } : {}),
          },
        }}
      />
      <RichTextLinkDialog
        label={link?.label ?? null}
        onClose={() => closeLink()}
        onInsert={(text, url) =>
          closeLink((range) =>
            apply((current, s, e) => insertLink(current, s, e, text, url), range),
          )
        }
      />
    </>
  );
}
