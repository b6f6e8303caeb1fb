import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { HISTORY_LIMITS, type VersionSummary } from '@cv/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failure, type DrawerPartProps } from './drawerStatus';
import { useNameVersion } from './history.queries';

/** Names a version ("sent to ACME"); an empty name makes it unnamed again. */
export function NameVersionDialog({
  doc,
  version,
  onClose,
  onStatus,
}: DrawerPartProps & {
  version: VersionSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(version.name ?? '');
  const save = useNameVersion(doc);
  const tooLong = name.trim().length > HISTORY_LIMITS.versionNameMax;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    save.mutate(
      { id: version.id, name: name.trim() || null },
      {
        onSuccess: () => {
          onStatus({ severity: 'success', text: t('history.panel.nameSaved') });
          onClose();
        },
        onError: (error) => {
          onStatus(failure(t('history.panel.name'), error));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('history.panel.name')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('history.panel.nameLabel')}
            placeholder={t('history.panel.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tooLong}
            helperText={
              tooLong
                ? t('validation.tooLong', {
                    label: t('history.panel.nameLabel'),
                    max: HISTORY_LIMITS.versionNameMax,
                  })
                : undefined
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('history.panel.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || tooLong}>
            {t('history.panel.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
