import { httpUrl, LIMITS, MESSAGE_KEYS } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextLinkDialogProps {
  /** The selected text, proposed as the link's text; null while closed. */
  label: string | null;
  onInsert: (label: string, url: string) => void;
  onClose: () => void;
}

/** Asks for a link's address (and text) for the rich-text field. */
export function RichTextLinkDialog({ label, onInsert, onClose }: RichTextLinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={label !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      // The field takes the focus back itself, with its selection.
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{t('profile.richText.linkTitle')}</DialogTitle>
      {label !== null && <LinkForm label={label} onInsert={onInsert} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({
  label: initialLabel,
  onInsert,
  onClose,
}: Omit<RichTextLinkDialogProps, 'label'> & { label: string }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(initialLabel);
  const [url, setUrl] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  const urlLabel = t('profile.richText.linkUrl');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the entry form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    const value = url.trim();
    if (!value || value === 'https://') {
      setError(t(MESSAGE_KEYS.blank, { label: urlLabel }));
      return;
    }
    if (!httpUrl.safeParse(value).success) {
      setError(t(MESSAGE_KEYS.url, { label: urlLabel }));
      return;
    }
    onInsert(label, value);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('profile.richText.linkText')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            helperText={t('profile.richText.linkTextHelp')}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortTextMax } }}
            fullWidth
          />
          <TextField
            label={urlLabel}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            type="url"
            required
            autoFocus
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.urlMax } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('profile.richText.insert')}
        </Button>
      </DialogActions>
    </Box>
  );
}
