import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { LIMITS } from '@cv/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '../rich-text/RichText';
import { fieldLabelKey } from './FormTextField';
import {
  changedRange,
  insertLink,
  toggleBulletList,
  toggleInline,
  type TextEdit,
} from './markdownEditing';
import { RichTextLinkDialog } from './RichTextLinkDialog';

type Command = (text: string, start: number, end: number) => TextEdit;
type CommandKey = 'bold' | 'italic' | 'bulletList' | 'link';

/** The toolbar, in its order; the shortcuts go with Ctrl (⌘ on Apple devices). */
const COMMANDS: readonly { key: CommandKey; shortcut?: string; Icon: typeof FormatBoldIcon }[] = [
  { key: 'bold', shortcut: 'B', Icon: FormatBoldIcon },
  { key: 'italic', shortcut: 'I', Icon: FormatItalicIcon },
  { key: 'bulletList', Icon: FormatListBulletedIcon },
  { key: 'link', shortcut: 'K', Icon: InsertLinkIcon },
];
type Mode = 'write' | 'preview';

interface RichTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** By default the field's label, `fields.<name>`. */
  label?: string;
  /** By default a reminder of the formatting that can be typed. */
  helperText?: string;
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
  /** Ids of further descriptions, read after the helper text. */
  describedBy?: string;
  /** The language of the text, when it differs from the page's (spelling, hyphenation). */
  lang?: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** Whether shortcuts are written with ⌘ rather than Ctrl. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * A description in the formatting subset that descriptions accept (stored as
 * the Markdown-style text the owner sees): a toolbar and Ctrl/⌘+B, I and K
 * write the markers around the selection or at the line starts, typing them
 * works as well, and Preview shows the text as the public profile will.
 */
export function RichTextField<T extends FieldValues>({
  name,
  label,
  helperText,
  maxLength = LIMITS.longTextMax,
  minRows = 4,
  maxRows = 14,
  describedBy,
  lang,
  autoFocus,
  sx,
}: RichTextFieldProps<T>) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  /** The selection to restore once the new text is rendered. */
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const [mode, setMode] = useState<Mode>('write');
  const [link, setLink] = useState<{ start: number; end: number; label: string } | null>(null);
  const id = useId();
  const fieldLabel = label ?? t(fieldLabelKey(name));
  const value = (field.value as string | null | undefined) ?? '';
  // An error needs the text in view.
  const preview = mode === 'preview' && !fieldState.error;
  const apple = isApple();

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
    field.onChange(next.text);
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

  const run = (command: CommandKey) => {
    if (command === 'link') openLink();
    else if (command === 'bulletList') apply(toggleBulletList);
    else apply((text, start, end) => toggleInline(text, start, end, command));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = COMMANDS.find((c) => c.shortcut?.toLowerCase() === event.key.toLowerCase());
    if (!command) return;
    event.preventDefault();
    run(command.key);
  };

  return (
    <Box sx={sx}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preview ? 'preview' : 'write'}
          onChange={(_, next: Mode | null) => next && setMode(next)}
          aria-label={t('profile.richText.mode')}
        >
          <ToggleButton value="write" sx={{ px: 1.5, py: 0.25 }}>
            {t('profile.richText.write')}
          </ToggleButton>
          <ToggleButton value="preview" sx={{ px: 1.5, py: 0.25 }}>
            {t('profile.richText.preview')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" role="group" aria-label={t('profile.richText.formatting')}>
          {COMMANDS.map((command) => {
            const name = t(`profile.richText.${command.key}`);
            const keys = command.shortcut && `${apple ? '⌘' : 'Ctrl+'}${command.shortcut}`;
            return (
              <Tooltip
                key={command.key}
                title={keys ? t('profile.richText.shortcut', { action: name, keys }) : name}
                describeChild
              >
                <span>
                  <IconButton
                    size="small"
                    aria-label={name}
                    aria-controls={preview ? undefined : id}
                    aria-keyshortcuts={
                      command.shortcut && `${apple ? 'Meta' : 'Control'}+${command.shortcut}`
                    }
                    disabled={preview}
                    // Keeps the text's selection where the command applies.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => run(command.key)}
                  >
                    <command.Icon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            );
          })}
        </Stack>
      </Stack>
      {preview ? (
        <Box
          role="region"
          aria-label={t('profile.richText.previewOf', { label: fieldLabel })}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.75,
            py: 1.25,
            minHeight: `${minRows * 1.5 + 1.5}em`,
          }}
        >
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
            {fieldLabel}
          </Typography>
          {value.trim() ? (
            <RichText text={value} variant="body1" />
          ) : (
            <Typography color="textSecondary">{t('profile.richText.previewEmpty')}</Typography>
          )}
        </Box>
      ) : (
        <TextField
          id={id}
          fullWidth
          multiline
          minRows={minRows}
          maxRows={maxRows}
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onKeyDown={handleKeyDown}
          inputRef={(element: HTMLTextAreaElement | null) => {
            textarea.current = element;
            field.ref(element);
          }}
          label={fieldLabel}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText ?? t('profile.richText.hint')}
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
      )}
      <RichTextLinkDialog
        label={link?.label ?? null}
        onClose={() => closeLink()}
        onInsert={(text, url) =>
          closeLink((range) =>
            apply((current, s, e) => insertLink(current, s, e, text, url), range),
          )
        }
      />
    </Box>
  );
}
