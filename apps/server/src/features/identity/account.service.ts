import type { FastifyBaseLogger } from 'fastify';
import type { AccountUpdate, ChangePassword, Locale } from '@cv/shared';
import { fieldError, unauthorized, unavailable } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/password';
import { isCountryCode } from '../platform/countries.service';
import type { Mailer, MailMessage } from '../platform/mailer';
import { recipientLocale } from '../platform/recipient';
import type { MediaStorage } from '../platform/storage';
import type { SessionService } from './session.service';
import { takenConflict } from './account.errors';
import { TakenError, type AccountRepository, type AccountRow } from './account.repository';
import { emailChangedMail, forgotPasswordUrl, passwordChangedMail } from './security-mail';
import type { VerificationService } from './verification.service';

export interface AccountServiceDeps {
  accounts: AccountRepository;
  sessions: SessionService;
  verification: VerificationService;
  storage: Pick<MediaStorage, 'deletePrefix'>;
  log: FastifyBaseLogger;
  /** Security notices (password or e-mail address changed); sent after the answer. */
  mailer?: Pick<Mailer, 'send'>;
  publicUrl?: string;
}

const sameAddress = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The logged-in user's own account: read, edit, change password, delete. */
export function createAccountService({
  accounts,
  sessions,
  verification,
  storage,
  log,
  mailer,
  publicUrl = '',
}: AccountServiceDeps) {
  /** A security notice to the account holder; a failure is logged, never the user's problem. */
  function notify(message: MailMessage, accountId: string) {
    if (!mailer || !message.to) return;
    void mailer.send(message).catch((err: unknown) => {
      log.error({ err, accountId }, 'security notice could not be sent');
    });
  }

  /** The account of a valid token; a token of a deleted account counts as no login. */
  async function load(accountId: string): Promise<AccountRow> {
    const account = await accounts.findById(accountId);
    if (!account) throw unauthorized();
    return account;
  }

  return {
    load,

    /**
     * Replaces the editable fields. A new e-mail address (not merely new
     * capitals) has to be verified again: the account becomes UNVERIFIED and
     * a link goes to the new address.
     */
    async update(
      accountId: string,
      input: AccountUpdate,
      locale: Locale,
      /** Throws unless the session proved its user recently: a new address is a dangerous change. */
      assertRecentAuth: () => void = () => {},
    ): Promise<AccountRow> {
      const current = await load(accountId);
      if (input.country !== null && !isCountryCode(input.country)) {
        throw fieldError('country', 'account.errors.unknownCountry');
      }
      const emailChanged = !sameAddress(current.email, input.email);
      if (emailChanged) assertRecentAuth();
      let updated: AccountRow | null;
      try {
        updated = await accounts.update(accountId, {
          ...input,
          ...(emailChanged ? { status: 'UNVERIFIED' as const } : {}),
        });
      } catch (err) {
        throw err instanceof TakenError ? takenConflict(err) : err;
      }
      if (!updated) throw unauthorized();
      if (emailChanged) await verification.sendBestEffort(updated, locale);
      if (emailChanged && current.email) {
        notify(
          emailChangedMail({
            account: updated,
            oldEmail: current.email,
            newEmail: input.email,
            forgotUrl: forgotPasswordUrl(publicUrl),
          }),
          accountId,
        );
      }
      return updated;
    },

    /** The language switch of a logged-in user: the app's language on every device, and the mails'. */
    async setLocale(accountId: string, locale: Locale): Promise<void> {
      await load(accountId);
      await accounts.setLocale(accountId, locale);
    },

    /**
     * Checks the current password, stores the new one and ends every other
     * session: whoever else knew the old password is logged out.
     */
    async changePassword(
      accountId: string,
      sessionId: string | undefined,
      input: ChangePassword,
    ): Promise<void> {
      const account = await load(accountId);
      if (!account.passwordHash) {
        // External-login accounts get a first password through the forgotten-password link.
        throw fieldError('oldPassword', 'account.errors.noPassword');
      }
      if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
        throw fieldError('oldPassword', 'account.errors.wrongPassword');
      }
      const passwordHash = await hashPassword(input.password);
      // Both or neither: a new password with the old sessions still live would be worse than none.
      await accounts.transaction(async (tx, tokens) => {
        await tx.setPasswordHash(accountId, passwordHash);
        await sessions.endOthers(accountId, sessionId, tokens);
      });
      notify(
        passwordChangedMail({
          locale: recipientLocale(account),
          account,
          forgotUrl: forgotPasswordUrl(publicUrl),
        }),
        accountId,
      );
    },

    /**
     * Deletes the account and everything of it. The stored media go first:
     * if the storage fails, the account still exists and the user can try
     * again, instead of pictures outliving the account that owned them.
     */
    async delete(accountId: string): Promise<void> {
      await load(accountId);
      try {
        await storage.deletePrefix(`${accountId}/`);
      } catch (err) {
        log.error({ err, accountId }, 'media of the account could not be deleted');
        throw unavailable('service_unavailable');
      }
      await accounts.delete(accountId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
