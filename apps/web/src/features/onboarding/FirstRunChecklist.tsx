import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SECTIONS_GOAL, type FirstRunProgress } from './firstRunSteps';

interface FirstRunChecklistProps {
  progress: FirstRunProgress;
  /** The checklist's heading: an h2 on its own, an h3 under the start's. */
  headingLevel: 'h2' | 'h3';
  headingId?: string;
}

/** The steps to a first PDF and a shared link, each a link to where it is done. */
export function FirstRunChecklist({ progress, headingLevel, headingId }: FirstRunChecklistProps) {
  const { t } = useTranslation();
  const progressId = useId();
  const { steps, done, total, complete, next } = progress;
  return (
    <Box>
      <Typography id={headingId} variant="h6" component={headingLevel}>
        {complete ? t('onboarding.doneTitle') : t('onboarding.checklistTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {complete ? t('onboarding.doneText') : t('onboarding.checklistIntro')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        <LinearProgress
          variant="determinate"
          value={(done / total) * 100}
          aria-labelledby={progressId}
          color={complete ? 'success' : 'primary'}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography
          id={progressId}
          variant="body2"
          sx={{ fontWeight: 600, flexShrink: 0 }}
          data-testid="first-run-progress"
        >
          {t('onboarding.progress', { done, total })}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {steps.map((step) => {
          const isNext = step.id === next?.id;
          return (
            <Box component="li" key={step.id} data-step={step.id} data-done={step.done}>
              <Link
                component={RouterLink}
                to={step.to}
                underline="hover"
                color={step.done ? 'textSecondary' : 'textPrimary'}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 44,
                  px: 1,
                  mx: -1,
                  py: 0.75,
                  borderRadius: 2,
                  fontWeight: isNext ? 600 : 400,
                  bgcolor: isNext
                    ? theme.alpha(theme.vars.palette.primary.main, 0.08)
                    : 'transparent',
                  '&:focus-visible': {
                    outline: `3px solid ${theme.alpha(theme.vars.palette.primary.main, 0.5)}`,
                    outlineOffset: 0,
                  },
                })}
              >
                {step.done ? (
                  <CheckCircleIcon color="success" aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon color={isNext ? 'primary' : 'disabled'} aria-hidden />
                )}
                <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t(`onboarding.steps.${step.id}`, { count: SECTIONS_GOAL })}
                  {/* The state in words, for those who cannot see the icon. */}
                  {(step.done || isNext) && ' '}
                  {step.done && <VisuallyHidden>({t('onboarding.stepDone')})</VisuallyHidden>}
                  {isNext && <VisuallyHidden>({t('onboarding.stepNext')})</VisuallyHidden>}
                </Box>
                {isNext && <ArrowForwardIcon color="primary" fontSize="small" aria-hidden />}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
