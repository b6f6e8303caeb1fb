import { useDeferredValue, useMemo, useState } from 'react';
import type { CvDocument } from '@cv/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { BackLink } from '../../../components/BackLink';
import { ListSkeleton } from '../../../components/ContentSkeletons';
import { LivePreviewProvider } from '../../../components/LivePreview';
import { DocumentLoadError } from '../../../components/feedback/DocumentLoadError';
import { LoadError } from '../../../components/feedback/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { PageHeader } from '../../../components/PageHeader';
import { useProfile } from '../../profile/profile.queries';
import { DatePickersProvider } from '../../profile/ui/DatePickersProvider';
import { UnsavedChangesGuard } from '../../profile/ui/UnsavedChanges';
import { useCvDocument, useCvDocumentPreview } from '../cvDocuments.queries';
import { useCvPdfDownload } from '../useCvPdfDownload';
import { CvChecksList } from './checks/CvChecksList';
import { CvContentPanel } from './content/CvContentPanel';
import { CvLayoutPanel } from './layout/CvLayoutPanel';
import { CvPreviewPages } from './preview/CvPreviewPages';
import { LivePreviewSheet } from './preview/LivePreviewSheet';
import { useProfileVersion } from './profileVersion';
import { StudioHeader } from './StudioHeader';
import { StudioSkeleton } from './StudioSkeleton';
import { StudioTabs } from './StudioTabs';
import { useCvAutosave } from './useCvAutosave';
import { useStudioUndo } from './useStudioUndo';

/** `/ui/cv/:id`: one CV in the studio, once it is loaded. */
export function CvStudioPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const cv = useCvDocument(id);

  if (cv.data) return <CvStudio key={cv.data.id} cv={cv.data} />;
  if (cv.isError) {
    return (
      <PageContainer>
        <PageHeader
          before={<BackLink to={PATHS.cv}>{t('cv.studio.back')}</BackLink>}
          title={t('pages.cvStudio.title')}
        />
        <DocumentLoadError
          query={cv}
          notFound={{ title: t('cv.errors.notFound'), detail: t('cv.studio.notFoundDetail') }}
          loadError={t('cv.studio.loadError')}
        />
      </PageContainer>
    );
  }
  return <StudioSkeleton />;
}

/** Content, preview, checks and layout of one CV; autosaved, previewed after every save. */
function CvStudio({ cv }: { cv: CvDocument }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const profile = useProfile();
  const autosave = useCvAutosave(cv.id);
  const timeline = useStudioUndo(autosave, profile.data ? profile.dataUpdatedAt : undefined);
  const profileVersion = useProfileVersion(profile.data);
  // The server renders the CV as saved: while a save is on its way, the pages on screen stay.
  const preview = useCvDocumentPreview(cv.id, cv.settings, profileVersion, !autosave.saving);
  const download = useCvPdfDownload();
  /** The phone's live preview: open until folded, in the page and in the entry dialogs alike. */
  const [liveOpen, setLiveOpen] = useState(true);

  const handleDownload = async () => {
    // The PDF is made from the saved CV: a name or colour still waiting goes first.
    await autosave.settled();
    download.start(cv.id);
  };

  // The content column is the studio's largest part: a new preview or a save
  // state must not render it again, only a change of the profile or the settings.
  // The preview follows the profile at once; the column re-renders when the
  // browser has time, so an entry saved while typing asks for its new preview
  // without waiting for every section to render again.
  const profileData = useDeferredValue(profile.data);
  const { isPending, isError, refetch } = profile;
  const retrying = isError && profile.isFetching;
  const content = useMemo(
    () =>
      isPending || profileData === undefined ? (
        <ListSkeleton items={4} />
      ) : isError ? (
        <LoadError
          title={t('profile.errors.load')}
          detail={t('profile.errors.loadDetail')}
          onRetry={() => void refetch()}
          retrying={retrying}
        />
      ) : (
        <CvContentPanel profile={profileData} settings={cv.settings} onChange={autosave.change} />
      ),
    [isPending, isError, retrying, refetch, profileData, cv.settings, autosave.change, t],
  );
  const previewState = {
    data: preview.data,
    updating: preview.isFetching || preview.isPlaceholderData,
    error: preview.error,
  };
  const livePreview = (placement: 'page' | 'dialog') => (
    <LivePreviewSheet
      preview={previewState}
      cvName={cv.name}
      paper={cv.settings.paper}
      open={liveOpen}
      onToggle={() => setLiveOpen((open) => !open)}
      placement={placement}
    />
  );
  const previewPanel = (
    <CvPreviewPages
      preview={previewState}
      cvName={cv.name}
      paper={cv.settings.paper}
      onRetry={() => void preview.refetch()}
    />
  );
  const checks = <CvChecksList checks={preview.data?.checks} />;
  const layout = (
    <CvLayoutPanel
      cv={cv}
      autosave={autosave}
      profileColor={profile.data?.theme.surfaceColor}
      profilePanel={profile.data?.theme.backgroundColor}
      fit={preview.data?.fit}
    />
  );

  return (
    <PageContainer maxWidth={false} sx={{ py: { xs: 2, md: 4 } }}>
      <StudioHeader
        cvId={cv.id}
        name={cv.name}
        autosave={autosave}
        timeline={timeline}
        downloading={download.pendingId === cv.id}
        onDownload={() => void handleDownload()}
      />
      <UnsavedChangesGuard>
        {/* Below 1280 px an entry dialog covers the pages: the preview goes into it. */}
        <LivePreviewProvider value={wide ? null : livePreview('dialog')}>
          <DatePickersProvider>
            {wide ? (
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr) minmax(320px, 4fr)',
                  alignItems: 'start',
                }}
              >
                <Box sx={{ minWidth: 0 }}>{content}</Box>
                <Box sx={STICKY_COLUMN}>{previewPanel}</Box>
                <Stack spacing={3} sx={STICKY_COLUMN}>
                  {checks}
                  {layout}
                </Stack>
              </Box>
            ) : (
              <StudioTabs
                panels={{
                  content,
                  preview: (
                    <Stack spacing={3}>
                      {previewPanel}
                      {checks}
                    </Stack>
                  ),
                  layout,
                }}
                below={(tab) => tab !== 'preview' && livePreview('page')}
              />
            )}
          </DatePickersProvider>
        </LivePreviewProvider>
      </UnsavedChangesGuard>
    </PageContainer>
  );
}

/** Beside the long content column, preview and settings stay in view and scroll on their own. */
const STICKY_COLUMN = {
  position: 'sticky',
  top: 88,
  maxHeight: 'calc(100vh - 104px)',
  overflowY: 'auto',
  minWidth: 0,
  // Room for the cards' focus rings and shadows inside the scrolling box.
  p: 0.5,
  m: -0.5,
  // Cards keep their height and the column scrolls, rather than squeezing them.
  '& > *': { flexShrink: 0 },
} as const;
