import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  titleKey?: string;
}

type Translate = (key: string) => string;

/** 'Log in · CV Builder': the page's title and the app's name (the app's name alone without one). */
export function documentTitle(t: Translate, titleKey: string | undefined): string {
  return titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
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
  const title = documentTitle(t, titleKey);
  const description = t('app.description');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!describe) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [describe, description]);
}
