import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/toast';
import { saveBlob } from '../cv/download';
import { copyText } from './clipboard';

/**
 * The recovery codes, shown once (after turning two-factor login on, or
 * renewing them): copy, download as a text file, and a deliberate "saved".
 */
export function RecoveryCodesDialog({
  codes,
  onClose,
}: {
  codes: string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = (codes ?? []).join('\n');

  return (
    <Dialog
      open={codes !== null}
      // Closing by accident would lose them: only the button closes.
      onClose={undefined}
      aria-labelledby="recovery-codes-title"
      aria-describedby="recovery-codes-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="recovery-codes-title">{t('twoFactor.ui.codes.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="recovery-codes-text" sx={{ mb: 2 }}>
          {t('twoFactor.ui.codes.text')}
        </DialogContentText>
        <Box
          component="ol"
          aria-label={t('twoFactor.ui.codes.title')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 1,
            listStyle: 'none',
            p: 2,
            m: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '1rem',
          }}
        >
          {(codes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() =>
              void copyText(text).then((ok) => ok && notify.success(t('twoFactor.ui.codes.copied')))
            }
          >
            {t('twoFactor.ui.codes.copy')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              saveBlob(
                new Blob([`${text}\n`], { type: 'text/plain' }),
                t('twoFactor.ui.codes.fileName'),
              )
            }
          >
            {t('twoFactor.ui.codes.download')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('twoFactor.ui.codes.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
