import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_PASSKEYS,
  type AuthenticationResponse,
  type Locale,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type RegistrationResponse,
} from '@cv/shared';
import { unauthorized } from '../../http/errors';
import type { RateLimiter } from '../../security/rate-limit';
import type { SessionTokens } from '../../security/session-tokens';
import type { AccountRepository, AccountRow } from './account.repository';
import { adoptLocaleOnce } from './account-language';
import type { Mailer } from '../platform/mailer';
import type { SessionContext, SessionService } from './session.service';
import { CHALLENGE_TTL_SECONDS, type PasskeyChallenge } from './passkey-challenge';
import { type PasskeyRefusal, passkeyErrors } from './passkey.errors';
import { accountPageUrl, passkeyAddedMail } from './passkey-mail';
import type { PasskeyRepository, PasskeyRow } from './passkey.repository';

export const RP_NAME = 'CV Builder';

/**
 * Fixed rather than the library's default, which depends on what the
 * runtime supports: every instance must offer and accept the same ones.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The relying party is the public origin: its host name is the RP id. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

/**
 * The user handle the authenticator keeps with a discoverable credential:
 * the account id (random, no personal data). A login checks it against the
 * account of the credential.
 */
const userHandleOf = (accountId: string) => new TextEncoder().encode(accountId);

export interface PasskeyServiceDeps {
  passkeys: PasskeyRepository;
  accounts: AccountRepository;
  sessions: SessionService;
  limits: RateLimiter;
  log: FastifyBaseLogger;
  /** The notice that a passkey was added; sent after the answer. */
  mailer?: Pick<Mailer, 'send'>;
  publicUrl: string;
  now?: () => Date;
}

