import type { AccountRow } from './account.repository';
import { accountMail } from '../platform/account-mail';
import type { MailMessage } from '../platform/mailer';

/** The notice that two-factor login was turned on or off, in the account's language. */
export function twoFactorChangedMail(options: {
  account: AccountRow;
  change: 'enabled' | 'disabled';
  accountUrl: string;
}): MailMessage {
  return accountMail({
    recipient: options.account,
    texts: `twoFactor.mail.${options.change}`,
    url: options.accountUrl,
  });
}
