import { SECTION_KIND_IDS, type CvCheck, type Locale } from '@cv/shared';
import type { TFunction } from 'i18next';

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** Checks that point at something to fix; the others are hints. */
const WARNINGS = new Set<CvCheck['code']>([
  'endBeforeStart',
  'noContact',
  'lowContrastAccent',
  'lowContrastColor',
  'cannotFit',
  'tooWide',
]);

export function checkSeverity(check: CvCheck): 'warning' | 'info' {
  return WARNINGS.has(check.code) ? 'warning' : 'info';
}

/** A section as a check names it: a kind id gets its title, a custom section's title is its own. */
function sectionName(section: string | number | undefined, t: TFunction): string {
  const value = String(section ?? '');
  return (SECTION_KIND_IDS as readonly string[]).includes(value) ? t(`sections.${value}`) : value;
}

/** A check's sentence in the UI language, with its numbers written the way the language writes them. */
export function checkMessage(check: CvCheck, t: TFunction, locale: Locale): string {
  const number = (value: string | number | undefined) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value)
      : String(value ?? '');
  const { params } = check;
  const key = `cv.studio.checks.${check.code}`;
  switch (check.code) {
    case 'endBeforeStart':
      return t(key, { title: String(params.title ?? '') });
    case 'noContact':
      return t(key);
    case 'emptySection':
      return t(key, { section: sectionName(params.section, t) });
    case 'spillsOntoPage':
      return t(key, { page: number(params.page) });
    case 'lowContrastAccent':
      return t(key, { ratio: number(params.ratio), min: number(params.min) });
    case 'lowContrastColor':
      return t(key, {
        role: t(`cv.studio.checks.colorRoles.${String(params.role)}`),
        ratio: number(params.ratio),
        min: number(params.min),
      });
    case 'longDescription':
      // The profile text has no title of its own.
      return params.title
        ? t(key, {
            title: String(params.title),
            length: number(params.length),
            max: number(params.max),
          })
        : t('cv.studio.checks.longBio', { length: number(params.length), max: number(params.max) });
    case 'cannotFit':
      // The entry to shorten first, when the CV has one with a description.
      return t(params.title ? key : 'cv.studio.checks.cannotFitUntitled', {
        count: Number(params.pages),
        actual: number(params.actual),
        over: number(params.over),
        title: String(params.title ?? ''),
      });
    case 'manyPages':
      return t(key, { pages: number(params.pages), max: number(params.max) });
    case 'sideColumnFull':
      return t(key, {
        sections: String(params.sections ?? '')
          .split(',')
          .filter(Boolean)
          .map((section) => sectionName(section, t))
          .join(', '),
      });
    case 'tooWide':
      return t(key, {
        parts: String(params.parts ?? '')
          .split(',')
          .filter(Boolean)
          .map((part) => t(`cv.studio.checks.tooWideParts.${part}`, { defaultValue: part }))
          .join(', '),
      });
    case 'partlyTranslated':
      return t(key, { section: sectionName(params.section, t), count: Number(params.count) });
    case 'untranslated':
      // The profile's general texts name their fields; a section counts its entries.
      return check.section === 'profile'
        ? t('cv.studio.checks.untranslatedProfile', {
            fields: String(params.fields ?? '')
              .split(',')
              .filter(Boolean)
              .map((field) => t(`fields.${field}`))
              .join(', '),
          })
        : t(key, { section: sectionName(params.section, t), count: Number(params.count) });
  }
}
