import type { CvCheck } from '@cv/shared';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/useLocale';
import { SectionCard } from '../../../../components/SectionCard';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { checkMessage, checkSeverity } from './checkMessage';

interface CvChecksListProps {
  /** undefined until the first preview has been checked. */
  checks: readonly CvCheck[] | undefined;
}

/** What a careful reader would point out, from the latest preview; beside it in the studio. */
export function CvChecksList({ checks }: CvChecksListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SectionCard icon={<FactCheckOutlinedIcon />} title={t('cv.studio.checks.title')}>
      {checks === undefined ? (
        <Stack role="status" aria-label={t('app.loading')} spacing={1}>
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      ) : checks.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlineIcon color="success" aria-hidden />
          <Typography>{t('cv.studio.checks.none')}</Typography>
        </Stack>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {checks.map((check, index) => {
            const warning = checkSeverity(check) === 'warning';
            return (
              <Box
                component="li"
                key={`${check.code}-${check.entryId ?? check.section ?? ''}-${index}`}
                data-check={check.code}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
              >
                {warning ? (
                  <WarningAmberRoundedIcon
                    color="warning"
                    fontSize="small"
                    sx={{ mt: 0.25 }}
                    aria-hidden
                  />
                ) : (
                  <InfoOutlinedIcon color="info" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                )}
                <Typography variant="body2">
                  <VisuallyHidden>
                    {warning ? t('cv.studio.checks.warning') : t('cv.studio.checks.hint')}:{' '}
                  </VisuallyHidden>
                  {checkMessage(check, t, locale)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
