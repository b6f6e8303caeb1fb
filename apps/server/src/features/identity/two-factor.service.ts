import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { conflict, fieldError } from '../../http/errors';
import type { AccountRepository } from './account.repository';
import type { Mailer, MailMessage } from '../platform/mailer';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { groupedSecret, newTotpSecret, totpStep, totpUri } from './totp';
import { twoFactorChangedMail } from './two-factor-mail';
import type { TwoFactorRepository } from './two-factor.repository';

export interface TwoFactorServiceDeps {
  repository: TwoFactorRepository;
  accounts: Pick<AccountRepository, 'findById'>;
  mailer?: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

const invalidCode = (field = 'code') => fieldError(field, 'twoFactor.errors.invalidCode');

/** A confirmation code with no enrolment waiting for it (none started, or confirmed already). */
const notEnrolling = () =>
  fieldError('code', 'twoFactor.errors.notEnrolling', undefined, 'two_factor_not_enrolling');

/**
 * Two-factor login with an authenticator app (TOTP, RFC 6238): enrolment
 * with a QR code rendered here, confirmation by a first code, ten one-time
 * recovery codes, and the check of a code at login and re-authentication.
 * A code is accepted within one step of the current time and never twice.
 */
export function createTwoFactorService({
  repository,
  accounts,
  mailer,
  publicUrl,
  log,
  now = () => Date.now(),
}: TwoFactorServiceDeps) {
  const accountUrl = `${publicUrl}/ui/account`;

  function notify(message: MailMessage, accountId: string) {
    if (!mailer || !message.to) return;
    void mailer.send(message).catch((err: unknown) => {
      log.error({ err, accountId }, 'two-factor security mail could not be sent');
    });
  }

  async function mailChange(accountId: string, change: 'enabled' | 'disabled') {
    const account = await accounts.findById(accountId);
    if (account) notify(twoFactorChangedMail({ account, change, accountUrl }), accountId);
  }

  async function storeNewRecoveryCodes(accountId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repository.replaceRecoveryCodes(accountId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    async status(accountId: string) {
      const enabled = await repository.isEnabled(accountId);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repository.recoveryCodesLeft(accountId) : 0,
      };
    },

    isEnabled: (accountId: string) => repository.isEnabled(accountId),

    /** A new secret for the app (a QR code and the key to type), pending until confirmed. */
    async startEnrolment(accountId: string) {
      const account = await accounts.findById(accountId);
      const secret = newTotpSecret();
      if (!(await repository.startEnrolment(accountId, secret))) {
        throw conflict('two_factor_enabled', 'twoFactor.errors.alreadyEnabled');
      }
      const label = account?.username ?? account?.email ?? accountId;
      const otpauthUri = totpUri(secret, label);
      const qrSvg = await QRCode.toString(otpauthUri, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { secret: groupedSecret(secret), otpauthUri, qrSvg };
    },

    /** The first code of the app turns two-factor login on; answers the recovery codes. */
    async confirm(accountId: string, code: string): Promise<string[]> {
      const pending = await repository.find(accountId);
      if (!pending || pending.confirmedAt) throw notEnrolling();
      const step = totpStep(pending.secret, code, now());
      if (step === null) throw invalidCode();
      const codes = newRecoveryCodes();
      if (!(await repository.confirm(accountId, step, codes.map(hashRecoveryCode)))) {
        throw notEnrolling();
      }
      await mailChange(accountId, 'enabled');
      return codes;
    },

    /**
     * Whether `code` is a current code of the account's app (its step not
     * used before) or one of its unused recovery codes; either is used up.
     */
    async verify(accountId: string, code: string): Promise<boolean> {
      if (looksLikeRecoveryCode(code)) {
        return repository.useRecoveryCode(accountId, hashRecoveryCode(code));
      }
      const credential = await repository.find(accountId);
      if (!credential?.confirmedAt) return false;
      const step = totpStep(credential.secret, code, now());
      return step !== null && (await repository.acceptStep(accountId, step));
    },

    async disable(accountId: string): Promise<void> {
      if (!(await repository.remove(accountId))) {
        throw conflict('two_factor_disabled', 'twoFactor.errors.notEnabled');
      }
      await mailChange(accountId, 'disabled');
    },

    /** Ten new recovery codes; the old ones stop working. */
    async renewRecoveryCodes(accountId: string): Promise<string[]> {
      if (!(await repository.isEnabled(accountId))) {
        throw conflict('two_factor_disabled', 'twoFactor.errors.notEnabled');
      }
      return storeNewRecoveryCodes(accountId);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
