import type { Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import { composeMail } from './compose';
import type { MailMessage } from './mailer';
import { greetingName, recipientLocale, type MailRecipient } from './recipient';

/**
 * A mail to an account holder from texts under one i18n key prefix
 * (`subject`, `greeting`, `intro`, `action`, `linkHint`, the outro keys,
 * `signature`), in the recipient's language unless another is given, with
 * one call to action.
 */
export function accountMail(options: {
  recipient: MailRecipient;
  /** The i18n key prefix of the mail's texts, e.g. `account.mail.passwordChanged`. */
  texts: string;
  url: string;
  locale?: Locale;
  /** The address, when not the recipient's own (a notice to an old address). */
  to?: string;
  /** Values for the intro's placeholders. */
  params?: Record<string, unknown>;
  /** The keys of the paragraphs after the action. */
  outro?: string[];
}): MailMessage {
  const locale = options.locale ?? recipientLocale(options.recipient);
  const t = translator(locale);
  const k = (key: string, params?: Record<string, unknown>) => t(`${options.texts}.${key}`, params);
  return {
    to: options.to ?? options.recipient.email ?? '',
    ...composeMail({
      lang: locale,
      subject: k('subject'),
      greeting: k('greeting', { name: greetingName(options.recipient) }),
      intro: [k('intro', options.params)],
      action: { label: k('action'), url: options.url },
      linkHint: k('linkHint'),
      outro: (options.outro ?? ['outro']).map((key) => k(key)),
      signature: k('signature'),
    }),
  };
}
