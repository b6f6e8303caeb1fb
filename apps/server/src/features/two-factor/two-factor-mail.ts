import { translator } from '../../http/i18n';
import type { AccountRow } from '../account/account.repository';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { greetingName, recipientLocale } from '../mail/recipient';

/** The notice that two-factor login was turned on or off, in the account's language. */
export function twoFactorChangedMail(options: {
  account: AccountRow;
  change: 'enabled' | 'disabled';
  accountUrl: string;
}): MailMessage {
  const locale = recipientLocale(options.account);
  const t = translator(locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`twoFactor.mail.${options.change}.${key}`, params);
  return {
    to: options.account.email ?? '',
    ...composeMail({
      lang: locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.account) }),
      intro: [k('intro')],
      action: { label: k('action'), url: options.accountUrl },
      linkHint: k('linkHint'),
      outro: [k('outro')],
      signature: k('signature'),
    }),
  };
}
