import type { Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import { composeMail } from '../platform/compose';
import type { MailMessage } from '../platform/mailer';

/** The verification mail in the user's language; `link` is the page that verifies. */
export function verificationMail(options: {
  locale: Locale;
  to: string;
  name: string;
  username: string;
  link: string;
}): MailMessage {
  const t = translator(options.locale);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`account.mail.verification.${key}`, params);
  return {
    to: options.to,
    ...composeMail({
      lang: options.locale,
      subject: k('subject'),
      greeting: k('greeting', { name: options.name }),
      intro: [k('intro', { username: options.username })],
      action: { label: k('action'), url: options.link },
      linkHint: k('linkHint'),
      outro: [k('expiry'), k('ignore')],
      signature: k('signature'),
    }),
  };
}
