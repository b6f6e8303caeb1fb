import AddIcon from '@mui/icons-material/Add';
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
import { QueryLoadError } from '../../components/feedback/LoadError';

/** The profile at a glance, with the way to create or edit it. */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const account = useAccount();

  let body;
  if (profile.isPending) {
    body = (
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
    );
  } else if (profile.isError) {
    body = <QueryLoadError title={t('profile.errors.load')} query={profile} />;
  } else if (profile.data === null) {
    body = (
      <>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('account.ui.view.noProfile')}
        </Typography>
        <LinkButton to={PATHS.profileCreate} variant="contained" startIcon={<AddIcon />}>
          {t('account.ui.view.createProfile')}
        </LinkButton>
      </>
    );
  } else {
    const { data } = profile;
    const fullName = [account.data?.firstName, account.data?.lastName].filter(Boolean).join(' ');
    const name = data.displayName || fullName || account.data?.username || '';
    body = (
      <>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
          <Avatar
            src={data.thumbnailUrl ?? undefined}
            alt=""
            sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
          >
            <PersonIcon fontSize="large" />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            {data.jobTitle && (
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {data.jobTitle}
              </Typography>
            )}
            <Chip
              size="small"
              variant="outlined"
              color={data.publicAccess ? 'success' : 'default'}
              label={t(data.publicAccess ? 'account.ui.view.public' : 'account.ui.view.private')}
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

  return (
    <SectionCard icon={<PersonIcon />} title={t('pages.account.profile')}>
      {body}
    </SectionCard>
  );
}
