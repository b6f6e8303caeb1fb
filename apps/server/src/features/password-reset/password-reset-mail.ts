import { LOCALES, type Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import type { AccountRow } from '../account/account.repository';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';

/** The language of the account's mails (English until one is known). */
export const accountLocale = (account: AccountRow): Locale =>
  LOCALES.find((locale) => locale === account.locale) ?? 'en';

/** How a mail greets the account holder. */
export const greetingName = (account: AccountRow) =>
  account.firstName ?? account.username ?? account.email ?? '';

/** The mail with the link that sets a new password. */
export function passwordResetMail(options: {
  locale: Locale;
  account: AccountRow;
  link: string;
}): MailMessage {
  const t = translator(options.locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`account.mail.passwordReset.${key}`, params);
  return {
    to: options.account.email ?? '',
    ...composeMail({
      lang: options.locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.account) }),
      intro: [k('intro')],
      action: { label: k('action'), url: options.link },
      linkHint: k('linkHint'),
      outro: [k('expiry'), k('ignore')],
      signature: k('signature'),
    }),
  };
}

/** The notice that the password was changed, with the way back if it was not the owner. */
export function passwordChangedMail(options: {
  locale: Locale;
  account: AccountRow;
  forgotUrl: string;
}): MailMessage {
  const t = translator(options.locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`account.mail.passwordChanged.${key}`, params);
  return {
    to: options.account.email ?? '',
    ...composeMail({
      lang: options.locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.account) }),
      intro: [k('intro')],
      action: { label: k('action'), url: options.forgotUrl },
      linkHint: k('linkHint'),
      outro: [k('outro')],
      signature: k('signature'),
    }),
  };
}

/** The notice to the old address that the account's e-mail address changed. */
export function emailChangedMail(options: {
  account: AccountRow;
  oldEmail: string;
  newEmail: string;
  forgotUrl: string;
}): MailMessage {
  const locale = accountLocale(options.account);
  const t = translator(locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`account.mail.emailChanged.${key}`, params);
  return {
    to: options.oldEmail,
    ...composeMail({
      lang: locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.account) }),
      intro: [k('intro', { email: options.newEmail })],
      action: { label: k('action'), url: options.forgotUrl },
      linkHint: k('linkHint'),
      outro: [k('outro')],
      signature: k('signature'),
    }),
  };
}
