import { translator } from '../../http/i18n';
import type { AccountRow } from '../account/account.repository';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { greetingName, recipientLocale } from '../mail/recipient';

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
  const locale = recipientLocale(options.account);
  const t = translator(locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`account.mail.passkeyAdded.${key}`, params);
  return {
    to: options.account.email ?? '',
    ...composeMail({
      lang: locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.account) }),
      intro: [k('intro', { passkey: options.passkeyName })],
      action: { label: k('action'), url: options.accountUrl },
      linkHint: k('linkHint'),
      outro: [k('outro')],
      signature: k('signature'),
    }),
  };
}
