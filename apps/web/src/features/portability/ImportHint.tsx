import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** On the empty create-profile screen: a CV people have already can fill the profile instead. */
export function ImportHint() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        // A plain surface: on a primary tint the outlined button's text falls below AA contrast.
        bgcolor: 'background.paper',
      }}
    >
      <UploadFileIcon aria-hidden color="primary" />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {t('portability.import.createHint.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('portability.import.createHint.text')}
        </Typography>
      </Box>
      <LinkButton to={PATHS.accountImport} variant="outlined">
        {t('portability.import.createHint.action')}
      </LinkButton>
    </Box>
  );
}
