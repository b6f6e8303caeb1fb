import type { Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { greetingName, recipientLocale } from '../mail/recipient';
import type { AccountRow } from './account.repository';

/** The web app's page that asks for a password reset link: the way back for the owner. */
export const forgotPasswordUrl = (publicUrl: string) => `${publicUrl}/ui/login/forgot-password`;

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
  const locale = recipientLocale(options.account);
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
