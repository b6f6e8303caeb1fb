import { LOCALES, type Locale } from '@cv/shared';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Which language the profile's editors edit: the owner's texts (the primary
 * content language) or their translation into the other one. One switch at
 * the top of the editor (and of the CV studio's content column) sets it for
 * every section, dialog and indicator below.
 */
export interface ContentLanguageState {
  /** The language being edited. */
  lang: Locale;
  /** The language the owner's texts are written in. */
  primary: Locale;
  /** Whether the editors edit the translation (lang is not the primary language). */
  translating: boolean;
  setLang: (lang: Locale) => void;
}

/** Outside a provider (a section rendered on its own): the primary texts, as before translations. */
const PRIMARY_ONLY: ContentLanguageState = {
  lang: 'en',
  primary: 'en',
  translating: false,
  setLang: () => undefined,
};

const ContentLanguageContext = createContext<ContentLanguageState>(PRIMARY_ONLY);

/** The other of the two content languages. */
export function otherLanguage(lang: Locale): Locale {
  return LOCALES.find((l) => l !== lang) ?? lang;
}

interface ContentLanguageProviderProps {
  /** The profile's content language. */
  primary: Locale;
  /** Where the switch starts (the CV studio: the CV's language); by default the primary language. */
  initial?: Locale;
  children: ReactNode;
}

export function ContentLanguageProvider({
  primary,
  initial,
  children,
}: ContentLanguageProviderProps) {
  const start = initial ?? primary;
  const [lang, setLang] = useState<Locale>(start);
  // A new primary language (the owner switched it) or a new starting point (the CV's
  // language changed) puts the switch there: the texts just moved under it.
  const [basis, setBasis] = useState({ primary, start });
  if (basis.primary !== primary || basis.start !== start) {
    setBasis({ primary, start });
    setLang(basis.primary !== primary ? primary : start);
  }
  const value = useMemo(
    () => ({ lang, primary, translating: lang !== primary, setLang }),
    [lang, primary],
  );
  return (
    <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>
  );
}

/** The content language the editors edit, and the switch's setter. */
export function useContentLanguage(): ContentLanguageState {
  return useContext(ContentLanguageContext);
}
