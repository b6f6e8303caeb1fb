import { isLocale, type Locale } from '@cv/shared';
import { backgroundApi, dataOf } from '../api/client';
import { chooseLocale } from './i18n';
import { getSession } from './session';

/**
 * The language is the account's once someone is logged in: a login on any
 * device switches the app to it, and the language switch of a logged-in
 * user changes it for every device and every mail.
 */

/** After a login: the account's language wins over the device's. */
export async function adoptAccountLocale(locale: Locale | undefined): Promise<void> {
  // An answer without one (a server not yet updated) leaves the device's language.
  if (isLocale(locale)) await chooseLocale(locale);
}

/**
 * The language switch: switches at once and, for a logged-in user, makes it
 * the account's. Saving it is best effort: without a connection this device
 * still switches, and the account keeps its language until the next switch.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  await chooseLocale(locale);
  if (!getSession().loggedIn) return;
  await dataOf(backgroundApi.POST('/api/account/language', { body: { locale } })).catch(
    () => undefined,
  );
}
