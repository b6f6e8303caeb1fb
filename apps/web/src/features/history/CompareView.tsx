import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RestoreRequest } from '@cv/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../components/feedback/LoadError';
import { BlocksSkeleton } from '../../components/ContentSkeletons';
import { selectOptions } from '../../components/form/selectOptions';
import { ItemActionButton } from '../../components/ItemActionButton';
import { SpreadRow } from '../../components/SpreadRow';
import { failure, type DrawerPartProps } from './drawerStatus';
import { compareGroups, type CompareField, type CompareGroup } from './compareRows';
import { useCurrentSnapshot, useRestore, useVersion, useVersions } from './history.queries';
import { useFormatDateTime } from './useFormatDateTime';
import { WordDiff } from './WordDiff';

const NOW = 'now';

/**
 * Two versions of a document side by side, field by field, with the words
 * added and removed marked; "now" on the right by default. Each field, entry
 * or section can be restored from the left (older) version alone.
 */
export function CompareView({
  doc,
  initialLeft,
  onBack,
  onStatus,
}: DrawerPartProps & {
  initialLeft: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [left, setLeft] = useState(initialLeft);
  const [right, setRight] = useState<string>(NOW);
  const versions = useVersions(doc);
  const older = useVersion(left);
  const newerVersion = useVersion(right === NOW ? null : right);
  const current = useCurrentSnapshot(doc, right === NOW);
  const newer = right === NOW ? current : newerVersion;
  const restore = useRestore(doc);

  const groups = useMemo(
    () =>
      older.data && newer.data
        ? compareGroups(doc.type, older.data.snapshot, newer.data.snapshot, t)
        : null,
    [doc.type, older.data, newer.data, t],
  );

  const handleRestore = (pick: RestoreRequest) =>
    restore.mutate(
      { id: left, pick },
      {
        onSuccess: () => onStatus({ severity: 'success', text: t('history.panel.restored') }),
        onError: (error) => onStatus(failure(t('history.errors.restore'), error)),
      },
    );

  const options = (versions.data ?? []).map((v) => ({
    value: v.id,
    label: `${v.name ? `${v.name} · ` : ''}${formatDateTime(v.createdAt)}`,
  }));

  return (
    <Stack spacing={2}>
      <SpreadRow>
        <Typography component="h3" variant="h6">
          {t('history.compare.title')}
        </Typography>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('history.compare.back')}
        </Button>
      </SpreadRow>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('history.compare.left')}
          value={options.some((o) => o.value === left) ? left : ''}
          onChange={(event) => setLeft(event.target.value)}
        >
          {selectOptions(options)}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={t('history.compare.right')}
          value={right}
          onChange={(event) => setRight(event.target.value)}
        >
          {selectOptions([{ value: NOW, label: t('history.panel.now') }, ...options])}
        </TextField>
      </Stack>
      {older.isError ? (
        <QueryLoadError title={t('history.errors.load')} query={older} />
      ) : newer.isError ? (
        <QueryLoadError title={t('history.errors.load')} query={newer} />
      ) : groups === null ? (
        <BlocksSkeleton count={2} height={96} label={t('history.panel.loading')} />
      ) : groups.length === 0 ? (
        <Alert severity="info">{t('history.compare.same')}</Alert>
      ) : (
        groups.map((group) => (
          <GroupCard
            key={group.id}
            group={group}
            onRestore={handleRestore}
            pending={restore.isPending}
          />
        ))
      )}
    </Stack>
  );
}

function GroupCard({
  group,
  onRestore,
  pending,
}: {
  group: CompareGroup;
  onRestore: (pick: RestoreRequest) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <SpreadRow>
        <Typography component="h4" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {group.title}
        </Typography>
        {group.restore && (group.only === 'before' || group.fields.length > 1) && (
          <ItemActionButton
            size="small"
            startIcon={<RestoreIcon />}
            disabled={pending}
            onClick={() => onRestore(group.restore!)}
            label={t('history.compare.restoreEntry')}
            item={group.title}
          />
        )}
      </SpreadRow>
      {group.only && (
        <Typography variant="body2" color="textSecondary">
          {group.only === 'before'
            ? t('history.compare.entryRemoved')
            : t('history.compare.entryAdded')}
        </Typography>
      )}
      {group.fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          group={group}
          onRestore={onRestore}
          pending={pending}
        />
      ))}
    </Paper>
  );
}

function FieldRow({
  field,
  group,
  onRestore,
  pending,
}: {
  field: CompareField;
  group: CompareGroup;
  onRestore: (pick: RestoreRequest) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  // A field of an entry that is not in the older version cannot come back from it.
  const restorable = group.only !== 'after';
  return (
    <Box sx={{ mt: 1.5 }} data-testid="compare-field" data-field={field.name}>
      <SpreadRow>
        <Typography component="h5" variant="body2" sx={{ fontWeight: 600 }}>
          {field.label}
        </Typography>
        {restorable && (
          <ItemActionButton
            size="small"
            disabled={pending}
            onClick={() => onRestore(field.restore)}
            label={t('history.compare.restoreField')}
            item={`${field.label} (${group.title})`}
          />
        )}
      </SpreadRow>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1,
          mt: 0.5,
        }}
      >
        {(['before', 'after'] as const).map((side) => (
          <Box
            key={side}
            sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
            data-side={side}
          >
            <Typography variant="caption" color="textSecondary" component="p">
              {side === 'before' ? t('history.compare.left') : t('history.compare.right')}
            </Typography>
            <Typography variant="body2" component="div">
              <WordDiff before={field.before} after={field.after} side={side} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
