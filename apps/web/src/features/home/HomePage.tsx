import EditNoteIcon from '@mui/icons-material/EditNote';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { IconTile } from '../../components/IconTile';
import { useSession } from '../../app/useSession';
import { CvPreview } from './CvPreview';
import { OwnerSection } from './ownerSection';

export { prepareHome } from './ownerSection';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <IconTile icon={icon} size={48} radius={3} sx={{ mb: 2 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();

  return (
    <>
      {/* One background behind the first run and the welcome. */}
      <Box
        sx={(theme) => ({
          background: `radial-gradient(1200px 500px at 85% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.16)}, transparent 70%)`,
          ...theme.applyStyles('dark', {
            background: `radial-gradient(1200px 500px at 85% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.22)}, transparent 70%)`,
          }),
        })}
      >
        {loggedIn && (
          <Suspense fallback={null}>
            <OwnerSection />
          </Suspense>
        )}
        <Box component="section" aria-labelledby="home-title">
          <Container
            maxWidth="lg"
            sx={{
              py: { xs: 6, md: 10 },
              display: 'grid',
              gap: { xs: 6, md: 8 },
              gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Chip
                icon={<AutoAwesomeIcon />}
                label={t('home.eyebrow')}
                color="primary"
                variant="outlined"
                sx={{ mb: 3, fontWeight: 600 }}
              />
              <Typography
                id="home-title"
                variant="h2"
                component="h1"
                sx={{ fontSize: { xs: '2.4rem', sm: '3rem', lg: '3.6rem' }, lineHeight: 1.1 }}
              >
                {t('home.title')}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                color="textSecondary"
                sx={{ mt: 2.5, fontWeight: 400, maxWidth: '52ch', lineHeight: 1.6 }}
              >
                {t('home.welcome')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
                {loggedIn ? (
                  <LinkButton
                    to={PATHS.profileEdit}
                    variant="contained"
                    size="large"
                    startIcon={<EditNoteIcon />}
                  >
                    {t('home.ctaLoggedIn')}
                  </LinkButton>
                ) : (
                  <>
                    <LinkButton to={PATHS.signup} variant="contained" size="large">
                      {t('home.cta')}
                    </LinkButton>
                    <LinkButton to={PATHS.login} variant="outlined" size="large">
                      {t('home.login')}
                    </LinkButton>
                  </>
                )}
              </Stack>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
              <CvPreview />
            </Box>
          </Container>
        </Box>
      </Box>

      <Container
        component="section"
        aria-labelledby="features-title"
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 8 } }}
      >
        <Typography id="features-title" variant="h4" component="h2" sx={{ mb: 4 }}>
          {t('home.featuresTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          <Feature
            icon={<EditNoteIcon />}
            title={t('home.createTitle')}
            text={t('home.createText')}
          />
          <Feature icon={<ShareIcon />} title={t('home.shareTitle')} text={t('home.shareText')} />
          <Feature
            icon={<PictureAsPdfIcon />}
            title={t('home.pdfTitle')}
            text={t('home.pdfText')}
          />
        </Box>
      </Container>

      {!loggedIn && (
        <Container
          component="section"
          aria-labelledby="cta-title"
          maxWidth="lg"
          sx={{ pb: { xs: 6, md: 10 } }}
        >
          <Box
            sx={(theme) => ({
              p: { xs: 4, md: 6 },
              borderRadius: 5,
              color: '#fff',
              background: `linear-gradient(135deg, ${theme.vars.palette.primary.main}, #2a3f9a)`,
              ...theme.applyStyles('dark', {
                background: 'linear-gradient(135deg, #2f4fb8, #2a3f9a)',
              }),
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { xs: 'flex-start', md: 'center' },
              justifyContent: 'space-between',
              gap: 3,
            })}
          >
            <Box>
              <Typography id="cta-title" variant="h4" component="h2">
                {t('home.ctaTitle')}
              </Typography>
              <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('home.ctaText')}</Typography>
            </Box>
            <LinkButton
              to={PATHS.signup}
              size="large"
              variant="contained"
              sx={{
                bgcolor: '#fff',
                color: '#2a3f9a',
                flexShrink: 0,
                '&:hover': { bgcolor: '#eef2ff' },
              }}
            >
              {t('home.cta')}
            </LinkButton>
          </Box>
        </Container>
      )}
    </>
  );
}
