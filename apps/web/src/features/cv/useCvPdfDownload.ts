import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { isCvError, useDownloadCvDocument } from './cvDocuments.queries';
import { saveFile } from './download';

/** The files a CV document can be downloaded as: the PDF, and its content to edit elsewhere. */
export const CV_FILE_FORMATS = ['pdf', 'docx', 'markdown', 'json-resume'] as const;
export type CvFileFormat = (typeof CV_FILE_FORMATS)[number];
type OtherFormat = Exclude<CvFileFormat, 'pdf'>;

/** What each of the other files is asked for with, and its name if the answer gives none. */
const FILES: Record<OtherFormat, { accept: string; fallback: string }> = {
  docx: {
    accept: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fallback: 'CV.docx',
  },
  markdown: { accept: 'text/markdown', fallback: 'CV.md' },
  'json-resume': { accept: 'application/json', fallback: 'CV.json' },
};

/** GET /api/cvs/{id}/docx|markdown|json-resume, saved under the server's file name. */
function downloadCvFile({ id, format }: { id: string; format: OtherFormat }): Promise<string> {
  const { accept, fallback } = FILES[format];
  const answer = api.GET(`/api/cvs/{id}/${format}`, {
    params: { path: { id } },
    parseAs: 'blob',
    headers: { Accept: accept },
  });
  return saveFile(answer, fallback);
}

/**
 * Downloads a CV document as any of its files with the messages of the CV
 * page: the file name it was saved under, a busy render pool as a warning
 * (the PDF), any other failure through the error path. `pendingFormat` says
 * which file of which CV is being made, for its button's spinner.
 */
export function useCvDownload() {
  const { t } = useTranslation();
  const pdf = useDownloadCvDocument();
  const other = useMutation({ mutationFn: downloadCvFile });
  const saved = (fileName: string) =>
    notify.success(t('cv.page.downloaded', { filename: fileName }));

  const start = (id: string, format: CvFileFormat = 'pdf') => {
    if (format === 'pdf') {
      pdf.mutate(id, {
        onSuccess: saved,
        onError: (error) => {
          if (isCvError(error, 'busy')) {
            notify.warning(t('cv.errors.createPdf'), t('cv.errors.busy'), { toastId: 'cv-busy' });
            return;
          }
          handleApiError(error, { title: t('cv.errors.createPdf') });
        },
      });
      return;
    }
    other.mutate(
      { id, format },
      {
        onSuccess: saved,
        onError: (error) => handleApiError(error, { title: t('portability.export.cv.failed') }),
      },
    );
  };

  const pendingFormat = (id: string): CvFileFormat | undefined => {
    if (pdf.isPending && pdf.variables === id) return 'pdf';
    if (other.isPending && other.variables.id === id) return other.variables.format;
    return undefined;
  };

  return {
    start,
    pendingFormat,
    /** The CV whose PDF is being made. */
    pdfPendingId: pdf.isPending ? pdf.variables : undefined,
  };
}

/** The PDF only (the studio's download button): `pendingId` is the CV being made. */
export function useCvPdfDownload() {
  const { start, pdfPendingId } = useCvDownload();
  return { start: (id: string) => start(id, 'pdf'), pendingId: pdfPendingId };
}
