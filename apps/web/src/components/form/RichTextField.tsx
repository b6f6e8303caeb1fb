import { LIMITS } from '@cv/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Component, lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from './FormTextField';
import { MarkdownTextEditor } from './MarkdownTextEditor';
import type { RichTextEditorProps } from './richTextFieldTypes';

/** The formatted editor (ProseMirror) is a chunk of its own, loaded when a field first shows. */
const RichTextEditor = lazy(() => import('../rich-text/RichTextEditor'));

type Mode = 'rich' | 'markdown';
const MODE_KEY = 'cv.richTextMode';

function storedMode(): Mode {
  try {
    return localStorage.getItem(MODE_KEY) === 'markdown' ? 'markdown' : 'rich';
  } catch {
    return 'rich';
  }
}

/** Tells the field when the formatted editor fails to load or breaks, so it shows the plain one. */
class EditorBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface RichTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** By default the field's label, `fields.<name>`. */
  label?: string;
  /** By default a reminder of how to format. */
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

/**
 * A description in the formatting subset that descriptions accept, stored as
 * Markdown text. By default it is edited formatted in place (bold, italic,
 * lists that continue on Enter, links); a switch shows the Markdown text
 * itself, which is also what shows while the formatted editor loads or when
 * it cannot. The choice is remembered on this device.
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
  // Bound to the surrounding form (FormProvider).
  const { field, fieldState } = useController<T>({ name });
  const [mode, setMode] = useState<Mode>(storedMode);
  const [failed, setFailed] = useState(false);
  /** Whether the text had the focus, so that it keeps it when the other editor takes over. */
  const [focused, setFocused] = useState(false);
  const id = useId();
  const { onChange, onBlur, ref } = field;

  const rich = mode === 'rich' && !failed;
  const changeMode = (next: Mode) => {
    setMode(next);
    try {
      localStorage.setItem(MODE_KEY, next);
    } catch {
      // Without storage the choice lasts for this field only.
    }
  };

  const modeSwitch = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={rich ? 'rich' : 'markdown'}
      onChange={(_, next: Mode | null) => next && changeMode(next)}
      aria-label={t('profile.richText.mode')}
    >
      <ToggleButton value="rich" disabled={failed} sx={{ px: 1.5, py: 0.25 }}>
        {t('profile.richText.formatted')}
      </ToggleButton>
      <ToggleButton value="markdown" sx={{ px: 1.5, py: 0.25 }}>
        {t('profile.richText.markdown')}
      </ToggleButton>
    </ToggleButtonGroup>
  );

  const editorProps: RichTextEditorProps = {
    id,
    value: (field.value as string | null | undefined) ?? '',
    onChange: useCallback((text: string) => onChange(text), [onChange]),
    onBlur,
    inputRef: ref,
    name: field.name,
    label: label ?? t(fieldLabelKey(name)),
    helperText:
      fieldState.error?.message ??
      helperText ??
      t(rich ? 'profile.richText.hintFormatted' : 'profile.richText.hint'),
    invalid: fieldState.error !== undefined,
    maxLength,
    minRows,
    maxRows,
    describedBy,
    lang,
    autoFocus: autoFocus || focused,
    modeSwitch,
    onFocusChange: setFocused,
  };

  const markdown = <MarkdownTextEditor {...editorProps} />;
  return (
    <Box sx={sx}>
      {rich ? (
        <EditorBoundary onError={() => setFailed(true)}>
          <Suspense fallback={markdown}>
            <RichTextEditor {...editorProps} />
          </Suspense>
        </EditorBoundary>
      ) : (
        markdown
      )}
      {failed && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('profile.richText.unavailable')}
        </Alert>
      )}
    </Box>
  );
}
