import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HISTORY_LIMITS, type BinItem } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { BackLink } from '../../components/BackLink';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryContent } from '../../components/feedback/QueryContent';
import { useItemConfirmation } from '../../components/feedback/useItemConfirmation';
import { BlocksSkeleton } from '../../components/ContentSkeletons';
import { ItemActionButton } from '../../components/ItemActionButton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useBin, useDeleteFromBin, useRestoreFromBin } from './history.queries';
import { useFormatDateTime } from './useFormatDateTime';

/** `/ui/bin`: deleted CVs, letters, applications, sections and entries, each restorable for 30 days. */
export function BinPage() {
  const { t } = useTranslation();
  const bin = useBin();
  const restore = useRestoreFromBin();
  const remove = useDeleteFromBin();
  const labelOf = (item: BinItem) => item.label || t(`history.bin.kind.${item.kind}`);

  const handleRestore = (item: BinItem) =>
    restore.mutate(item.id, {
      onSuccess: () => notify.success(t('history.bin.restored', { label: labelOf(item) })),
      onError: (error) => handleApiError(error, { title: t('history.errors.restore') }),
    });

  const deletion = useItemConfirmation<BinItem>(remove, {
    onSuccess: (item) => notify.success(t('history.bin.deleted', { label: labelOf(item) })),
  });

  return (
    <PageContainer>
      <PageHeader
        before={<BackLink to={PATHS.account}>{t('pages.profileEdit.backToAccount')}</BackLink>}
        title={t('history.bin.title')}
        subtitle={t('history.bin.intro', { days: HISTORY_LIMITS.binDays })}
      />
      <QueryContent
        query={bin}
        loading={<BlocksSkeleton count={3} height={72} label={t('history.bin.loading')} />}
        errorTitle={t('history.errors.load')}
        empty={
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <DeleteOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              {t('history.bin.empty')}
            </Typography>
          </Paper>
        }
      >
        {(items) => (
          <Paper variant="outlined">
            <List disablePadding aria-label={t('history.bin.title')}>
              {items.map((item, index) => (
                <BinRow
                  key={item.id}
                  item={item}
                  label={labelOf(item)}
                  last={index === items.length - 1}
                  pending={restore.isPending || remove.isPending}
                  onRestore={() => handleRestore(item)}
                  onDelete={() => deletion.ask(item)}
                />
              ))}
            </List>
          </Paper>
        )}
      </QueryContent>
      <ItemConfirmDialog
        {...deletion.dialog}
        title={t('history.bin.deleteForever')}
        text={
          deletion.item
            ? t('history.bin.deleteForeverConfirm', { label: labelOf(deletion.item) })
            : ''
        }
        confirmLabel={t('history.bin.deleteForever')}
        cancelLabel={t('history.panel.cancel')}
        destructive
      />
    </PageContainer>
  );
}

function BinRow({
  item,
  label,
  last,
  pending,
  onRestore,
  onDelete,
}: {
  item: BinItem;
  label: string;
  last: boolean;
  pending: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5 }} data-testid="bin-item">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`history.bin.kind.${item.kind}`)} />
            <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {label}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {t('history.bin.deletedAt', { date: formatDateTime(item.deletedAt) })} ·{' '}
            {t('history.bin.purgeAt', { date: formatDateTime(item.purgeAt) })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          <ItemActionButton
            variant="contained"
            startIcon={<RestoreFromTrashIcon />}
            onClick={onRestore}
            disabled={pending}
            label={t('history.bin.restore')}
            item={label}
          />
          <ItemActionButton
            color="error"
            startIcon={<DeleteForeverIcon />}
            onClick={onDelete}
            disabled={pending}
            label={t('history.bin.deleteForever')}
            item={label}
          />
        </Stack>
      </Stack>
    </ListItem>
  );
}
