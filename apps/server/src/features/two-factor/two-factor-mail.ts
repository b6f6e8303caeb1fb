import type { AccountRow } from '../account/account.repository';
import { accountMail } from '../mail/account-mail';
import type { MailMessage } from '../mail/mailer';

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
