import DevicesIcon from '@mui/icons-material/Devices';
import type { ActiveSession } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, backgroundApi, dataOf } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { ListSkeleton } from '../../components/ContentSkeletons';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { accountKeys } from './account.queries';
import { AccountItem, AccountItemList } from './AccountItemList';
import { QueryContent } from '../../components/feedback/QueryContent';

const sessionsKey = [...accountKeys.all, 'sessions'] as const;

/** GET /api/account/sessions. */
function useActiveSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/sessions', { signal })),
  });
}

function useRevoke() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? dataOf(api.POST('/api/account/sessions/revoke-others'))
        : dataOf(api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) =>
      notify.success(
        t(id === 'others' ? 'account.ui.sessions.othersRevoked' : 'account.ui.sessions.revoked'),
      ),
    onError: (error) => handleApiError(error, { title: t('account.ui.sessions.revokeError') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** "Firefox 128 on Linux (Computer)" from what the server parsed. */
function useSessionName() {
  const { t } = useTranslation();
  return (session: ActiveSession) => {
    const browser = session.browser ?? t('account.ui.sessions.unknownBrowser');
    const os = session.os ?? t('account.ui.sessions.unknownOs');
    const device = session.device
      ? t(`account.ui.sessions.device.${session.device}`, { defaultValue: '' })
      : '';
    return `${browser} · ${os}${device ? ` · ${device}` : ''}`;
  };
}

/**
 * The account's active sessions (logins on devices): browser and system,
 * when logged in and last active, "this device" marked; log one out or all
 * others. No place is shown: it could only come from a third-party service.
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = useActiveSessions();
  const revoke = useRevoke();
  const nameOf = useSessionName();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <SectionCard icon={<DevicesIcon />} title={t('account.ui.sessions.title')}>
      <SectionIntro mb={1}>{t('account.ui.sessions.intro')}</SectionIntro>
      <QueryContent
        query={sessions}
        loading={<ListSkeleton items={2} />}
        errorTitle={t('account.ui.sessions.loadError')}
      >
        {(list) => (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <AccountItemList>
              {list.map((session) => {
                const name = nameOf(session);
                return (
                  <AccountItem
                    key={session.id}
                    name={name}
                    chip={session.current ? t('account.ui.sessions.thisDevice') : undefined}
                    chipColor="primary"
                    details={
                      <>
                        {t('account.ui.sessions.lastUsed', {
                          date: formatDate(session.lastUsedAt, locale),
                        })}
                        {' · '}
                        {t('account.ui.sessions.since', {
                          date: formatDate(session.createdAt, locale),
                        })}
                      </>
                    }
                    action={
                      !session.current && (
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          aria-label={t('account.ui.sessions.revokeLabel', { name })}
                          loading={revoke.isPending && revoke.variables === session.id}
                          onClick={() => revoke.mutate(session.id)}
                        >
                          {t('account.ui.sessions.revoke')}
                        </Button>
                      )
                    }
                  />
                );
              })}
            </AccountItemList>
            {others.length > 0 && (
              <Box>
                <Button
                  variant="outlined"
                  color="error"
                  loading={revoke.isPending && revoke.variables === 'others'}
                  onClick={() => revoke.mutate('others')}
                >
                  {t('account.ui.sessions.revokeOthers')}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
