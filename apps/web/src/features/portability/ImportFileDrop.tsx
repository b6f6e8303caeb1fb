import { IMPORT_LIMITS } from '@cv/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../components/form/HiddenFileInput';

interface ImportFileDropProps {
  /** The input's `accept`: the chosen source's file type, or both. */
  accept: string;
  /** The file being read (the preview under way): a progress bar instead of the button. */
  reading: string | null;
  /** Why the last file was refused in the browser (size, type). */
  problem: string | null;
  /** What the server said about the last file: an alert with the way to choose another. */
  failure: string | null;
  onFile: (file: File) => void;
}

/**
 * The file: a button that opens the file chooser, and a zone around it to
 * drop the file onto. The button is the keyboard's way; the zone only adds
 * the mouse's.
 */
export function ImportFileDrop({ accept, reading, problem, failure, onFile }: ImportFileDropProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const problemId = useId();
  const busy = reading !== null;

  const handleDragOver = (event: DragEvent) => {
    if (busy || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  const choose = () => inputRef.current?.click();

  return (
    <Box>
      <Box
        data-testid="import-drop-zone"
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={(event) => {
          // Leaving for a child is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          py: { xs: 3, md: 4 },
          px: 2,
          borderRadius: 2,
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : problem ? 'error.main' : 'divider',
          bgcolor: (theme) =>
            dragging ? theme.alpha(theme.vars.palette.primary.main, 0.08) : 'transparent',
          transition: 'background-color 150ms, border-color 150ms',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <UploadFileIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        {busy ? (
          <Box sx={{ width: '100%', maxWidth: 360 }}>
            <Typography role="status" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {t('portability.import.file.reading', { name: reading })}
            </Typography>
            <LinearProgress aria-label={t('portability.import.file.reading', { name: reading })} />
          </Box>
        ) : (
          <>
            <Button
              variant="contained"
              onClick={choose}
              aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            >
              {t('portability.import.file.choose')}
            </Button>
            <Typography variant="body2" color="textSecondary" aria-hidden>
              {dragging
                ? t('portability.import.file.dropActive')
                : t('portability.import.file.drop')}
            </Typography>
          </>
        )}
        <Typography id={hintId} variant="body2" color="textSecondary">
          {t('portability.import.file.hint', { maxSize: IMPORT_LIMITS.fileMaxMb })}
        </Typography>
      </Box>
      <HiddenFileInput
        ref={inputRef}
        accept={accept}
        label={t('portability.import.file.label')}
        onFile={onFile}
        problem={problem}
        problemId={problemId}
      />
      {failure && !busy && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          <AlertTitle>{t('portability.import.file.readError')}</AlertTitle>
          {failure}
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" size="small" variant="outlined" onClick={choose}>
              {t('portability.import.chooseAnother')}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
