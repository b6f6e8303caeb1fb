import type { Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import type { AccountRow } from '../account/account.repository';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { greetingName } from '../mail/recipient';

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
