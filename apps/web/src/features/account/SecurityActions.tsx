import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import KeyIcon from '@mui/icons-material/Key';
import type { Account } from '@cv/shared';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Change the password, or delete the account after a confirmation. */
export function SecurityActions({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {account.hasPassword ? (
        <LinkButton to={PATHS.changePassword} variant="outlined" startIcon={<KeyIcon />}>
          {t('account.ui.view.changePassword')}
        </LinkButton>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('account.ui.view.noPassword')}
        </Typography>
      )}
      <Divider flexItem />
      <Typography variant="body2" color="textSecondary">
        {t('account.ui.view.deleteHint')}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming(true)}
      >
        {t('account.ui.view.deleteAccount')}
      </Button>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
