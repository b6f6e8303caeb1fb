import type { Letter } from '@cv/shared';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { SectionCard } from '../../components/SectionCard';
import { SvgPageImage } from '../cv/SvgPageImage';
import {
  useLetterDownload,
  useLetterPreview,
  useSaveLetter,
  type LetterFile,
} from './letters.queries';

const FILES: readonly { file: LetterFile; label: string; icon: typeof PictureAsPdfIcon }[] = [
  { file: 'pdf', label: 'letters.studio.downloadPdf', icon: PictureAsPdfIcon },
  { file: 'bundle', label: 'letters.studio.downloadBundle', icon: LibraryBooksOutlinedIcon },
  { file: 'docx', label: 'letters.studio.downloadDocx', icon: DescriptionOutlinedIcon },
  { file: 'markdown', label: 'letters.studio.downloadMarkdown', icon: TextSnippetOutlinedIcon },
];

interface LetterPreviewPanelProps {
  letter: Letter;
  /** A save is on its way: the pages on screen stay until it is done. */
  saving: boolean;
  /** Sends what waits, before a file is made from the saved letter. */
  flush: () => Promise<unknown>;
  hasCv: boolean;
}

/** The letter's pages as the server sets them, the checks, and its files. */
export function LetterPreviewPanel({ letter, saving, flush, hasCv }: LetterPreviewPanelProps) {
  const { t } = useTranslation();
  const preview = useLetterPreview(letter.id, letter.updatedAt, !saving);
  const download = useLetterDownload();
  const mark = useSaveLetter(letter.id);
  const pages = preview.data?.pages ?? [];
  const checks = preview.data?.checks ?? [];

  const start = async (file: LetterFile) => {
    await flush();
    download.mutate(
      { id: letter.id, file },
      {
        onSuccess: (fileName) =>
          notify.success(t('letters.studio.downloaded', { filename: fileName })),
        onError: (error) => handleApiError(error, { title: t('cv.errors.createPdf') }),
      },
    );
  };

  return (
    <Stack spacing={3}>
      <SectionCard title={t('letters.studio.preview')}>
        <Box aria-busy={preview.isFetching} sx={{ position: 'relative' }}>
          {preview.isFetching && (
            <LinearProgress
              aria-label={t('letters.studio.previewLoading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          )}
          {preview.isError && !preview.data ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void preview.refetch()}>{t('actions.retry')}</Button>}
            >
              {t('letters.studio.previewError')}
            </Alert>
          ) : pages.length === 0 ? (
            <Box sx={{ aspectRatio: '1 / 1.4142', bgcolor: 'action.hover', borderRadius: 1 }} />
          ) : (
            <Stack spacing={2} data-testid="letter-preview">
              {pages.map((svg, i) => (
                <Box
                  key={i}
                  sx={{ bgcolor: '#fff', boxShadow: 2, borderRadius: 0.5, overflow: 'hidden' }}
                >
                  <SvgPageImage
                    svg={svg}
                    alt={t('letters.studio.previewAlt', { page: i + 1 })}
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </SectionCard>
      <SectionCard title={t('letters.studio.checks')}>
        {checks.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t('letters.studio.noChecks')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            data-testid="letter-checks"
          >
            {checks.map((check) => (
              <Alert component="li" key={check.code} severity="warning" data-check={check.code}>
                {t(`letters.checks.${check.code}`, check.params)}
              </Alert>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title={t('letters.studio.downloads')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {FILES.map(({ file, label, icon: Icon }) => (
            <Button
              key={file}
              variant={file === 'pdf' ? 'contained' : 'outlined'}
              startIcon={<Icon />}
              disabled={
                (file === 'bundle' && !hasCv) ||
                (download.isPending && download.variables.file === file)
              }
              onClick={() => void start(file)}
            >
              {t(label)}
            </Button>
          ))}
        </Stack>
        {!hasCv && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('letters.studio.bundleNeedsCv')}
          </Typography>
        )}
        {letter.sentAt ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('letters.list.sent')}
          </Typography>
        ) : (
          <Button
            sx={{ mt: 2 }}
            disabled={mark.isPending || saving}
            onClick={() =>
              void flush().then(() =>
                mark.mutate(
                  { sent: true },
                  {
                    onError: (error) =>
                      handleApiError(error, { title: t('letters.studio.markSent') }),
                  },
                ),
              )
            }
          >
            {t('letters.studio.markSent')}
          </Button>
        )}
      </SectionCard>
    </Stack>
  );
}
