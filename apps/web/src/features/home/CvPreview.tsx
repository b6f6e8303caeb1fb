import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const bar = (width: string, opacity = 0.14) => (
  <Box sx={{ height: 8, width, borderRadius: 4, bgcolor: 'text.primary', opacity }} />
);

/** A decorative miniature CV on the home page: shows what the product makes. */
export function CvPreview() {
  const { t } = useTranslation();
  return (
    <Paper
      aria-hidden
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 380,
        borderRadius: 4,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 24px 60px -20px rgba(30, 50, 120, 0.35)',
        transform: 'rotate(-2deg)',
      }}
    >
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            sx={{
              width: 56,
              height: 56,
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontWeight: 700,
            }}
          >
            AL
          </Avatar>
          <Box>
            <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
              {t('home.previewName')}
            </Typography>
            <Typography variant="body2">{t('home.previewJob')}</Typography>
          </Box>
        </Stack>
      </Box>
      <Stack spacing={2.5} sx={{ p: 3 }}>
        {[0, 1].map((section) => (
          <Stack key={section} spacing={1.25}>
            <Box
              sx={{
                height: 10,
                width: '40%',
                borderRadius: 5,
                bgcolor: 'primary.main',
                opacity: 0.7,
              }}
            />
            {bar('92%')}
            {bar('80%')}
            {bar('64%')}
          </Stack>
        ))}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {['TypeScript', 'React', 'SQL', 'Typst'].map((skill) => (
            <Chip key={skill} label={skill} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
