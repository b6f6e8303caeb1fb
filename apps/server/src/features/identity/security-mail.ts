import type { Locale } from '@cv/shared';
import { accountMail } from '../platform/account-mail';
import type { MailMessage } from '../platform/mailer';
import type { AccountRow } from './account.repository';

/** The web app's page that asks for a password reset link: the way back for the owner. */
export const forgotPasswordUrl = (publicUrl: string) => `${publicUrl}/ui/login/forgot-password`;

/** The notice that the password was changed, with the way back if it was not the owner. */
export function passwordChangedMail(options: {
  locale: Locale;
  account: AccountRow;
  forgotUrl: string;
}): MailMessage {
  return accountMail({
    recipient: options.account,
    texts: 'account.mail.passwordChanged',
    locale: options.locale,
    url: options.forgotUrl,
  });
}

/** The notice to the old address that the account's e-mail address changed. */
export function emailChangedMail(options: {
  account: AccountRow;
  oldEmail: string;
  newEmail: string;
  forgotUrl: string;
}): MailMessage {
  return accountMail({
    recipient: options.account,
    texts: 'account.mail.emailChanged',
    to: options.oldEmail,
    params: { email: options.newEmail },
    url: options.forgotUrl,
  });
}
