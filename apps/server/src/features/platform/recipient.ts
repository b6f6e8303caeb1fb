import { LOCALES, type Locale } from '@cv/shared';

/** What a mail needs to know of the account it goes to (an account row has all of it). */
export interface MailRecipient {
  email: string | null;
  locale: string | null;
  firstName: string | null;
  username: string | null;
}

/**
 * The language of the recipient's mails: the account's, whatever language the
 * request that set them off came in; `fallback` only while the account has none.
 */
export const recipientLocale = (
  recipient: Pick<MailRecipient, 'locale'>,
  fallback: Locale = 'en',
): Locale => LOCALES.find((locale) => locale === recipient.locale) ?? fallback;

/** How a mail greets its recipient. */
export const greetingName = (recipient: Omit<MailRecipient, 'locale'>) =>
  recipient.firstName ?? recipient.username ?? recipient.email ?? '';
