import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  titleKey?: string;
}

/** Sets the document title from the deepest route's `handle.titleKey`, in the current language. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
