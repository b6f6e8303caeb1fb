import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ShareLinkCreated } from '@cv/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/toast';
import { copyText } from '../account/clipboard';

/**
 * The new link's address, shown this once (the server keeps only its hash):
 * selected for copying by hand, with a copy button. Closed by "Done" only
 * after the owner had the chance to copy it; Escape closes it too.
 */
export function ShareLinkCreatedDialog({
  link,
  onClose,
}: {
  link: ShareLinkCreated | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleCopy = async () => {
    if (!link) return;
    if (await copyText(link.url)) {
      notify.success(t('account.sharing.created.copied'));
      return;
    }
    inputRef.current?.focus();
    inputRef.current?.select();
    notify.warning(t('account.sharing.created.copyFailed'));
  };

  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('account.sharing.created.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('account.sharing.created.text')}
        </DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label={t('account.sharing.created.linkLabel')}
            value={link?.url ?? ''}
            size="small"
            fullWidth
            inputRef={inputRef}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => void handleCopy()}
            sx={{ flexShrink: 0 }}
            autoFocus
          >
            {t('account.sharing.created.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('account.sharing.created.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
