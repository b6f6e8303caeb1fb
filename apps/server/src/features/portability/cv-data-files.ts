import { LOCALES, type Locale } from '@cv/shared';
import type { CvEmbeddedFile } from '../cv-engine/cv-render';
import type { CvOwner } from '../profile/profile-cv';
import { selectForCv, type CvContentSelection } from './export/cv-selection';
import { toJsonResume } from './export/json-resume';
import { profileInLanguage } from './profile-in-language';

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'German' };

/**
 * The files every CV PDF carries (see cv-engine/pdf-associated-files.ts): what
 * it prints as the JSON export writes it, `resume.json` in the language the
 * texts are written in and `resume.<lang>.json` with their translations into
 * the other, named as in the account archive. Importing the PDF reads them
 * back (import/pdf-file.ts). A CV's selection leaves out what it does not
 * print; without one (the quick download) the whole profile is printed.
 * Built from the profile the CV was loaded with, so they never disagree.
 */
export function cvDataFiles(
  { profile, person }: CvOwner,
  selection: CvContentSelection | null,
): CvEmbeddedFile[] {
  const printed = selection ? selectForCv(profile, selection) : profile;
  const written = printed.contentLanguage;
  return [written, ...LOCALES.filter((lang) => lang !== written)].map((lang) => ({
    name: lang === written ? 'resume.json' : `resume.${lang}.json`,
    description: `The CV's data as JSON Resume, in ${LANGUAGE_NAMES[lang]}${lang === written ? '' : ' (translations)'}`,
    data: JSON.stringify(toJsonResume(profileInLanguage(printed, lang), person)),
  }));
}
