import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { toast, ToastContainer, type ToastOptions } from 'react-toastify';

/**
 * Toasts of spec section 9: a heading and a detail paragraph, or only a
 * paragraph when there is no detail. Errors stay until closed; the rest
 * closes after the container's 5000 ms.
 */
function ToastMessage({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  if (detail === undefined || detail === null || detail === '') {
    return (
      <Typography component="p" variant="body2">
        {message}
      </Typography>
    );
  }
  return (
    <div>
      <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.25 }}>
        {message}
      </Typography>
      <Typography component="p" variant="body2">
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
      theme={theme.palette.mode}
    />
  );
}
