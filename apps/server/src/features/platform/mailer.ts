import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends the message; rejects when it could not be handed over. `logDetails`
   * go into the log line of the embedded outbox only (e.g. the link to click
   * in development): with real SMTP a link is a secret for the recipient.
   */
  send(message: MailMessage, logDetails?: Record<string, unknown>): Promise<void>;
  close(): void;
}

/** Quoted-printable keeps the text readable in the raw message (and in the outbox files). */
const TEXT_ENCODING = 'quoted-printable';

/** Bounds a hanging SMTP server: a signup waits at most this long for it. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * Mail through SMTP when MAIL_URL is set; otherwise the embedded outbox:
 * every message an .eml file under DATA_DIR/outbox/ (open it in any mail
 * program) and a log line, so that `npm start` works without a mail server.
 */
export function createMailer(
  config: { MAIL_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  log: FastifyBaseLogger,
): Mailer {
  const from = config.MAIL_FROM;
  if (config.MAIL_URL) {
    const transport = nodemailer.createTransport({ url: config.MAIL_URL, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        const info = await transport.sendMail({ from, textEncoding: TEXT_ENCODING, ...message });
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message, logDetails = {}) {
      const info = await transport.sendMail({ from, textEncoding: TEXT_ENCODING, ...message });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique within the same millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message);
      log.info(
        { to: message.to, subject: message.subject, file, ...logDetails },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}
