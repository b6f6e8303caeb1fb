import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { isCvError, useDownloadCvDocument } from './cvDocuments.queries';

/**
 * Downloads a CV document's PDF with the messages of the CV page: the file
 * name it was saved under, "busy" as a warning, any other failure as an error.
 * `pendingId` says which CV is being made, for its button's spinner.
 */
export function useCvPdfDownload() {
  const { t } = useTranslation();
  const download = useDownloadCvDocument();
  const start = (id: string) =>
    download.mutate(id, {
      onSuccess: (fileName) => notify.success(t('cv.page.downloaded', { filename: fileName })),
      onError: (error) => {
        if (isCvError(error, 'busy')) {
          notify.warning(t('cv.errors.createPdf'), t('cv.errors.busy'), { toastId: 'cv-busy' });
          return;
        }
        handleApiError(error, { title: t('cv.errors.createPdf') });
      },
    });
  return { start, pendingId: download.isPending ? download.variables : undefined };
}
