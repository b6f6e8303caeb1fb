import type { Locale } from '../constants';
import { de } from './de';
import { en } from './en';

export type { Messages } from './types';
export { en, de };

/** i18next resources for both apps: one `translation` namespace per locale. */
export const resources = {
  en: { translation: en },
  de: { translation: de },
} as const satisfies Record<Locale, { translation: unknown }>;

/** Each locale named in its own language, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };
