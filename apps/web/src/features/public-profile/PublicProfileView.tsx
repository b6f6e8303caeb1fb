import type { PublicProfile } from '@cv/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { OwnerBar } from './OwnerBar';
import { ProfileHeader } from './ProfileHeader';
import { ProfileBody } from './ProfileBody';
import { profileColors, profileTheme } from './profileColors';
import { ContentLangProvider } from './textLang';

interface PublicProfileViewProps {
  profile: PublicProfile;
  /** The logged-in owner looks at their own page. */
  isOwner: boolean;
}

/**
 * The shared CV page in the owner's colours: the header band in the header
 * colour, the page in the background colour, the content on white cards so
 * that it reads whatever the owner chose. Only what the API sent is shown.
 */
export function PublicProfileView({ profile, isOwner }: PublicProfileViewProps) {
  const { t } = useTranslation();
  const colors = useMemo(() => profileColors(profile.theme), [profile.theme]);
  const theme = useMemo(() => profileTheme(profile.theme, colors), [profile.theme, colors]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles
        styles={{
          body: { backgroundColor: colors.page },
          '@media print': {
            body: { backgroundColor: '#fff' },
            '@page': { margin: '14mm 12mm' },
          },
        }}
      />
      <Box
        data-testid="public-profile"
        sx={{
          minHeight: '100vh',
          bgcolor: colors.page,
          '@media print': { bgcolor: '#fff', minHeight: 0, color: '#000' },
        }}
      >
        <ContentLangProvider lang={profile.lang}>
          {isOwner && <OwnerBar />}
          <ProfileHeader profile={profile} colors={colors} />
          <Container
            maxWidth="md"
            sx={{
              mt: { xs: -6, md: -7 },
              pb: { xs: 4, md: 6 },
              position: 'relative',
              '@media print': { mt: 0, px: 0, maxWidth: 'none' },
            }}
          >
            <ProfileBody profile={profile} />
            <Box
              component="footer"
              sx={{
                mt: { xs: 4, md: 5 },
                textAlign: 'center',
                '@media print': { display: 'none' },
              }}
            >
              <Link
                component={RouterLink}
                to={PATHS.home}
                underline="hover"
                sx={{ color: colors.onPageMuted, fontSize: '0.875rem', fontWeight: 500 }}
              >
                {t('publicProfile.madeWith')}
              </Link>
            </Box>
          </Container>
        </ContentLangProvider>
      </Box>
    </ThemeProvider>
  );
}
