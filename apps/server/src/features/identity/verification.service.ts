import type { FastifyBaseLogger } from 'fastify';
import type { Locale, Verification } from '@cv/shared';
import { linkError, unauthorized, unavailable } from '../../http/errors';
import type { RateLimiter } from '../../security/rate-limit';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { Mailer } from '../platform/mailer';
import { recipientLocale } from '../platform/recipient';
import type { AccountRepository, AccountRow } from './account.repository';
import { verificationMail } from './verification-mail';
import type { VerificationRepository } from './verification.repository';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The page of the web app that reads `id` and `token` and calls the API. */
export function verificationLink(publicUrl: string, accountId: string, token: string): string {
  const query = new URLSearchParams({ id: accountId, token });
  return `${publicUrl}/ui/account/verification?${query.toString()}`;
}

/** A link that does not verify. */
const verificationError = linkError('verification', {
  invalid: 'account.errors.verificationInvalid',
  expired: 'account.errors.verificationExpired',
  used: 'account.errors.verificationUsed',
});

export interface VerificationServiceDeps {
  tokens: VerificationRepository;
  accounts: AccountRepository;
  mailer: Mailer;
  limits: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Context of the request a service acts for. */
export interface RequestContext {
  ip: string;
  locale: Locale;
}

/**
 * E-mail verification: a single-use token that expires after 24 hours, sent
 * as a link, stored hashed and bound to the address it was sent to (a link
 * to an old address does not verify a new one).
 */
export function createVerificationService({
  tokens,
  accounts,
  mailer,
  limits,
  publicUrl,
  log,
  now = () => new Date(),
}: VerificationServiceDeps) {
  /**
   * Creates a token and mails the link in the account's language (`fallback`
   * only while it has none); rejects when the mail could not be sent.
   */
  async function send(account: AccountRow, fallback?: Locale): Promise<void> {
    if (!account.email) throw new Error('an account without e-mail cannot be verified');
    const token = newOpaqueToken();
    await tokens.insert({
      accountId: account.id,
      email: account.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + VERIFICATION_TTL_MS),
    });
    const link = verificationLink(publicUrl, account.id, token);
    const message = verificationMail({
      locale: recipientLocale(account, fallback),
      to: account.email,
      name: account.firstName ?? account.username ?? account.email,
      username: account.username ?? '',
      link,
    });
    await mailer.send(message, { link });
  }

  return {
    send,

    /**
     * Sends the mail as part of another action (signup, changed e-mail). A
     * mail server that is down must not undo that action: the failure is
     * logged and the user can ask for the mail again.
     */
    async sendBestEffort(account: AccountRow, fallback?: Locale): Promise<void> {
      try {
        await send(account, fallback);
      } catch (err) {
        log.error({ err, accountId: account.id }, 'verification mail could not be sent');
      }
    },

    /** `POST /api/account/verification/generate`: the mail again, for an UNVERIFIED account. */
    async resend(accountId: string, context: RequestContext): Promise<void> {
      await limits.consume('resend', 'ip', context.ip);
      await limits.consume('resend', 'account', accountId);
      const account = await accounts.findById(accountId);
      if (!account) throw unauthorized();
      try {
        await send(account, context.locale);
      } catch (err) {
        log.error({ err, accountId }, 'verification mail could not be re-sent');
        throw unavailable('mail_unavailable', 'account.errors.mailUnavailable');
      }
    },

    /** `POST /api/account/verification`: works with or without a session. */
    async verify(input: Verification, context: Pick<RequestContext, 'ip'>) {
      await limits.consume('verify', 'ip', context.ip);
      await limits.consume('verify', 'account', input.id);
      const token = await tokens.find(input.id, hashToken(input.token));
      if (!token) throw verificationError('invalid');
      const account = await accounts.findById(input.id);
      const sameAddress =
        !!account?.email && account.email.toLowerCase() === token.email.toLowerCase();
      // A genuine link of an address that is verified already (a second click,
      // or the older of two links after a re-send) is what the user wanted:
      // "verified", not "used" with the offer of yet another mail.
      if (sameAddress && account.status === 'VERIFIED') return { status: 'VERIFIED' as const };
      if (token.usedAt) throw verificationError('used');
      if (token.expiresAt.getTime() <= now().getTime()) throw verificationError('expired');
      if (!account || !sameAddress) throw verificationError('invalid');
      if (!(await tokens.verify(account.id, token.id, now()))) throw verificationError('used');
      return { status: 'VERIFIED' as const };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
