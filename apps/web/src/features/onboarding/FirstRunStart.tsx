import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { IconTile } from '../../components/IconTile';

function StartChoice({
  to,
  icon,
  title,
  text,
  primary,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  primary?: boolean;
}) {
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ borderWidth: 2, borderColor: primary ? 'primary.main' : 'divider' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <IconTile icon={icon} size={40} radius={2} sx={{ flexShrink: 0 }} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'block', mt: 0.25 }}
          >
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The two ways in for an owner without a profile: a file they have, or an empty profile. */
export function FirstRunStart({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography id={headingId} variant="h5" component="h2">
        {t('onboarding.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {t('onboarding.intro')}
      </Typography>
      <Box
        component="ul"
        aria-label={t('onboarding.startLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <StartChoice
          to={PATHS.accountImport}
          icon={<UploadFileIcon />}
          title={t('onboarding.importTitle')}
          text={t('onboarding.importText')}
        />
        <StartChoice
          to={PATHS.profileCreate}
          icon={<EditNoteIcon />}
          title={t('onboarding.scratchTitle')}
          text={t('onboarding.scratchText')}
          primary
        />
      </Box>
    </Box>
  );
}
