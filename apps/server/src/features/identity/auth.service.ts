import type { Locale, Login, Signup } from '@cv/shared';
import { fieldError, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/password';
import { loginDelayMs, type RateLimiter } from '../../security/rate-limit';
import type { SessionTokens } from '../../security/session-tokens';
import { takenConflict } from './account.errors';
import { TakenError, type AccountRepository, type AccountRow } from './account.repository';
import type { RequestContext, VerificationService } from './verification.service';
import type { SessionContext, SessionService } from './session.service';
import type { PendingLogin } from './second-factor-cookie';
import { adoptLocaleOnce } from './account-language';

/**
 * The second factor of a login (two-factor login with an app), as the login
 * sees it: a port the two-factor service fills (the composition root
 * connects them), so that the login does not depend on that feature.
 */
export interface SecondFactor {
  isEnabled(accountId: string): Promise<boolean>;
  /** Checks and uses up a code of the app or a recovery code. */
  verify(accountId: string, code: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  accounts: AccountRepository;
  sessions: SessionService;
  verification: VerificationService;
  limits: RateLimiter;
  /** Absent: no account has a second factor (tests of the password login alone). */
  secondFactor?: SecondFactor;
  /** Waits before a password check on an account under attack; tests pass a recorder. */
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export interface Authenticated {
  account: AccountRow;
  tokens: SessionTokens;
}

/** The password was right, but the account asks for its second factor before a session. */
export interface SecondFactorPending {
  account: AccountRow;
  secondFactorRequired: true;
}

const invalidSecondFactor = () => fieldError('code', 'twoFactor.errors.invalidCode');

/** One answer for every failed login: no hint whether the user exists. */
const invalidCredentials = () =>
  unauthorized('invalid_credentials', 'account.errors.invalidCredentials');

/** Signup and login with username (or e-mail) and password. */
export function createAuthService({
  accounts,
  sessions,
  verification,
  limits,
  secondFactor,
  pause = sleep,
}: AuthServiceDeps) {
  /** Throttles a guess at the account from the address: the same budget for password and code. */
  async function throttle(accountKey: string, ip: string) {
    const pairKey = `${accountKey}|${ip}`;
    await limits.consume('login', 'ip', ip);
    await limits.consume('login', 'pair', pairKey);
    await pause(loginDelayMs(await limits.loginFailures(accountKey)));
    return pairKey;
  }

  async function succeeded(accountKey: string, ip: string, pairKey: string) {
    await limits.reward('login', 'ip', ip);
    await limits.reset('login', 'pair', pairKey);
  }

  return {
    /**
     * Creates an UNVERIFIED account, logs it in and mails the verification
     * link. Uniqueness is the database's call: of concurrent signups with the
     * same name exactly one insert succeeds, the others answer 409.
     */
    async signup(input: Signup, context: RequestContext & SessionContext): Promise<Authenticated> {
      await limits.consume('signup', 'ip', context.ip);
      await limits.consume('signup', 'account', input.email);
      const passwordHash = await hashPassword(input.password);
      let account: AccountRow;
      try {
        account = await accounts.insert({
          username: input.username,
          email: input.email,
          passwordHash,
          status: 'UNVERIFIED',
          locale: context.locale,
          firstName: input.firstName,
          lastName: input.lastName,
        });
      } catch (err) {
        throw err instanceof TakenError ? takenConflict(err) : err;
      }
      const tokens = await sessions.start(account.id, context);
      await verification.sendBestEffort(account);
      return { account, tokens };
    },

    /**
     * Checks the password (argon2id) and starts a session. Failed attempts
     * count against the address and against (account, address): those two
     * refuse with 429, so a guesser is stopped while the owner, from an
     * address that has not been failing, always gets in. Failures against the
     * account from everywhere only slow its logins down (see LOGIN_SLOWDOWN).
     * The account is named by id however it was typed; by the typed name when
     * there is no such account.
     */
    async login(
      input: Login,
      context: SessionContext & { locale?: Locale },
    ): Promise<Authenticated | SecondFactorPending> {
      const found = await accounts.findByLogin(input.username);
      const accountKey = found?.id ?? input.username;
      const pairKey = await throttle(accountKey, context.ip);
      // Unknown users and accounts without a password cost a dummy verification too.
      const valid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !valid) {
        await limits.recordLoginFailure(accountKey);
        throw invalidCredentials();
      }
      const account = await adoptLocaleOnce(accounts, found, context.locale);
      // The password counts as a success only with the code: until then the pair's budget stays spent.
      if (await secondFactor?.isEnabled(account.id)) return { account, secondFactorRequired: true };
      await succeeded(accountKey, context.ip, pairKey);
      return { account, tokens: await sessions.start(account.id, context) };
    },

    /**
     * The second step of a login whose password was right: a code of the
     * app or a recovery code, throttled and counted like a password. Each
     * code also counts against the pending login and the account before it is
     * checked, so that no number of requests at once, from however many
     * addresses, checks more codes than those limits allow.
     */
    async completeSecondFactor(
      { accountId, loginId }: PendingLogin,
      code: string,
      context: SessionContext,
    ): Promise<Authenticated> {
      await limits.consume('secondFactor', 'login', loginId);
      await limits.consume('secondFactor', 'account', accountId);
      const pairKey = await throttle(accountId, context.ip);
      const account = await accounts.findById(accountId);
      if (!account || !secondFactor || !(await secondFactor.verify(accountId, code))) {
        await limits.recordLoginFailure(accountId);
        throw invalidSecondFactor();
      }
      await succeeded(accountId, context.ip, pairKey);
      await limits.reset('secondFactor', 'account', accountId);
      return { account, tokens: await sessions.start(account.id, context) };
    },

    /**
     * Re-authentication of a logged-in session with the password, or with a
     * code of the second factor (accounts with two-factor login, which may
     * have no password). Failures count like failed logins of that account
     * from that address.
     */
    async reauthenticate(
      accountId: string,
      sessionId: string,
      proof: { password?: string | undefined; code?: string | undefined },
      context: { ip: string },
    ): Promise<void> {
      const pairKey = `${accountId}|${context.ip}`;
      await limits.consume('login', 'pair', pairKey);
      const account = await accounts.findById(accountId);
      if (!account) throw unauthorized();
      if (proof.password !== undefined) {
        if (!account.passwordHash) throw fieldError('password', 'account.errors.noPasswordReauth');
        if (!(await verifyPassword(account.passwordHash, proof.password))) {
          throw fieldError('password', 'account.errors.wrongPassword');
        }
      } else if (
        !proof.code ||
        !secondFactor ||
        !(await secondFactor.verify(accountId, proof.code))
      ) {
        throw invalidSecondFactor();
      }
      await limits.reset('login', 'pair', pairKey);
      await sessions.markAuthenticated(accountId, sessionId);
    },

    /** Rotates the refresh token (see SessionService.refresh), limited per IP and account. */
    async refresh(
      refreshToken: string | undefined,
      context: Pick<RequestContext, 'ip'>,
    ): Promise<Authenticated> {
      await limits.consume('refresh', 'ip', context.ip);
      const { accountId, tokens } = await sessions.refresh(refreshToken, (id) =>
        limits.consume('refresh', 'account', id),
      );
      const account = await accounts.findById(accountId);
      // Deleting an account deletes its tokens, so this is a race with the deletion.
      if (!account) throw unauthorized();
      return { account, tokens };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
