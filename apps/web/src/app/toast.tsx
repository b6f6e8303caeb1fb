import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toast,
  ToastContainer,
  type CloseButtonProps,
  type Id,
  type ToastOptions,
} from 'react-toastify';

/**
 * Toasts: a heading and a detail paragraph, or only a
 * paragraph when there is no detail. Errors stay until closed; the rest
 * closes after the container's 5000 ms.
 */
function ToastMessage({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  // The text takes the width, so the close button sits at the right edge.
  if (detail === undefined || detail === null || detail === '') {
    return (
      <Typography component="p" variant="body2" color="textPrimary" sx={{ flex: 1, minWidth: 0 }}>
        {message}
      </Typography>
    );
  }
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography
        component="p"
        variant="subtitle2"
        color="textPrimary"
        sx={{ fontWeight: 700, mb: 0.25 }}
      >
        {message}
      </Typography>
      <Typography component="p" variant="body2" color="textSecondary">
        {detail}
      </Typography>
    </Box>
  );
}

type Options = Omit<ToastOptions, 'type'>;

/**
 * Errors never time out, so a repeated one would pile up: an error is
 * identified by its words unless the caller names it (a form's scope).
 */
function defaultId(type: string, message: ReactNode, detail: ReactNode): Id | undefined {
  const text = (part: ReactNode) =>
    typeof part === 'string' || typeof part === 'number' ? String(part) : null;
  const words = [text(message), detail === undefined ? '' : text(detail)];
  return type === 'error' && words.every((w) => w !== null)
    ? `error:${words.join('\n')}`
    : undefined;
}

function show(type: 'success' | 'info' | 'warning' | 'error') {
  return (message: ReactNode, detail?: ReactNode, options?: Options): Id => {
    const content = <ToastMessage message={message} detail={detail} />;
    const toastId = options?.toastId ?? defaultId(type, message, detail);
    // The same id again replaces the words of the toast already shown
    // instead of stacking a second one.
    if (toastId !== undefined && toast.isActive(toastId)) {
      toast.update(toastId, { render: content, type });
      return toastId;
    }
    return toast(content, {
      ...(type === 'error' ? { autoClose: false as const } : {}),
      ...options,
      toastId,
      type,
    });
  };
}

export const notify = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

/**
 * The toasts of one form: each new error replaces the form's previous one,
 * and they go when the form succeeds (`dismiss`) or is left (unmount).
 * Error toasts still never time out on their own.
 */
export function useToastScope() {
  const id = `form-${useId()}`;
  useEffect(() => () => toast.dismiss(id), [id]);
  return useMemo(
    () => ({ options: { toastId: id } satisfies Options, dismiss: () => toast.dismiss(id) }),
    [id],
  );
}

export type ToastScope = ReturnType<typeof useToastScope>;

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

/**
 * Below 480 px the library spreads toasts over the full width at the very
 * top, over the app bar and the title of full-screen dialogs. They stay top
 * right instead, narrower and just below the bar.
 */
const PHONE_TOASTS = {
  '@media only screen and (max-width: 480px)': {
    'body .Toastify__toast-container.Toastify__toast-container--top-right': {
      width: 'min(320px, calc(100vw - 24px))',
      left: 'auto',
      right: 'calc(env(safe-area-inset-right) + 12px)',
      top: 'calc(env(safe-area-inset-top) + 64px)',
      padding: 0,
    },
    'body .Toastify__toast-container--top-right .Toastify__toast': {
      '--toastify-toast-width': '100%',
      marginBottom: 8,
      borderRadius: 8,
    },
  },
} as const;

export function AppToastContainer() {
  // The container's own colours follow the scheme; it is empty until a toast shows.
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return (
    <>
      <GlobalStyles styles={PHONE_TOASTS} />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={TOAST_LIMIT}
        closeOnClick
        pauseOnHover
        newestOnTop
        closeButton={CloseButton}
        theme={dark ? 'dark' : 'light'}
      />
    </>
  );
}
