import BadgeIcon from '@mui/icons-material/Badge';
import EditIcon from '@mui/icons-material/Edit';
import SecurityIcon from '@mui/icons-material/Security';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { ButtonsSkeleton, DetailsSkeleton } from '../../components/ContentSkeletons';
import { ColumnsLayout } from '../../components/ColumnsLayout';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { FirstRunPanel } from '../onboarding/FirstRunPanel';
import { SHARE_LINKS_ANCHOR } from '../onboarding/firstRunSteps';
import { HashTarget } from '../onboarding/HashTarget';
import { YourDataCard } from '../portability/YourDataCard';
import { useProfile } from '../profile/profile.queries';
import { ProfileStatsCard } from '../sharing/ProfileStatsCard';
import { QrCodeCard } from '../sharing/QrCodeCard';
import { ShareLinksCard } from '../sharing/ShareLinksCard';
import { AccountDetails } from './AccountDetails';
import { ActiveSessions } from './ActiveSessions';
import { AccountLoadError } from './AccountLoadError';
import { useAccount } from './account.queries';
import { LinkedProviders } from './LinkedProviders';
import { Passkeys } from './Passkeys';
import { ProfileCard } from './ProfileCard';
import { PublicProfileLink } from './PublicProfileLink';
import { SecurityActions } from './SecurityActions';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * Account view: personal data, the public link, your data (export, import),
 * profile, password, linked logins, deletion.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  // Sharing, views and the QR code mean nothing before there is a profile to share.
  const hasProfile = Boolean(useProfile().data);

  return (
    <PageContainer>
      <PageHeader
        title={t('pages.account.title')}
        subtitle={t('pages.account.subtitle')}
        actions={
          account.data ? (
            <LinkButton to={PATHS.accountEdit} variant="contained" startIcon={<EditIcon />}>
              {t('account.ui.view.edit')}
            </LinkButton>
          ) : (
            account.isPending && <ButtonsSkeleton count={1} width={140} />
          )
        }
      />
      {/* The first run before everything: on a phone the columns stack into one. */}
      <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        <FirstRunPanel placement="account" />
      </Box>
      {account.isError ? (
        <AccountLoadError onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : (
        <ColumnsLayout>
          <Stack spacing={3}>
            <SectionCard icon={<BadgeIcon />} title={t('pages.account.personal')}>
              {account.data ? (
                <AccountDetails account={account.data} />
              ) : (
                <DetailsSkeleton rows={8} />
              )}
            </SectionCard>
            {account.data?.username && <PublicProfileLink username={account.data.username} />}
            {account.data?.username && hasProfile && (
              <>
                <HashTarget id={SHARE_LINKS_ANCHOR}>
                  <ShareLinksCard />
                </HashTarget>
                <ProfileStatsCard />
                <QrCodeCard username={account.data.username} />
              </>
            )}
            <YourDataCard />
          </Stack>
          <Stack spacing={3}>
            <ProfileCard />
            <SectionCard icon={<SecurityIcon />} title={t('pages.account.security')}>
              {account.data ? (
                <SecurityActions account={account.data} />
              ) : (
                <ButtonsSkeleton count={2} width={140} />
              )}
            </SectionCard>
            <TwoFactorCard />
            <LinkedProviders />
            <ActiveSessions />
            <Passkeys />
          </Stack>
        </ColumnsLayout>
      )}
    </PageContainer>
  );
}
