import type { Locale, TextLangs } from '@cv/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocale } from '../../app/useLocale';

/**
 * The language of each text on the public profile, for the `lang` attribute
 * (screen readers' pronunciation, hyphenation, translation tools). The texts
 * come in the language the page asked for; a field the owner has not
 * translated comes in its own language, named in the answer's `langs`.
 */
const ContentLangContext = createContext<Locale | undefined>(undefined);

export function ContentLangProvider({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <ContentLangContext.Provider value={lang}>{children}</ContentLangContext.Provider>;
}

/**
 * The `lang` attribute of a field's element: the field's own language where
 * it is not the one asked for, the answer's language where that is not the
 * page's (a `?lang=` link), else none (the page's language applies).
 */
export function useTextLang(): (langs: TextLangs | undefined, field: string) => string | undefined {
  const content = useContext(ContentLangContext);
  const page = useLocale();
  return (langs, field) => langs?.[field] ?? (content && content !== page ? content : undefined);
}

/** One line of parts ('Analytical Engines · London'), each part in its own language; null without any. */
export function joinParts(
  parts: readonly { text: string | undefined; lang?: string }[],
): ReactNode {
  const present = parts.filter((part): part is { text: string; lang?: string } =>
    Boolean(part.text),
  );
  if (present.length === 0) return null;
  if (present.every((part) => !part.lang)) return present.map((part) => part.text).join(' · ');
  return present.map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      <span lang={part.lang}>{part.text}</span>
    </span>
  ));
}
