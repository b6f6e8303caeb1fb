import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';

/** A CV needs a profile: says so, with the way to create one. */
export function NoProfileAlert({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <LinkButton to={PATHS.profileCreate} color="inherit" size="small">
          {t('cv.page.createProfile')}
        </LinkButton>
      }
    >
      {t('cv.errors.profileNotFound')}
    </Alert>
  );
}
