import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { SectionCard } from '../../components/SectionCard';
import { useAccountExport, type AccountExport } from './portability.queries';

/** One thing to do with the data: its button and a line of what it is. */
function DataAction({ hint, children }: { hint: string; children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <Box>
      {children(hintId)}
      <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
        {hint}
      </Typography>
    </Box>
  );
}

/** A download button that is busy while its file is made, with its errors on the one path. */
function DownloadButton({
  kind,
  icon,
  label,
  hintId,
}: {
  kind: AccountExport;
  icon: ReactNode;
  label: string;
  hintId: string;
}) {
  const { t } = useTranslation();
  const download = useAccountExport();
  const start = () =>
    download.mutate(kind, {
      onSuccess: (fileName) =>
        notify.success(t('portability.export.saved', { filename: fileName })),
      onError: (error) => handleApiError(error, { title: t('portability.export.failed') }),
    });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={icon}
        loading={download.isPending}
        loadingPosition="start"
        onClick={start}
        aria-describedby={hintId}
        sx={{ textAlign: 'left' }}
      >
        {label}
      </Button>
      {download.isPending && (
        <Box sx={{ mt: 1, maxWidth: 360 }}>
          <Typography role="status" variant="body2" sx={{ mb: 0.5 }}>
            {t('portability.export.preparing')}
          </Typography>
          <LinearProgress aria-label={t('portability.export.preparing')} />
        </Box>
      )}
    </>
  );
}

/** The downloads offered, each with its line of what the file holds. */
const DOWNLOADS = [
  {
    kind: 'json-resume',
    icon: <DataObjectIcon />,
    label: 'portability.export.jsonResume',
    hint: 'portability.export.jsonResumeHint',
  },
  {
    kind: 'archive',
    icon: <FolderZipOutlinedIcon />,
    label: 'portability.export.archive',
    hint: 'portability.export.archiveHint',
  },
] as const;

/**
 * "Your data": the profile as JSON Resume, everything as a ZIP, and the way
 * to bring a CV in.
 */
export function YourDataCard() {
  const { t } = useTranslation();
  return (
    <SectionCard icon={<Inventory2OutlinedIcon />} title={t('portability.export.title')}>
      <Stack spacing={2.5}>
        {DOWNLOADS.map(({ kind, icon, label, hint }) => (
          <DataAction key={kind} hint={t(hint)}>
            {(hintId) => (
              <DownloadButton kind={kind} icon={icon} label={t(label)} hintId={hintId} />
            )}
          </DataAction>
        ))}
        <Divider />
        <DataAction hint={t('portability.export.importHint')}>
          {(hintId) => (
            <LinkButton
              to={PATHS.accountImport}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              aria-describedby={hintId}
            >
              {t('portability.export.importCv')}
            </LinkButton>
          )}
        </DataAction>
      </Stack>
    </SectionCard>
  );
}
