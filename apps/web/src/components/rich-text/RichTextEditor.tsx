import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { ChainedCommands, Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RichTextLinkDialog } from '../form/RichTextLinkDialog';
import type { RichTextEditorProps } from '../form/richTextFieldTypes';
import { EXTERNAL, editorExtensions, markdownOf } from './editorExtensions';
import { FormattingToolbarRow, type FormattingCommand } from './FormattingToolbar';
import { markdownToDoc } from './markdownDocument';

/** Line height of the text, for the heights the field's rows ask for. */
const LINE = 1.5;

interface LinkRange {
  from: number;
  to: number;
  /** The selected words, proposed as the link's text. */
  label: string;
}

/** The formatting that the toolbar and its shortcuts switch on and off where the cursor is. */
const TOGGLES: {
  key: 'bold' | 'italic' | 'bulletList' | 'numberedList';
  shortcut: string;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}[] = [
  { key: 'bold', shortcut: 'B', toggle: (chain) => chain.toggleBold() },
  { key: 'italic', shortcut: 'I', toggle: (chain) => chain.toggleItalic() },
  { key: 'bulletList', shortcut: 'Shift+8', toggle: (chain) => chain.toggleBulletList() },
  { key: 'numberedList', shortcut: 'Shift+7', toggle: (chain) => chain.toggleOrderedList() },
];

function selectedRange(editor: Editor): LinkRange {
  const { from, to } = editor.state.selection;
  return { from, to, label: editor.state.doc.textBetween(from, to, ' ').trim() };
}

/**
 * The formatted editor of a description: bold, italic, lists and links show
 * as they will on the profile while the stored value stays the Markdown text
 * of the subset (markdownDocument.ts). Loaded on demand (see RichTextField).
 */
export default function RichTextEditor({
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
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  /** The text the editor shows, as last read or written, to tell its own changes from outside ones. */
  const shown = useRef(value);
  const latest = useRef({ onChange, onBlur, onFocusChange, value });
  useLayoutEffect(() => {
    latest.current = { onChange, onBlur, onFocusChange, value };
  });
  const [link, setLink] = useState<LinkRange | null>(null);

  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy ? `${helperId} ${describedBy}` : helperId,
    'aria-invalid': String(invalid),
    ...(lang ? { lang } : {}),
    spellcheck: 'true',
  };

  const editor = useEditor({
    extensions: editorExtensions({
      maxLength,
      onLinkShortcut: (current) => setLink(selectedRange(current)),
    }),
    content: markdownToDoc(value),
    autofocus: autoFocus ? 'end' : false,
    injectCSS: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current, transaction }) => {
      if (transaction.getMeta(EXTERNAL)) return;
      const text = markdownOf(current.state.doc);
      shown.current = text;
      // A change that writes the same text (e.g. an empty paragraph) leaves the form untouched.
      if (text !== latest.current.value) latest.current.onChange(text);
    },
    onFocus: () => latest.current.onFocusChange?.(true),
    onBlur: () => {
      latest.current.onFocusChange?.(false);
      latest.current.onBlur();
    },
  });

  // The label, the error state and the descriptions follow the field.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: JSON.parse(attributesKey) as typeof attributes },
    });
  }, [editor, attributesKey]);

  // A text set from outside (a reset, a copied translation) replaces the document.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    editor
      .chain()
      .setMeta(EXTERNAL, true)
      .setMeta('addToHistory', false)
      .setContent(markdownToDoc(value), { emitUpdate: false })
      .run();
  }, [editor, value]);

  useEffect(() => {
    inputRef({ focus: () => editor.commands.focus() });
    return () => inputRef(null);
  }, [editor, inputRef]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      numberedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  const commands: FormattingCommand[] = [
    ...TOGGLES.map(({ key, shortcut, toggle }) => ({
      key,
      shortcut,
      pressed: active[key],
      run: () => toggle(editor.chain().focus()).run(),
    })),
    {
      key: 'link',
      shortcut: 'K',
      pressed: active.link,
      // On a link the button takes the link off; elsewhere it asks for an address.
      run: () =>
        active.link
          ? editor.chain().focus().extendMarkRange('link').unsetMark('link').run()
          : setLink(selectedRange(editor)),
    },
  ];

  const closeLink = () => {
    setLink(null);
    // Back in the text once the dialog has let go of the focus.
    requestAnimationFrame(() => editor.commands.focus());
  };

  const insertLink = (text: string, href: string) => {
    const range = link;
    setLink(null);
    if (!range) return;
    requestAnimationFrame(() =>
      editor
        .chain()
        .focus()
        .insertContentAt(
          { from: range.from, to: range.to },
          { type: 'text', text: text.trim() || href, marks: [{ type: 'link', attrs: { href } }] },
        )
        .run(),
    );
  };

  return (
    <FormControl fullWidth error={invalid} sx={{ display: 'flex' }}>
      <FormattingToolbarRow modeSwitch={modeSwitch} commands={commands} controls={id} />
      <FormLabel
        id={labelId}
        onClick={() => editor.commands.focus()}
        sx={{ typography: 'caption', mb: 0.5, cursor: 'text', width: 'fit-content' }}
      >
        {label}
      </FormLabel>
      <Box
        data-name={name}
        sx={(theme) => ({
          border: 1,
          borderColor: invalid ? 'error.main' : 'grey.500',
          ...(!invalid && theme.applyStyles('dark', { borderColor: 'grey.600' })),
          borderRadius: 1,
          px: 1.75,
          py: 1,
          cursor: 'text',
          typography: 'body1',
          '&:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
          // The visible focus ring: the outlined fields' own, two pixels in the accent colour.
          '&:focus-within': {
            borderColor: invalid ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 1px ${invalid ? theme.vars.palette.error.main : theme.vars.palette.primary.main}`,
          },
          '& .ProseMirror': {
            outline: 'none',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontVariantLigatures: 'none',
            minHeight: `${minRows * LINE}em`,
            maxHeight: `${maxRows * LINE}em`,
            overflowY: 'auto',
            lineHeight: LINE,
          },
          '& .ProseMirror p': { m: 0 },
          '& .ProseMirror > * + *, & .ProseMirror li > * + *': { mt: 1 },
          '& .ProseMirror ul, & .ProseMirror ol': { pl: 3, my: 0 },
          '& .ProseMirror li + li': { mt: 0.5 },
          '& .ProseMirror a': { color: 'primary.main', textDecoration: 'underline' },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
      <RichTextLinkDialog label={link?.label ?? null} onClose={closeLink} onInsert={insertLink} />
    </FormControl>
  );
}
