import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { LoadError } from './LoadError';

interface DocumentLoadErrorProps {
  /** The failed query of the document. */
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
  /** Title and detail when the document is gone: nothing to retry then. */
  notFound: { title: string; detail: string };
  /** The title when loading failed otherwise, with a retry. */
  loadError: string;
}

/**
 * A document's editor (a CV, a letter) could not load it. An id that is no
 * document's (400) is as gone as a deleted document (404): that says so,
 * anything else offers a retry.
 */
export function DocumentLoadError({ query, notFound, loadError }: DocumentLoadErrorProps) {
  const { t } = useTranslation();
  const { error } = query;
  const gone = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <LoadError
      title={gone ? notFound.title : loadError}
      detail={gone ? notFound.detail : t('cv.list.loadErrorDetail')}
      onRetry={gone ? undefined : () => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
