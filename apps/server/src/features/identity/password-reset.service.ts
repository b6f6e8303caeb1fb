import type { FastifyBaseLogger } from 'fastify';
import type { ForgotPassword, Locale, ResetLinkCheck, ResetPassword } from '@cv/shared';
import { linkError } from '../../http/errors';
import { hashPassword } from '../../security/password';
import type { RateLimiter } from '../../security/rate-limit';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { AccountRepository } from './account.repository';
import { forgotPasswordUrl, passwordChangedMail } from './security-mail';
import type { Mailer, MailMessage } from '../platform/mailer';
import { recipientLocale } from '../platform/recipient';
import type { SessionService } from './session.service';
import { passwordResetMail } from './password-reset-mail';
import type { PasswordResetRepository } from './password-reset.repository';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The page of the web app that reads `token` and asks for the new password. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/ui/login/reset-password?${new URLSearchParams({ token }).toString()}`;

const resetError = linkError('reset_link', {
  invalid: 'account.errors.resetInvalid',
  expired: 'account.errors.resetExpired',
  used: 'account.errors.resetUsed',
});

export interface PasswordResetServiceDeps {
  tokens: PasswordResetRepository;
  accounts: Pick<AccountRepository, 'findByEmail'>;
  sessions: SessionService;
  mailer: Mailer;
  limits: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The forgotten-password flow: a single-use link (random token, stored
 * hashed, valid one hour) to the account's address, then a new password,
 * every session ended and a confirmation mail. Works for accounts that have
 * only an external login as well: they get a password this way.
 */
export function createPasswordResetService({
  tokens,
  accounts,
  sessions,
  mailer,
  limits,
  publicUrl,
  log,
  now = () => new Date(),
}: PasswordResetServiceDeps) {
  /**
   * Sends after the answer: how long a mail server takes must not tell
   * whether the address has an account.
   */
  function sendLater(message: MailMessage, accountId: string, logDetails = {}) {
    void mailer.send(message, logDetails).catch((err: unknown) => {
      log.error({ err, accountId }, 'password mail could not be sent');
    });
  }

  /** The stored link of a token that can still set a password; otherwise why not. */
  async function liveLink(tokenHash: string, at: Date) {
    const found = await tokens.findByHash(tokenHash);
    if (!found) throw resetError('invalid');
    if (found.usedAt) throw resetError('used');
    if (found.expiresAt <= at) throw resetError('expired');
    return found;
  }

  return {
    /** `POST /api/auth/password/forgot`: the same answer whether or not the address is known. */
    async requestLink(
      input: ForgotPassword,
      context: { ip: string; locale: Locale },
    ): Promise<void> {
      await limits.consume('forgot', 'ip', context.ip);
      await limits.consume('forgot', 'account', input.email);
      const account = await accounts.findByEmail(input.email);
      if (!account?.email) return;
      const token = newOpaqueToken();
      await tokens.insert({
        accountId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
      });
      const link = resetLink(publicUrl, token);
      sendLater(
        passwordResetMail({ locale: recipientLocale(account, context.locale), account, link }),
        account.id,
        {
          link,
        },
      );
    },

    /**
     * `POST /api/auth/password/reset/check`: whether the link can still set a
     * password, so that the page says so before a password is typed. Counts
     * against the same budget as setting the password.
     */
    async checkLink(input: ResetLinkCheck, context: { ip: string }): Promise<void> {
      await limits.consume('reset', 'ip', context.ip);
      await liveLink(hashToken(input.token), now());
    },

    /**
     * `POST /api/auth/password/reset`: sets the password, uses up every open
     * link of the account and ends all its sessions, in one transaction.
     */
    async reset(input: ResetPassword, context: { ip: string; locale: Locale }): Promise<void> {
      await limits.consume('reset', 'ip', context.ip);
      const tokenHash = hashToken(input.token);
      const at = now();
      const found = await liveLink(tokenHash, at);
      const passwordHash = await hashPassword(input.password);
      const account = await tokens.transaction(async (resets, accountStore, sessionStore) => {
        if (!(await resets.useAll(found.accountId, tokenHash, at))) throw resetError('used');
        await accountStore.setPasswordHash(found.accountId, passwordHash);
        await sessions.endOthers(found.accountId, undefined, sessionStore);
        return accountStore.findById(found.accountId);
      });
      if (account?.email) {
        sendLater(
          passwordChangedMail({
            locale: recipientLocale(account),
            account,
            forgotUrl: forgotPasswordUrl(publicUrl),
          }),
          account.id,
        );
      }
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
