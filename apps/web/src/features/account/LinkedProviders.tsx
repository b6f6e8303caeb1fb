import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { LinkedIdentity, OAuthProvider, OAuthProviderId } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, backgroundApi, dataOf } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { BASENAME, PATHS } from '../../app/paths';
import { useRefetchingMutation } from '../../app/queryClient';
import { notify } from '../../app/toast';
import { ListSkeleton } from '../../components/ContentSkeletons';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useOAuthProviders } from '../auth/oauth.queries';
import { PROVIDER_ICONS } from '../auth/ProviderButtons';
import { accountKeys } from './account.queries';
import { QueryLoadError } from '../../components/feedback/LoadError';
import { useItemConfirmation } from '../../components/feedback/useItemConfirmation';

const identitiesKey = [...accountKeys.all, 'identities'] as const;

/** GET /api/account/identities. */
function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/identities', { signal })),
  });
}

/** One line of the card: a configured provider, a linked identity, or both. */
interface ProviderRow {
  id: OAuthProviderId;
  name: string;
  identity: LinkedIdentity | undefined;
}

/** Configured providers first, then identities whose provider is no longer configured. */
export function providerRows(
  providers: OAuthProvider[],
  identities: LinkedIdentity[],
): ProviderRow[] {
  const rows: ProviderRow[] = providers.map(({ id, name }) => ({
    id,
    name,
    identity: identities.find((identity) => identity.provider === id),
  }));
  for (const identity of identities) {
    if (!rows.some((row) => row.id === identity.provider)) {
      rows.push({ id: identity.provider, name: identity.name, identity });
    }
  }
  return rows;
}

/** Leaves the app for the provider; a prop so that tests can watch it. */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * The account page's external logins: every configured provider with
 * 'Link' or 'Unlink', and linked identities of providers no longer offered.
 * Linking leaves the app for the provider and comes back to the account page
 * through the success page. The last way to log in (no password, one
 * identity) cannot be unlinked; the server refuses it too. Renders nothing
 * when no provider is configured and none is linked.
 */
export function LinkedProviders({ openUrl = leaveFor }: { openUrl?: (url: string) => void }) {
  const { t } = useTranslation();
  const providers = useOAuthProviders();
  const identities = useIdentities();

  const link = useMutation({
    mutationFn: (id: OAuthProviderId) =>
      dataOf(
        api.POST('/api/account/identities/{provider}', {
          body: { redirect: `${BASENAME}${PATHS.account}` },
          params: { path: { provider: id } },
        }),
      ),
    onSuccess: ({ url }) => openUrl(url),
  });
  const unlink = useRefetchingMutation(identitiesKey, (id: OAuthProviderId) =>
    dataOf(
      api.DELETE('/api/account/identities/{provider}', { params: { path: { provider: id } } }),
    ),
  );

  const handleLink = (row: ProviderRow) =>
    link.mutate(row.id, {
      onError: (error) =>
        handleApiError(error, {
          title: t('account.oauth.identities.linkError', { provider: row.name }),
        }),
    });

  const unlinking = useItemConfirmation<ProviderRow>(unlink, {
    onSuccess: (row) =>
      notify.success(t('account.oauth.identities.unlinkSuccess', { provider: row.name })),
    errorTitle: (row) => t('account.oauth.identities.unlinkError', { provider: row.name }),
  });

  // No provider offered and none linked: nothing to show (or nothing known yet).
  if (providers.isError || (providers.data?.length === 0 && identities.data?.length === 0)) {
    return null;
  }

  let body;
  if (providers.isPending || identities.isPending) {
    body = <ListSkeleton items={1} />;
  } else if (identities.isError) {
    body = <QueryLoadError title={t('account.oauth.identities.loadError')} query={identities} />;
  } else {
    const rows = providerRows(providers.data, identities.data);
    body = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => {
          const { identity } = row;
          const status = identity
            ? identity.email
              ? t('account.oauth.identities.linkedAs', { email: identity.email })
              : t('account.oauth.identities.linked')
            : t('account.oauth.identities.notLinked');
          return (
            <Stack
              component="li"
              key={row.id}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                {PROVIDER_ICONS[row.id]}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {status}
                  {identity &&
                    !identity.canUnlink &&
                    ` · ${t('account.oauth.identities.onlyLogin')}`}
                </Typography>
              </Box>
              {identity ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<LinkOffIcon />}
                  disabled={!identity.canUnlink}
                  onClick={() => unlinking.ask(row)}
                  aria-label={t('account.oauth.identities.unlinkProvider', { provider: row.name })}
                >
                  {t('account.oauth.identities.unlink')}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<LinkIcon />}
                  loading={link.isPending && link.variables === row.id}
                  disabled={link.isPending}
                  onClick={() => handleLink(row)}
                  aria-label={t('account.oauth.identities.linkProvider', { provider: row.name })}
                >
                  {t('account.oauth.identities.link')}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
    );
  }

  return (
    <SectionCard icon={<LinkIcon />} title={t('account.oauth.identities.title')}>
      <SectionIntro>{t('account.oauth.identities.subtitle')}</SectionIntro>
      {body}
      {/* Unlinking takes a way to log in away: confirm first. */}
      <ItemConfirmDialog
        {...unlinking.dialog}
        title={t('account.oauth.identities.confirmTitle', { provider: unlinking.item?.name ?? '' })}
        text={t('account.oauth.identities.confirmText', { provider: unlinking.item?.name ?? '' })}
        confirmLabel={t('account.oauth.identities.unlink')}
        destructive
      />
    </SectionCard>
  );
}
