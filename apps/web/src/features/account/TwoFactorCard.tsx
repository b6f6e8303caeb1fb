import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import type { TwoFactorEnrolment } from '@cv/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { ButtonsSkeleton } from '../../components/ContentSkeletons';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryContent } from '../../components/feedback/QueryContent';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TwoFactorEnrolDialog } from './TwoFactorEnrolDialog';
import {
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from './twoFactor.queries';
import { ReauthenticationCancelled, useReauthentication } from './useReauthentication';

/**
 * Two-factor login on the account page: on or off, the recovery codes left;
 * turn it on (QR code, first code, recovery codes), renew the codes, or turn
 * it off after a confirmation. The server asks for a re-authentication
 * where it matters; the guard shows that dialog and retries.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const reauth = useReauthentication();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);

  async function guarded<T>(action: () => Promise<T>, errorTitle: string): Promise<T | null> {
    try {
      return await reauth.guard(action);
    } catch (error) {
      if (!(error instanceof ReauthenticationCancelled))
        handleApiError(error, { title: errorTitle });
      return null;
    }
  }

  const turnOn = async () => {
    const started = await guarded(() => start.mutateAsync(), t('twoFactor.ui.enrol.error'));
    if (started) setEnrolment(started);
  };
  const renewCodes = async () => {
    const renewed = await guarded(() => renew.mutateAsync(undefined), t('twoFactor.ui.renewError'));
    if (renewed) setCodes(renewed.recoveryCodes);
  };
  const turnOff = async () => {
    const done = await guarded(
      () => disable.mutateAsync(undefined).then(() => true),
      t('twoFactor.ui.disable.error'),
    );
    setConfirmingOff(false);
    if (done) notify.success(t('twoFactor.ui.disable.done'));
  };

  return (
    <SectionCard
      icon={<PhonelinkLockIcon />}
      title={t('twoFactor.ui.title')}
      action={
        status.data && (
          <Chip
            size="small"
            color={status.data.enabled ? 'success' : 'default'}
            variant="outlined"
            label={t(status.data.enabled ? 'twoFactor.ui.on' : 'twoFactor.ui.off')}
          />
        )
      }
    >
      <SectionIntro>{t('twoFactor.ui.intro')}</SectionIntro>
      <QueryContent
        query={status}
        loading={<ButtonsSkeleton count={1} width={140} />}
        errorTitle={t('twoFactor.ui.loadError')}
      >
        {({ enabled, recoveryCodesLeft }) =>
          enabled ? (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">
                {t('twoFactor.ui.recoveryLeft', { count: recoveryCodesLeft })}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  loading={renew.isPending}
                  onClick={() => void renewCodes()}
                >
                  {t('twoFactor.ui.newCodes')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setConfirmingOff(true)}>
                  {t('twoFactor.ui.turnOff')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button variant="contained" loading={start.isPending} onClick={() => void turnOn()}>
              {t('twoFactor.ui.turnOn')}
            </Button>
          )
        }
      </QueryContent>
      {reauth.dialog}
      <TwoFactorEnrolDialog
        enrolment={enrolment}
        onClose={() => setEnrolment(null)}
        onEnabled={(recoveryCodes) => {
          setEnrolment(null);
          setCodes(recoveryCodes);
          notify.success(t('twoFactor.ui.enabled'));
        }}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
      <ConfirmDialog
        open={confirmingOff}
        title={t('twoFactor.ui.disable.title')}
        text={t('twoFactor.ui.disable.text')}
        confirmLabel={t('twoFactor.ui.disable.confirm')}
        destructive
        pending={disable.isPending}
        onConfirm={() => void turnOff()}
        onCancel={() => setConfirmingOff(false)}
      />
    </SectionCard>
  );
}
