import GitHubIcon from '@mui/icons-material/GitHub';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SOURCE_CODE_URL } from '../config';
import { PATHS } from '../paths';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color="textSecondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={PATHS.privacy} variant="body2" color="text.secondary">
            {t('footer.privacy')}
          </Link>
          <Link
            href={SOURCE_CODE_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
          >
            <GitHubIcon sx={{ fontSize: 18 }} aria-hidden />
            {t('footer.source')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
