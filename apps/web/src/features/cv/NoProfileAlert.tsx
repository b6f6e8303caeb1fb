import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';

/** A CV needs a profile: says so, with the way to create one. */
export function NoProfileAlert({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <Button component={RouterLink} to={PATHS.profileCreate} color="inherit" size="small">
          {t('cv.page.createProfile')}
        </Button>
      }
    >
      {t('cv.errors.profileNotFound')}
    </Alert>
  );
}
