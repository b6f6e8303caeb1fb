import GitHubIcon from '@mui/icons-material/GitHub';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { isUiPath, type OAuthProviderId } from '@cv/shared';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOAuthProviders } from './oauth.queries';

export const PROVIDER_ICONS: Record<OAuthProviderId, ReactNode> = {
  github: <GitHubIcon />,
  oidc: <VpnKeyIcon />,
};

/**
 * Where a provider button leads: the server's start route, which redirects
 * to the provider. `redirect` (a full /ui path) rides along only when it is
 * one of the app's pages; the server would refuse anything else.
 */
export function providerStartUrl(id: OAuthProviderId, redirect?: string): string {
  const base = `/api/oauth/${id}/start`;
  return redirect && isUiPath(redirect)
    ? `${base}?${new URLSearchParams({ redirect }).toString()}`
    : base;
}

/**
 * "or continue with" and one button per configured provider, for the login
 * and signup pages. Plain links: the browser leaves the app for the
 * provider. Renders nothing while loading, on an error, or with no provider.
 */
export function ProviderButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const providers = useOAuthProviders();
  if (!providers.data?.length) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>
        {t('pages.login.external')}
      </Divider>
      {providers.data.map(({ id, name }) => (
        <Button
          key={id}
          href={providerStartUrl(id, redirect)}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={PROVIDER_ICONS[id]}
          // Keeps the focus in the form above: blurring its field would show that
          // field's validation message, shift this button away under the pointer
          // between mouse down and up, and swallow the click.
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('account.oauth.continueWith', { name })}
        </Button>
      ))}
    </Stack>
  );
}
