/** Business constants shared by server and web. */

export const ACCOUNT_STATUSES = ['INCOMPLETE', 'UNVERIFIED', 'VERIFIED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Browser localStorage keys: the login state survives reloads and is shared by tabs. */
export const STORAGE_KEYS = {
  loggedIn: 'cv.loggedIn',
  accountStatus: 'cv.accountStatus',
  language: 'language',
} as const;

/**
 * The language the user chose in the app (STORAGE_KEYS.language), also as a
 * cookie: the server renders the app's first screen in it, so that the page
 * it sends is in the language the app will show.
 */
export const LANGUAGE_COOKIE = 'cv_lang';

export const LIMITS = {
  pictureMaxBytes: 2 * 1024 * 1024,
  pictureMaxMb: 2,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  shortTextMax: 200,
  longTextMax: 5000,
  urlMax: 2048,
  skillLevelMin: 1,
  skillLevelMax: 5,
  projectLinksMax: 10,
  /** Highlights of a job, keywords of a skill or an interest. */
  listItemsMax: 20,
  highlightMax: 500,
  /** Custom sections one profile may have. */
  customSectionsMax: 10,
  /** JSON request bodies; multipart uploads have their own limit. */
  jsonBodyMaxBytes: 256 * 1024,
} as const;

export const DEFAULT_THEME = {
  backgroundColor: '#f5f7fb',
  surfaceColor: '#4169e1',
} as const;

/** Bounds that keep one CV render small; far above any real CV. */
export const CV_LIMITS = {
  entriesMax: 100,
  skillsMax: 200,
  pagesMax: 50,
} as const;
