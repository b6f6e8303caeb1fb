import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Profile } from '@cv/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { BASENAME, publicProfilePath } from '../../../app/paths';
import { notify } from '../../../app/toast';
import { SectionCard } from '../../../components/SectionCard';
import { useAccountSummary } from '../../account/account.queries';
import { useSaveProfile } from '../profile.queries';
import { generalDataOf, visibilityOf, type VisibilityFlag } from './profileForm';
import { VisibilitySwitches } from './VisibilitySwitches';

/**
 * The public-access switches. Each one saves at once (settings, not a draft),
 * sending the saved general data along, since the API takes them together.
 */
export function VisibilitySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const account = useAccountSummary();
  const username = account.data?.username;

  // While a change is on its way the switch already shows it, and a second
  // change builds on it rather than on the saved state.
  const values = visibilityOf(save.isPending ? save.variables?.data : profile);

  const handleChange = (flag: VisibilityFlag, checked: boolean) => {
    save.mutate(
      { data: { ...generalDataOf(profile), ...values, [flag]: checked } },
      {
        onSuccess: () => notify.success(t('profile.visibility.saved')),
        onError: (error) => handleApiError(error, { title: t('profile.errors.save') }),
      },
    );
  };

  return (
    <SectionCard icon={<VisibilityIcon />} title={t('pages.profileEdit.visibility')}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('profile.visibility.intro')}
      </Typography>
      <VisibilitySwitches values={values} onChange={handleChange} />
      {values.publicAccess ? (
        username && (
          <Button
            component="a"
            href={`${BASENAME}${publicProfilePath(username)}`}
            target="_blank"
            rel="noopener"
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            sx={{ mt: 2 }}
          >
            {t('profile.visibility.viewPublic')}
            <span style={visuallyHidden}>{` ${t('app.opensInNewTab')}`}</span>
          </Button>
        )
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('profile.visibility.private')}
        </Alert>
      )}
    </SectionCard>
  );
}
