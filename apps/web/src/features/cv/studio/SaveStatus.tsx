import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveStatus as Status } from './useCvAutosave';

/** The autosave's state in words, announced politely; a failed save offers to try again. */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        data-status={status}
      >
        {status === 'saving' && <CircularProgress size={16} aria-hidden />}
        {status === 'saved' && (
          <CloudDoneOutlinedIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
        )}
        {status === 'error' && <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />}
        <Typography
          variant="body2"
          sx={{
            color: status === 'error' ? 'error.main' : 'text.secondary',
            fontWeight: status === 'error' ? 600 : 400,
            whiteSpace: 'nowrap',
          }}
        >
          {t(`cv.studio.save.${status}`)}
        </Typography>
      </Box>
      {status === 'error' && (
        <Button size="small" color="error" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('cv.studio.save.retry')}
        </Button>
      )}
    </Box>
  );
}
