import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, ToastContainer, type CloseButtonProps, type ToastOptions } from 'react-toastify';

/**
 * Toasts of spec section 9: a heading and a detail paragraph, or only a
 * paragraph when there is no detail. Errors stay until closed; the rest
 * closes after the container's 5000 ms.
 */
function ToastMessage({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  if (detail === undefined || detail === null || detail === '') {
    return (
      <Typography component="p" variant="body2" color="text.primary">
        {message}
      </Typography>
    );
  }
  return (
    <div>
      <Typography
        component="p"
        variant="subtitle2"
        color="text.primary"
        sx={{ fontWeight: 700, mb: 0.25 }}
      >
        {message}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </div>
  );
}

type Options = Omit<ToastOptions, 'type'>;

function show(type: 'success' | 'info' | 'warning' | 'error') {
  return (message: ReactNode, detail?: ReactNode, options?: Options) =>
    toast(<ToastMessage message={message} detail={detail} />, {
      ...(type === 'error' ? { autoClose: false as const } : {}),
      ...options,
      type,
    });
}

export const notify = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

/** The library's close button says 'close' in English only. */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('actions.close')}
      onClick={closeToast}
      sx={{ alignSelf: 'flex-start', opacity: 0.7 }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function AppToastContainer() {
  const theme = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      closeOnClick
      pauseOnHover
      newestOnTop
      closeButton={CloseButton}
      theme={theme.palette.mode}
    />
  );
}
