import { isLocale, type Locale } from '@cv/shared';
import type { AccountRepository, AccountRow } from './account.repository';

/**
 * An account without a language of its own (made before accounts kept one)
 * takes the language its owner logs in with. After that only the owner's
 * language switch changes it: a login on a device in another language does not.
 */
export async function adoptLocaleOnce(
  accounts: Pick<AccountRepository, 'setLocale'>,
  account: AccountRow,
  locale: Locale | undefined,
): Promise<AccountRow> {
  if (isLocale(account.locale) || !locale) return account;
  await accounts.setLocale(account.id, locale);
  return { ...account, locale };
}
