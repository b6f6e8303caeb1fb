import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LiveSaveStatus } from './useLiveEntrySave';

interface LiveEntryActionsProps {
  status: LiveSaveStatus;
  canUndo: boolean;
  onUndo: () => void;
  onRetry: () => void;
  onDone: () => void;
}

/** The entry dialog's footer while it saves as you type: the save state, Undo and Done. */
export function LiveEntryActions({
  status,
  canUndo,
  onUndo,
  onRetry,
  onDone,
}: LiveEntryActionsProps) {
  const { t } = useTranslation();
  const failed = status === 'failed';
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color={failed ? 'error' : 'textSecondary'}
        sx={{ mr: 'auto' }}
      >
        {status === 'idle' ? t('profile.entries.live.hint') : t(`profile.entries.live.${status}`)}
      </Typography>
      {failed ? (
        <Button onClick={onRetry}>{t('profile.entries.live.retry')}</Button>
      ) : (
        <Button onClick={onUndo} disabled={!canUndo || status === 'saving'}>
          {t('profile.entries.live.undo')}
        </Button>
      )}
      <Button variant="contained" onClick={onDone}>
        {t('profile.entries.live.done')}
      </Button>
    </DialogActions>
  );
}
