import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListSkeleton } from '../../components/ContentSkeletons';

/**
 * The shared link (spec section 2): no app bar and no footer; the header band
 * takes the owner's header colour (the profile theme's primary).
 */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  return (
    <>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pt: { xs: 5, md: 8 },
          pb: { xs: 8, md: 10 },
        }}
      >
        <Container maxWidth="md">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Skeleton
              variant="circular"
              width={120}
              height={120}
              sx={{ bgcolor: 'rgba(255,255,255,.25)', flexShrink: 0 }}
              aria-hidden
            />
            <Box sx={{ flexGrow: 1 }}>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}
              >
                {username}
              </Typography>
              <Skeleton
                variant="text"
                width="45%"
                sx={{ bgcolor: 'rgba(255,255,255,.25)', fontSize: '1.3rem' }}
                aria-hidden
              />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ mt: { xs: -5, md: -6 }, pb: 6 }}>
        <Stack spacing={3} role="status" aria-busy="true" aria-label={t('app.loading')}>
          {[3, 2, 2].map((items, i) => (
            <Card key={i}>
              <CardContent sx={{ p: 3 }}>
                <Skeleton variant="text" width={180} sx={{ fontSize: '1.4rem', mb: 2 }} />
                <ListSkeleton items={items} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Container>
    </>
  );
}
