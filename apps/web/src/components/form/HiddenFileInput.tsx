import FormHelperText from '@mui/material/FormHelperText';
import type { Ref } from 'react';

interface HiddenFileInputProps {
  /** Its `click()` opens the file chooser: the visible button's way in. */
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The input's accessible name. */
  label: string;
  onFile: (file: File) => void;
  /** Why the last file was refused (size, type); the button names it in its `aria-describedby`. */
  problem?: string | null | undefined;
  problemId?: string;
  'data-testid'?: string;
}

/**
 * A file input out of sight behind a visible button, and the reason the last
 * file was refused. It hands on the one file chosen and then forgets it, so
 * choosing the same file again is a new choice.
 */
export function HiddenFileInput({
  ref,
  accept,
  label,
  onFile,
  problem,
  problemId,
  ...props
}: HiddenFileInputProps) {
  return (
    <>
      <input
        {...props}
        ref={ref}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must fire another change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {problem && (
        <FormHelperText id={problemId} error role="alert" sx={{ mt: 1, mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </>
  );
}
