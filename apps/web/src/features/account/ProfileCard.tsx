import AddIcon from '@mui/icons-material/Add';
import type { Account, Profile } from '@cv/shared';
import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { ButtonsSkeleton } from '../../components/ContentSkeletons';
import { SectionCard } from '../../components/SectionCard';
import { useProfile } from '../profile/profile.queries';
import { useAccount } from './account.queries';
import { QueryContent } from '../../components/feedback/QueryContent';

/** The profile's picture, name, job title and visibility, with the way to edit it. */
function ProfileSummary({ profile, account }: { profile: Profile; account: Account | undefined }) {
  const { t } = useTranslation();
  const fullName = [account?.firstName, account?.lastName].filter(Boolean).join(' ');
  const name = profile.displayName || fullName || account?.username || '';
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        <Avatar
          src={profile.thumbnailUrl ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
        >
          <PersonIcon fontSize="large" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {profile.jobTitle && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {profile.jobTitle}
            </Typography>
          )}
          <Chip
            size="small"
            variant="outlined"
            color={profile.publicAccess ? 'success' : 'default'}
            label={t(profile.publicAccess ? 'account.ui.view.public' : 'account.ui.view.private')}
            sx={{ mt: 0.75 }}
          />
        </Box>
      </Stack>
      <LinkButton to={PATHS.profileEdit} variant="outlined" startIcon={<EditIcon />}>
        {t('account.ui.view.editProfile')}
      </LinkButton>
    </>
  );
}

/** The profile at a glance, with the way to create or edit it. */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const account = useAccount();

  return (
    <SectionCard icon={<PersonIcon />} title={t('pages.account.profile')}>
      <QueryContent
        query={profile}
        loading={
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} aria-hidden>
              <Skeleton variant="circular" width={64} height={64} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="45%" />
              </Box>
            </Stack>
            <ButtonsSkeleton count={1} width={120} />
          </>
        }
        errorTitle={t('profile.errors.load')}
      >
        {(data) =>
          data === null ? (
            <>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {t('account.ui.view.noProfile')}
              </Typography>
              <LinkButton to={PATHS.profileCreate} variant="contained" startIcon={<AddIcon />}>
                {t('account.ui.view.createProfile')}
              </LinkButton>
            </>
          ) : (
            <ProfileSummary profile={data} account={account.data} />
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
