import {
  CV_DESIGN_IDS,
  isLocale,
  LOCALES,
  type CvDesign,
  type CvDesignId,
  type Locale,
} from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import PreviewIcon from '@mui/icons-material/Preview';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { handleApiError } from '../../../api/handleApiError';
import { notify } from '../../../app/toast';
import { useLocale } from '../../../app/useLocale';
import { ColumnsLayout } from '../../../components/ColumnsLayout';
import { SectionCard } from '../../../components/SectionCard';
import { SpreadRow } from '../../../components/SpreadRow';
import { useCvPreview, useDownloadCv } from '../cv.queries';
import { CvPreviewPanel, type PreviewState } from '../CvPreviewPanel';
import { DesignPicker, DesignPickerSkeleton } from '../DesignPicker';

/** Codes of the CV routes' answers that the page treats on its own. */
const NO_PROFILE = 'cv_profile_not_found';
const PAGE_NOT_FOUND = 'cv_page_not_found';

function isDesignId(value: string | null): value is CvDesignId {
  return (CV_DESIGN_IDS as readonly (string | null)[]).includes(value);
}

/**
 * Design, language and preview page live in the address (`?design=&lang=&page=`):
 * a reload or a shared link shows the same choice.
 */
function useCvChoice(designIds: readonly CvDesignId[] | undefined) {
  const uiLocale = useLocale();
  const [params, setParams] = useSearchParams();
  const designParam = params.get('design');
  const langParam = params.get('lang');
  const pageParam = Number(params.get('page'));
  const available = designIds ?? CV_DESIGN_IDS;
  const design: CvDesignId =
    isDesignId(designParam) && available.includes(designParam)
      ? designParam
      : (available[0] ?? CV_DESIGN_IDS[0]);
  const lang: Locale = isLocale(langParam) ? langParam : uiLocale;
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const update = (next: { design?: CvDesignId; lang?: Locale; page?: number }) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.design) result.set('design', next.design);
        if (next.lang) result.set('lang', next.lang);
        // A new design or language starts again at the first page.
        const nextPage = next.page ?? 1;
        if (nextPage > 1) result.set('page', String(nextPage));
        else result.delete('page');
        return result;
      },
      { replace: true },
    );
  };
  return { design, lang, page, update };
}

interface QuickDownloadSectionProps {
  designs: UseQueryResult<CvDesign[]>;
}

/**
 * Quick download with default settings (the CV page before CV documents):
 * design picker, live preview of the own CV, language, download.
 */
export function QuickDownloadSection({ designs }: QuickDownloadSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const designsHeadingId = useId();
  const languageLabelId = useId();
  const { design, lang, page, update } = useCvChoice(designs.data?.map((d) => d.id));
  const preview = useCvPreview(design, lang, page);
  const download = useDownloadCv();

  const previewError = preview.isError ? preview.error : null;
  const noProfile = isApiError(previewError) && previewError.code === NO_PROFILE;
  const pageMissing = isApiError(previewError) && previewError.code === PAGE_NOT_FOUND && page > 1;
  useEffect(() => {
    // The CV got shorter (or the address asked for too much): show its first page.
    if (pageMissing) update({ page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page turns out missing
  }, [pageMissing]);

  let previewState: PreviewState;
  if (noProfile) previewState = { kind: 'noProfile' };
  else if (preview.data) {
    previewState = {
      kind: 'page',
      svg: preview.data.svg,
      pages: preview.data.pages,
      page,
      updating: preview.isPlaceholderData || preview.isFetching,
    };
  } else if (isApiError(previewError) && previewError.status === 503) {
    previewState = { kind: 'busy' };
  } else if (previewError) previewState = { kind: 'error' };
  else previewState = { kind: 'loading' };

  const designName = designs.data?.find((d) => d.id === design)?.name ?? design;

  const handleDownload = () => {
    download.mutate(
      { design, lang },
      {
        onSuccess: (fileName) => notify.success(t('cv.page.downloaded', { filename: fileName })),
        onError: (error) => {
          if (isApiError(error) && error.status === 503) {
            notify.warning(t('cv.errors.createPdf'), t('cv.errors.busy'), {
              toastId: 'cv-busy',
            });
            return;
          }
          handleApiError(error, { title: t('cv.errors.createPdf') });
        },
      },
    );
  };

  const busyDownloading = download.isPending;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SpreadRow sx={{ alignItems: 'flex-end', gap: 2, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h5" component="h2">
            {t('cv.page.quickDownload')}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5, maxWidth: '60ch' }}>
            {t('cv.page.quickDownloadIntro')}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 2 },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Typography
              id={languageLabelId}
              variant="body2"
              sx={{ color: 'text.secondary', fontWeight: 600 }}
            >
              {t('cv.page.language')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={lang}
              aria-labelledby={languageLabelId}
              onChange={(_, value: Locale | null) => {
                if (value) update({ design, lang: value });
              }}
            >
              {LOCALES.map((locale) => (
                <ToggleButton
                  key={locale}
                  value={locale}
                  lang={locale}
                  sx={{
                    px: 1.75,
                    // MUI's default (action.active) misses AA contrast by a hair.
                    color: 'text.secondary',
                    '&.Mui-selected': { color: 'text.primary' },
                  }}
                >
                  {LOCALE_NAMES[locale]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Button
            variant="contained"
            size="large"
            onClick={handleDownload}
            disabled={busyDownloading || noProfile}
            startIcon={
              busyDownloading ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <DownloadIcon />
              )
            }
            sx={{ flexGrow: { xs: 1, sm: 0 }, minWidth: 200 }}
          >
            {busyDownloading ? t('cv.page.downloading') : t('cv.page.download')}
          </Button>
        </Box>
      </SpreadRow>
      {busyDownloading && (
        <LinearProgress
          aria-label={t('cv.page.downloading')}
          sx={{ mt: -1.5, mb: 3, borderRadius: 1 }}
        />
      )}
      <ColumnsLayout columns="minmax(0, 1fr) minmax(0, 1fr)">
        <SectionCard
          icon={<DescriptionIcon />}
          title={<span id={designsHeadingId}>{t('cv.page.designs')}</span>}
          headingLevel="h3"
        >
          {designs.isError ? (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<RefreshIcon />}
                  onClick={() => void designs.refetch()}
                >
                  {t('cv.page.retry')}
                </Button>
              }
            >
              {t('cv.errors.loadDesigns')}
            </Alert>
          ) : designs.data ? (
            <DesignPicker
              designs={designs.data}
              value={design}
              lang={lang}
              onChange={(next) => update({ design: next, lang })}
              labelledBy={designsHeadingId}
            />
          ) : (
            <DesignPickerSkeleton />
          )}
          <Alert icon={<AutoAwesomeIcon />} severity="info" sx={{ mt: 3 }}>
            {t('cv.page.moreDesigns')}
          </Alert>
        </SectionCard>
        {/* Beside the designs, the preview stays in view while the list scrolls. */}
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <SectionCard
            icon={<PreviewIcon />}
            headingLevel="h3"
            title={
              previewState.kind === 'page'
                ? `${t('cv.page.preview')} · ${designName}`
                : t('cv.page.preview')
            }
          >
            <CvPreviewPanel
              state={previewState}
              designName={designName}
              onPage={(next) => update({ design, lang, page: next })}
              onRetry={() => void preview.refetch()}
            />
          </SectionCard>
        </Box>
      </ColumnsLayout>
    </Box>
  );
}
