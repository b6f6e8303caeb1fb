import ChecklistIcon from '@mui/icons-material/Checklist';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/toast';
import { FirstRunChecklist } from './FirstRunChecklist';
import { FirstRunStart } from './FirstRunStart';
import { useFirstRun } from './useFirstRun';

interface FirstRunPanelProps {
  /**
   * Where it sits: the home page also offers to show a closed checklist
   * again; the account page leaves that to the home page.
   */
  placement: 'home' | 'account';
}

/**
 * The first run, first on the page: the start for an owner without a
 * profile, and the checklist to a first PDF and a shared link until it is
 * closed.
 */
export function FirstRunPanel({ placement }: FirstRunPanelProps) {
  const { t } = useTranslation();
  const view = useFirstRun();
  const headingId = useId();
  const reopenRef = useRef<HTMLButtonElement>(null);
  const focusReopen = useRef(false);

  useEffect(() => {
    if (view.kind === 'dismissed' && focusReopen.current) {
      focusReopen.current = false;
      reopenRef.current?.focus();
    }
  }, [view.kind]);

  if (view.kind === 'loading' || view.kind === 'none') return null;

  if (view.kind === 'dismissed') {
    if (placement !== 'home') return null;
    return (
      <Button
        ref={reopenRef}
        variant="outlined"
        startIcon={<ChecklistIcon />}
        onClick={view.reopen}
      >
        {t('onboarding.reopen', { done: view.progress.done, total: view.progress.total })}
      </Button>
    );
  }

  const { progress, hasProfile, dismiss } = view;
  const close = () => {
    focusReopen.current = true;
    dismiss();
    notify.info(t('onboarding.dismissed'));
  };

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid="first-run"
      sx={{ borderTop: 4, borderTopColor: progress.complete ? 'success.main' : 'primary.main' }}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
        {hasProfile ? (
          <FirstRunChecklist progress={progress} headingLevel="h2" headingId={headingId} />
        ) : (
          <>
            <FirstRunStart headingId={headingId} />
            <Divider sx={{ my: 3 }} />
            <FirstRunChecklist progress={progress} headingLevel="h3" />
          </>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={close} startIcon={<CloseIcon />} color="inherit" size="small">
            {t('onboarding.dismiss')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
