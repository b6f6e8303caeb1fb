import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';

/**
 * Only the owner sees this: how to edit the profile and the way to the PDF
 * (the CV page, where the design and language are chosen). Never printed.
 */
export function OwnerBar() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('publicProfile.owner.notice')}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        '@media print': { display: 'none' },
      }}
    >
      <Container
        maxWidth="md"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          py: 1.25,
        }}
      >
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        >
          <VisibilityOutlinedIcon aria-hidden fontSize="small" />
          {t('publicProfile.owner.notice')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={PATHS.profileEdit}
            size="small"
            startIcon={<EditIcon />}
          >
            {t('publicProfile.owner.edit')}
          </Button>
          <Button
            component={RouterLink}
            to={PATHS.cv}
            size="small"
            variant="contained"
            startIcon={<DownloadIcon />}
          >
            {t('publicProfile.owner.download')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