export interface Issued<T> {
  options: T;
  challenge: PasskeyChallenge;
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registration on the account
 * page, usernameless login, and re-authentication before dangerous actions.
 * Challenges travel in the caller's state cookie; nothing is kept between
 * the options and their answer on this instance.
 *
 * User verification (PIN, fingerprint, face) is asked for as 'preferred', so
 * that the browser offers every passkey, and then required: a passkey login
 * stands for both password and second factor, which possession alone of a
 * security key does not.
 */
export function createPasskeyService({
  passkeys,
  accounts,
  sessions,
  limits,
  log,
  mailer,
  publicUrl,
  now = () => new Date(),
}: PasskeyServiceDeps) {
  const rp = relyingParty(publicUrl);
  /** Browsers refuse every ceremony of a relying party named by an IP address: say so first. */
  const assertDomain = () => {
    if (isIP(rp.id.replace(/^\[|\]$/g, '')) !== 0) throw passkeyErrors.needDomain(rp.id);
  };
  const timeout = CHALLENGE_TTL_SECONDS * 1000;

  async function load(accountId: string): Promise<AccountRow> {
    const account = await accounts.findById(accountId);
    if (!account) throw unauthorized();
    return account;
  }

  /** Options for the browser, with their challenge for the state cookie. */
  const issued = <T extends { challenge: string }>(options: T, accountId?: string): Issued<T> => ({
    options,
    challenge: {
      challenge: options.challenge,
      issuedAt: now().getTime(),
      ...(accountId ? { accountId } : {}),
    },
  });

  /** A security notice; a failure is logged, never the user's problem. */
  function notify(account: AccountRow, passkeyName: string) {
    if (!mailer || !account.email) return;
    const message = passkeyAddedMail({
      account,
      passkeyName,
      accountUrl: accountPageUrl(publicUrl),
    });
    void mailer.send(message).catch((err: unknown) => {
      log.error({ err, accountId: account.id }, 'security notice could not be sent');
    });
  }

  /**
   * Checks an assertion against the challenge and the stored credential, and
   * records the use. `accountId` restricts it to that account's passkeys; a
   * refusal answers `status`.
   */
  async function verifyAssertion(
    response: AuthenticationResponse,
    challenge: PasskeyChallenge,
    { status, accountId }: { status: 400 | 401; accountId?: string },
  ): Promise<PasskeyRow> {
    const refuse = (refusal: PasskeyRefusal, detail?: unknown): never => {
      log.info({ refusal, detail, accountId }, 'passkey assertion refused');
      throw passkeyErrors.refused(status, refusal);
    };
    const passkey = await passkeys.findByCredentialId(response.id);
    if (!passkey) return refuse('invalid', 'unknown credential');
    if (accountId && passkey.accountId !== accountId) return refuse('foreign');
    const { userHandle } = response.response;
    if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.accountId) {
      return refuse('invalid', 'user handle does not match');
    }
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        // Checked below, so that the refusal can say what was missing.
        requireUserVerification: false,
      });
    } catch (err) {
      return refuse('invalid', (err as Error).message);
    }
    const { verified, authenticationInfo: info } = verification;
    if (!verified) return refuse('invalid');
    if (!info.userVerified) return refuse('userVerification');
    const used = await passkeys.recordUse(passkey.id, {
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
      usedAt: now(),
      challengeIssuedAt: new Date(challenge.issuedAt),
    });
    if (!used) return refuse('challenge', 'used since the challenge was issued');
    return used;
  }

  return {
    list(accountId: string): Promise<PasskeyRow[]> {
      return passkeys.listByAccount(accountId);
    },

    /**
     * Options to create a discoverable credential for the account. Its
     * passkeys are excluded, so that an authenticator holding one of them
     * says so instead of creating a second.
     */
    async registrationOptions(accountId: string): Promise<Issued<PasskeyRegistrationOptions>> {
      assertDomain();
      const account = await load(accountId);
      const existing = await passkeys.listByAccount(accountId);
      if (existing.length >= MAX_PASSKEYS) throw passkeyErrors.limitReached();
      const name = account.username ?? account.email ?? account.id;
      const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: name,
        userID: userHandleOf(account.id),
        userDisplayName: fullName || name,
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      return issued(options as PasskeyRegistrationOptions, accountId);
    },

    /** Verifies the new credential, stores it and mails the owner. */
    async register(
      accountId: string,
      input: { name: string; response: RegistrationResponse },
      challenge: PasskeyChallenge | null,
    ): Promise<PasskeyRow> {
      const account = await load(accountId);
      if (!challenge || challenge.accountId !== accountId) {
        throw passkeyErrors.refused(400, 'challenge');
      }
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch (err) {
        log.info({ err: (err as Error).message, accountId }, 'passkey registration refused');
        throw passkeyErrors.refused(400, 'invalid');
      }
      if (!verification.verified) throw passkeyErrors.refused(400, 'invalid');
      const info = verification.registrationInfo;
      // A passkey that cannot verify its user could never log in (see above).
      if (!info.userVerified) throw passkeyErrors.refused(400, 'userVerification');
      const stored = await passkeys.insertWithinLimit(
        {
          accountId,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? input.response.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: input.name,
        },
        MAX_PASSKEYS,
      );
      if (stored === 'limit') throw passkeyErrors.limitReached();
      if (stored === 'duplicate') throw passkeyErrors.alreadyRegistered();
      notify(account, stored.name);
      return stored;
    },

    /** Removes one of the account's passkeys; false when it has no such passkey. */
    remove(accountId: string, id: string): Promise<boolean> {
      return passkeys.delete(accountId, id);
    },

    /** Options for a usernameless login: the browser offers every passkey of this site. */
    async authenticationOptions(): Promise<Issued<PasskeyAuthenticationOptions>> {
      assertDomain();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: [],
        userVerification: 'preferred',
        timeout,
      });
      return issued(options as PasskeyAuthenticationOptions);
    },

    /**
     * Logs in with a passkey. Attempts count against the address like failed
     * password logins (a success gives its attempt back). The passkey with
     * user verification stands for both factors: no second step follows.
     */
    async login(
      response: AuthenticationResponse,
      challenge: PasskeyChallenge | null,
      context: SessionContext & { locale?: Locale },
    ): Promise<{ account: AccountRow; tokens: SessionTokens }> {
      await limits.consume('login', 'ip', context.ip);
      if (!challenge) throw passkeyErrors.refused(401, 'challenge');
      const passkey = await verifyAssertion(response, challenge, { status: 401 });
      const found = await accounts.findById(passkey.accountId);
      // Deleting an account deletes its passkeys: this is a race with the deletion.
      if (!found) throw passkeyErrors.refused(401, 'invalid');
      await limits.reward('login', 'ip', context.ip);
      const account = await adoptLocaleOnce(accounts, found, context.locale);
      return { account, tokens: await sessions.start(account.id, context) };
    },

    /** Options to confirm the logged-in user with one of the account's passkeys. */
    async reauthenticationOptions(
      accountId: string,
    ): Promise<Issued<PasskeyAuthenticationOptions>> {
      assertDomain();
      const existing = await passkeys.listByAccount(accountId);
      if (existing.length === 0) throw passkeyErrors.noPasskeys();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        userVerification: 'preferred',
        timeout,
      });
      return issued(options as PasskeyAuthenticationOptions, accountId);
    },

    /**
     * Re-authentication of a logged-in session with one of its account's
     * passkeys: dangerous actions are allowed for a while. Failures count
     * like failed logins of that account from that address.
     */
    async reauthenticate(
      accountId: string,
      sessionId: string,
      response: AuthenticationResponse,
      challenge: PasskeyChallenge | null,
      context: { ip: string },
    ): Promise<void> {
      const pairKey = `${accountId}|${context.ip}`;
      await limits.consume('login', 'pair', pairKey);
      if (!challenge || challenge.accountId !== accountId) {
        throw passkeyErrors.refused(400, 'challenge');
      }
      await verifyAssertion(response, challenge, { status: 400, accountId });
      await limits.reset('login', 'pair', pairKey);
      await sessions.markAuthenticated(accountId, sessionId);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
