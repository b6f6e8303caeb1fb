import { DEFAULT_LOCALE, isLocale, type Locale } from '@cv/shared';
import { useTranslation } from 'react-i18next';

/** The current locale; components using it re-render when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
