import type { Locale } from '@cv/shared';
import type { AccountRow } from '../account/account.repository';
import { accountMail } from '../mail/account-mail';
import type { MailMessage } from '../mail/mailer';

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
