import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/handleApiError';
import { applicationPath } from '../../app/paths';
import { notify } from '../../app/toast';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryLoadError } from '../../components/feedback/LoadError';
import { HiddenFileInput } from '../../components/form/HiddenFileInput';
import { SpreadRow } from '../../components/SpreadRow';
import { ApplicationBoard } from './ApplicationBoard';
import { ApplicationFormDialog } from './ApplicationFormDialog';
import { ApplicationOverview } from './ApplicationOverview';
import { ApplicationTable } from './ApplicationTable';
import { CalendarFeedCard } from './CalendarFeedCard';
import { DueFollowUps } from './DueFollowUps';
import { downloadCsv, useApplications, useImportCsv } from './applications.queries';

type View = 'board' | 'table' | 'overview';
const VIEWS: readonly View[] = ['board', 'table', 'overview'];

/** `/ui/applications`: every application on a board, in a table or in figures; follow-ups due; the calendar feed. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>('board');
  const [archived, setArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const applications = useApplications(archived);
  const importCsv = useImportCsv();
  const fileInput = useRef<HTMLInputElement>(null);

  const handleImport = async (file: File) => {
    try {
      const { imported } = await importCsv.mutateAsync(await file.text());
      notify.success(t('applications.page.imported', { count: imported }));
    } catch (error) {
      handleApiError(error, { title: t('applications.page.importError') });
    }
  };

  const list = applications.data ?? [];
  return (
    <PageContainer maxWidth="xl">
      <PageHeader
        title={t('applications.page.title')}
        subtitle={t('applications.page.intro')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('applications.page.new')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              onClick={() => void downloadCsv().catch((error: unknown) => handleApiError(error))}
            >
              {t('applications.page.export')}
            </Button>
            <Button
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              loading={importCsv.isPending}
            >
              {t('applications.page.import')}
            </Button>
            <HiddenFileInput
              ref={fileInput}
              accept=".csv,text/csv"
              label={t('applications.page.import')}
              onFile={(file) => void handleImport(file)}
            />
          </Stack>
        }
      />
      <Stack spacing={3}>
        <DueFollowUps headingLevel="h2" showEmpty />
        {applications.isError ? (
          <QueryLoadError title={t('applications.page.loadError')} query={applications} />
        ) : applications.isPending ? (
          <Box role="status" aria-busy="true" aria-label={t('applications.page.loading')}>
            <Skeleton variant="rectangular" height={280} />
          </Box>
        ) : list.length === 0 && !archived ? (
          <EmptyState
            icon={<WorkOutlinedIcon fontSize="inherit" />}
            title={t('applications.page.emptyTitle')}
            headingComponent="h2"
            text={t('applications.page.emptyText')}
            action={
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t('applications.page.new')}
              </Button>
            }
          />
        ) : (
          <Box>
            <SpreadRow sx={{ mb: 2 }}>
              <Tabs
                value={view}
                onChange={(_event, next: View) => setView(next)}
                aria-label={t('applications.page.views')}
                variant="scrollable"
                allowScrollButtonsMobile
              >
                {VIEWS.map((v) => (
                  <Tab
                    key={v}
                    value={v}
                    label={t(`applications.page.${v}`)}
                    id={`applications-tab-${v}`}
                    aria-controls="applications-view"
                  />
                ))}
              </Tabs>
              <FormControlLabel
                control={<Switch checked={archived} onChange={(_event, on) => setArchived(on)} />}
                label={t('applications.page.showArchived')}
              />
            </SpreadRow>
            <Box
              id="applications-view"
              role="tabpanel"
              aria-labelledby={`applications-tab-${view}`}
            >
              {view === 'board' && <ApplicationBoard applications={list} />}
              {view === 'table' && <ApplicationTable applications={list} />}
              {view === 'overview' && <ApplicationOverview applications={list} />}
            </Box>
          </Box>
        )}
        <CalendarFeedCard />
      </Stack>
      <ApplicationFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => void navigate(applicationPath(created.id))}
      />
    </PageContainer>
  );
}
