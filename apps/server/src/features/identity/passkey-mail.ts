import type { AccountRow } from './account.repository';
import { accountMail } from '../platform/account-mail';
import type { MailMessage } from '../platform/mailer';

/** The account page, where passkeys are listed and removed. */
export const accountPageUrl = (publicUrl: string) => `${publicUrl}/ui/account`;

/**
 * The notice that a passkey was added: a passkey logs in without the
 * password, so an intruder adding one must not go unnoticed.
 */
export function passkeyAddedMail(options: {
  account: AccountRow;
  passkeyName: string;
  accountUrl: string;
}): MailMessage {
  return accountMail({
    recipient: options.account,
    texts: 'account.mail.passkeyAdded',
    params: { passkey: options.passkeyName },
    url: options.accountUrl,
  });
}
