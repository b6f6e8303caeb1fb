import type { Locale } from '@cv/shared';
import type { AccountRow } from './account.repository';
import { accountMail } from '../platform/account-mail';
import type { MailMessage } from '../platform/mailer';

/** The mail with the link that sets a new password. */
export function passwordResetMail(options: {
  locale: Locale;
  account: AccountRow;
  link: string;
}): MailMessage {
  return accountMail({
    recipient: options.account,
    texts: 'account.mail.passwordReset',
    locale: options.locale,
    url: options.link,
    outro: ['expiry', 'ignore'],
  });
}
