import CloseIcon from '@mui/icons-material/Close';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocQuery, VersionSummary } from '@cv/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryLoadError } from '../../components/feedback/LoadError';
import { BlocksSkeleton } from '../../components/ContentSkeletons';
import { ItemActionButton } from '../../components/ItemActionButton';
import { CompareView } from './CompareView';
import { failure, type DrawerPartProps, type DrawerStatus } from './drawerStatus';
import { useVersions, useRestore } from './history.queries';
import { NameVersionDialog } from './NameVersionDialog';
import { useFormatDateTime } from './useFormatDateTime';

interface HistoryDrawerProps {
  doc: DocQuery;
  open: boolean;
  onClose: () => void;
  title: string;
}

/**
 * A document's versions in a drawer: name one, compare one with now (or
 * with another), restore it whole. The comparison restores an entry or a
 * field alone.
 */
export function HistoryDrawer({ doc, open, onClose, title }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [comparing, setComparing] = useState<string | null>(null);
  const [status, setStatus] = useState<DrawerStatus | null>(null);
  const handleClose = () => {
    setStatus(null);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={handleClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100vw', sm: 'min(760px, 100vw)' } },
        } as object,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={handleClose} aria-label={t('history.panel.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: { xs: 2, sm: 3 }, overflowY: 'auto' }}>
        <Box role="status" aria-live="polite">
          {status && (
            <Alert severity={status.severity} onClose={() => setStatus(null)} sx={{ mb: 2 }}>
              {status.text}
            </Alert>
          )}
        </Box>
        {open &&
          (comparing ? (
            <CompareView
              doc={doc}
              initialLeft={comparing}
              onBack={() => setComparing(null)}
              onStatus={setStatus}
            />
          ) : (
            <VersionList doc={doc} onCompare={setComparing} onStatus={setStatus} />
          ))}
      </Box>
    </Drawer>
  );
}

function VersionList({
  doc,
  onCompare,
  onStatus,
}: DrawerPartProps & {
  onCompare: (id: string) => void;
}) {
  const { t } = useTranslation();
  const versions = useVersions(doc);
  const [naming, setNaming] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const restore = useRestore(doc);

  if (versions.isPending) {
    return <BlocksSkeleton count={3} height={72} label={t('history.panel.loading')} />;
  }
  if (versions.isError) return <QueryLoadError title={t('history.errors.load')} query={versions} />;
  if (versions.data.length === 0) {
    return <Typography color="textSecondary">{t('history.panel.empty')}</Typography>;
  }

  const handleRestore = (version: VersionSummary) => {
    restore.mutate(
      { id: version.id },
      {
        onSuccess: () => onStatus({ severity: 'success', text: t('history.panel.restored') }),
        onError: (error) => onStatus(failure(t('history.errors.restore'), error)),
        onSettled: () => setRestoring(null),
      },
    );
  };

  return (
    <>
      <List disablePadding aria-label={t('history.panel.title')}>
        {versions.data.map((version) => (
          <VersionItem
            key={version.id}
            version={version}
            onCompare={() => onCompare(version.id)}
            onName={() => setNaming(version)}
            onRestore={() => setRestoring(version)}
          />
        ))}
      </List>
      {naming && (
        <NameVersionDialog
          doc={doc}
          version={naming}
          onClose={() => setNaming(null)}
          onStatus={onStatus}
        />
      )}
      <ItemConfirmDialog
        item={restoring}
        title={t('history.panel.restoreAll')}
        text={t('history.panel.restoreAllConfirm')}
        confirmLabel={t('history.panel.restoreAll')}
        cancelLabel={t('history.panel.cancel')}
        onConfirm={handleRestore}
        onCancel={() => setRestoring(null)}
        pending={restore.isPending}
      />
    </>
  );
}

function VersionItem({
  version,
  onCompare,
  onName,
  onRestore,
}: {
  version: VersionSummary;
  onCompare: () => void;
  onName: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const when = formatDateTime(version.createdAt);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      data-testid="history-version"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {version.name ?? t(`history.reason.${version.reason}`)}
        </Typography>
        {version.name && <Chip size="small" label={t('history.panel.named')} />}
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {version.name ? `${t(`history.reason.${version.reason}`)} · ${when}` : when}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <ItemActionButton
          size="small"
          variant="outlined"
          startIcon={<CompareArrowsIcon />}
          onClick={onCompare}
          label={t('history.panel.compareWithNow')}
          item={when}
        />
        <ItemActionButton
          size="small"
          startIcon={<EditIcon />}
          onClick={onName}
          label={version.name ? t('history.panel.rename') : t('history.panel.name')}
          item={when}
        />
        <ItemActionButton
          size="small"
          startIcon={<RestoreIcon />}
          onClick={onRestore}
          label={t('history.panel.restoreAll')}
          item={when}
        />
      </Stack>
    </ListItem>
  );
}
