import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  titleKey?: string;
}

/**
 * Sets the document title from the deepest route's `handle.titleKey`, and the
 * meta description (index.html carries the English one), in the current language.
 * The public profile keeps the description the server wrote from the bio.
 */
export function useDocumentTitle({ describe = false }: { describe?: boolean } = {}) {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  const description = t('app.description');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!describe) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [describe, description]);
}
