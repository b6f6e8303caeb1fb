import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { textColorOn } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import type { ThemeValues } from './themeForm';

interface ThemePreviewProps {
  colors: ThemeValues;
  name: string | null;
  jobTitle: string | null;
  pictureUrl: string | null;
}

/**
 * A small picture of the public profile page (the server's public-page): the
 * header band in the header colour with text in its contrast colour, the page
 * in the background colour, cards on white. Always light, like that page.
 */
export function ThemePreview({ colors, name, jobTitle, pictureUrl }: ThemePreviewProps) {
  const { t } = useTranslation();
  // The header's text colour exactly as the public page computes it (its dark text is #141a2e).
  const onHeader = textColorOn(colors.surfaceColor, '#141a2e');
  return (
    <Box
      component="figure"
      role="img"
      aria-label={t('profile.theme.preview')}
      data-testid="theme-preview"
      sx={{
        m: 0,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: colors.backgroundColor,
      }}
    >
      <Box
        data-testid="theme-preview-header"
        sx={{
          bgcolor: colors.surfaceColor,
          color: onHeader,
          px: 2,
          pt: 2,
          pb: 4,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Avatar
          src={pictureUrl ?? undefined}
          alt=""
          sx={{ width: 44, height: 44, bgcolor: 'rgba(255,255,255,.25)', color: onHeader }}
        >
          <PersonIcon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {name || t('profile.theme.previewName')}
          </Typography>
          {jobTitle && (
            <Typography variant="body2" noWrap>
              {jobTitle}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5, mt: -2.5 }}>
        <Box
          sx={{
            bgcolor: '#ffffff',
            color: '#141a2e',
            borderRadius: 1.5,
            p: 1.5,
            boxShadow: '0 1px 2px rgba(16,24,40,.08)',
          }}
        >
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 1 }}>
            {t('profile.theme.previewSection')}
          </Typography>
          {[70, 45, 58].map((width, i) => (
            <Box
              key={i}
              sx={{
                height: 6,
                width: `${width}%`,
                borderRadius: 3,
                mb: i === 2 ? 0 : 0.75,
                bgcolor: i === 0 ? colors.surfaceColor : 'rgba(20,26,46,.12)',
                opacity: i === 0 ? 0.7 : 1,
              }}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
