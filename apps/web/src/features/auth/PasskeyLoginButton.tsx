import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterLoginPath } from '../../app/paths';
import { adoptAccountLocale } from '../../app/accountLocale';
import { markLoggedIn } from '../../app/session';
import { accountKeys } from '../account/account.queries';
import { profileKeys } from '../profile/profile.keys';
import { logInWithPasskey, passkeysSupported, showPasskeyError } from './passkeys';

const unchanging = () => () => {};

/**
 * A server render shows the button (nearly every browser can use passkeys);
 * a browser that cannot hides it once the app has taken the page over.
 */
function usePasskeysSupported() {
  return useSyncExternalStore(unchanging, passkeysSupported, () => true);
}

/**
 * "Log in with a passkey" on the login page: no username, the browser offers
 * the passkeys it holds for this site. A passkey that verified its user
 * counts as both factors, so no second step follows. Hidden where the
 * browser cannot use passkeys.
 */
export function PasskeyLoginButton({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: logInWithPasskey,
    // As a password login: whatever another session left in the cache goes.
    onSuccess: async (session) => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.removeQueries({ queryKey: profileKeys.all });
      markLoggedIn(session.status);
      await adoptAccountLocale(session.locale);
    },
  });
  const supported = usePasskeysSupported();
  if (!supported) return null;

  const handleClick = async () => {
    try {
      await login.mutateAsync();
    } catch (error) {
      showPasskeyError(error, t('account.ui.passkeys.loginError'));
      return;
    }
    await navigate(afterLoginPath(redirect), { replace: true });
  };

  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<KeyIcon />}
      loading={login.isPending}
      sx={{ mt: 1.5 }}
      // Keeps the focus in the form above, as the provider buttons do: blurring a
      // field would show its validation message and shift this button away.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => void handleClick()}
    >
      {t('account.ui.passkeys.login')}
    </Button>
  );
}
