import {
  emailSchema,
  isOAuthProviderId,
  LIMITS,
  type LinkedIdentity,
  type Locale,
  type OAuthFailureReason,
  type OAuthProviderId,
  type OAuthSignup,
  type OAuthSignupInfo,
} from '@cv/shared';
import { AppError, forbidden, notFound, unauthorized } from '../../http/errors';
import type { SessionTokens } from '../../security/session-tokens';
import { takenConflict } from './account.errors';
import { TakenError, type AccountRepository, type AccountRow } from './account.repository';
import { adoptLocaleOnce } from './account-language';
import type { VerificationService } from './verification.service';
import type { SecondFactor } from './auth.service';
import type { SessionService } from './session.service';
import type { Flow } from './flow-cookie';
import type { OAuthRepository } from './oauth.repository';
import { newFlowChecks, type ExternalProfile, type OAuthProvider } from './provider';

/**
 * An external login that cannot go on. `reason` is what the failure page
 * may tell the user; the message (and cause) are for the log only.
 */
export class FlowFailure extends Error {
  constructor(
    readonly reason: OAuthFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FlowFailure';
  }
}

/** Where a finished callback sends the browser. */
export type CallbackOutcome =
  | { kind: 'logged-in'; tokens: SessionTokens; redirect: string | undefined }
  | { kind: 'signup'; tokens: SessionTokens; redirect: string | undefined }
  | { kind: 'linked'; provider: OAuthProviderId; redirect: string | undefined }
  /** The account has two-factor login on: the code is due before a session. */
  | { kind: 'second-factor'; accountId: string; redirect: string | undefined };

export interface OAuthServiceDeps {
  providers: ReadonlyMap<OAuthProviderId, OAuthProvider>;
  identities: OAuthRepository;
  accounts: AccountRepository;
  sessions: SessionService;
  verification: Pick<VerificationService, 'sendBestEffort'>;
  /** An external login is a first factor like the password: two-factor login still asks its code. */
  secondFactor?: Pick<SecondFactor, 'isEnabled'>;
  now?: () => number;
}

/** Display names for identities whose provider is no longer configured. */
const FALLBACK_NAMES: Record<OAuthProviderId, string> = {
  github: 'GitHub',
  oidc: 'OpenID Connect',
};

const sameAddress = (a: string | null | undefined, b: string) =>
  !!a && a.toLowerCase() === b.toLowerCase();

const clampName = (name: string | null) => name?.trim().slice(0, LIMITS.nameMax) || null;

/**
 * What a provider says is stored and prefilled, so it must fit our own rules:
 * an address our schema refuses is dropped (the user types one), long names
 * are cut.
 */
function normalize(profile: ExternalProfile): ExternalProfile {
  const email = profile.email ? emailSchema.safeParse(profile.email) : undefined;
  return {
    subject: profile.subject,
    email: email?.success ? email.data : null,
    emailVerified: !!email?.success && profile.emailVerified,
    firstName: clampName(profile.firstName),
    lastName: clampName(profile.lastName),
  };
}

/**
 * External login: starting and finishing the provider round trip, creating
 * INCOMPLETE accounts and finishing their signup, and linking providers to
 * existing accounts. External identities are never merged into an account by
 * e-mail address: whoever controls an address at some provider must not get
 * into the password account with that address. Linking is explicit, from the
 * logged-in account.
 */
export function createOAuthService({
  providers,
  identities,
  accounts,
  sessions,
  verification,
  secondFactor,
  now = Date.now,
}: OAuthServiceDeps) {
  const nameOf = (id: string) =>
    providers.get(id as OAuthProviderId)?.name ?? FALLBACK_NAMES[id as OAuthProviderId] ?? id;

  /** The configured provider; 404 for an unknown or unconfigured one. */
  function provider(id: string): OAuthProvider {
    const found = providers.get(id as OAuthProviderId);
    if (!found) {
      throw notFound('provider_not_found', 'account.oauth.errors.providerNotFound');
    }
    return found;
  }

  /** The authorization URL and the flow state the browser keeps until the callback. */
  async function start(
    id: string,
    options: { redirect?: string | undefined; linkAccountId?: string },
  ): Promise<{ url: URL; flow: Flow }> {
    const chosen = provider(id);
    const checks = newFlowChecks();
    let url: URL;
    try {
      url = await chosen.authorizationUrl(checks);
    } catch (err) {
      throw new FlowFailure('failed', `${chosen.id}: no authorization URL`, { cause: err });
    }
    const flow: Flow = {
      provider: chosen.id,
      ...checks,
      ...(options.redirect ? { redirect: options.redirect } : {}),
      ...(options.linkAccountId ? { linkAccountId: options.linkAccountId } : {}),
      issuedAt: now(),
    };
    return { url, flow };
  }

  async function logIn(chosen: OAuthProvider, profile: ExternalProfile, redirect?: string) {
    const known = await identities.findIdentity(chosen.id, profile.subject);
    // Keeps the address current: an unfinished signup prefills and verifies with it.
    if (known) await identities.updateIdentity(chosen.id, profile);
    const account = known
      ? await accounts.findById(known.accountId)
      : await identities.createIncompleteAccount(chosen.id, profile);
    // A concurrent callback of the same new user created the identity first.
    if (!account) throw new FlowFailure('failed', `${chosen.id}: identity created concurrently`);
    if (known && (await secondFactor?.isEnabled(account.id))) {
      return { kind: 'second-factor', accountId: account.id, redirect } as const;
    }
    const tokens = await sessions.start(account.id);
    // A user who left the signup form earlier comes back to it.
    const kind = account.status === 'INCOMPLETE' ? 'signup' : 'logged-in';
    return { kind, tokens, redirect } as const;
  }

  async function link(
    chosen: OAuthProvider,
    profile: ExternalProfile,
    accountId: string,
    redirect?: string,
  ): Promise<CallbackOutcome> {
    const known = await identities.findIdentity(chosen.id, profile.subject);
    if (known && known.accountId !== accountId) {
      throw new FlowFailure(
        'linked_elsewhere',
        `${chosen.id}: identity belongs to another account`,
      );
    }
    if (!known) {
      const current = await identities.identitiesOf(accountId);
      if (current.some((identity) => identity.provider === chosen.id)) {
        throw new FlowFailure('already_linked', `${chosen.id}: account has another identity there`);
      }
      if (!(await identities.link(accountId, chosen.id, profile))) {
        throw new FlowFailure('linked_elsewhere', `${chosen.id}: identity linked concurrently`);
      }
    }
    return { kind: 'linked', provider: chosen.id, redirect };
  }

  return {
    /** The configured providers, for the login page's buttons. */
    list() {
      return [...providers.values()].map(({ id, name }) => ({ id, name }));
    },

    /** `GET /api/oauth/{id}/start`: a login (or signup) with the provider. */
    startLogin(id: string, redirect: string | undefined) {
      return start(id, { redirect });
    },

    /**
     * `POST /api/account/identities/{id}`: the same round trip, but its
     * callback attaches the identity to this account. 409 when the account
     * has this provider linked already.
     */
    async startLink(accountId: string, id: string, redirect: string | undefined) {
      const chosen = provider(id);
      const linked = await identities.identitiesOf(accountId);
      if (linked.some((identity) => identity.provider === chosen.id)) {
        throw new AppError(409, 'provider_already_linked', {
          messageKey: 'account.oauth.errors.alreadyLinked',
          params: { provider: chosen.name },
        });
      }
      return start(id, { redirect, linkAccountId: accountId });
    },

    /**
     * `GET /api/oauth/{id}/callback`. `flow` is the state of the browser's
     * flow cookie (or why it has none), `sessionAccountId` whose session the
     * browser carries. Throws FlowFailure for everything that ends on the
     * failure page.
     */
    async callback(
      id: string,
      callbackUrl: URL,
      flow: { flow: Flow } | { problem: string },
      sessionAccountId: string | undefined,
    ): Promise<CallbackOutcome> {
      const chosen = provider(id);
      const error = callbackUrl.searchParams.get('error');
      if (error) {
        const reason = error === 'access_denied' ? 'denied' : 'failed';
        throw new FlowFailure(reason, `${chosen.id}: provider answered error=${error}`);
      }
      if ('problem' in flow) throw new FlowFailure('failed', `${chosen.id}: ${flow.problem}`);
      const { flow: state } = flow;
      if (state.provider !== chosen.id) {
        throw new FlowFailure('failed', `${chosen.id}: flow cookie is for ${state.provider}`);
      }
      // The flow cookie names the account; the browser must still carry its session.
      if (state.linkAccountId && state.linkAccountId !== sessionAccountId) {
        throw new FlowFailure('failed', `${chosen.id}: link without the session that started it`);
      }
      let profile: ExternalProfile;
      try {
        profile = normalize(await chosen.profile(callbackUrl, state));
      } catch (err) {
        throw new FlowFailure('failed', `${chosen.id}: authorization response refused`, {
          cause: err,
        });
      }
      return state.linkAccountId
        ? link(chosen, profile, state.linkAccountId, state.redirect)
        : logIn(chosen, profile, state.redirect);
    },

    /** `GET /api/oauth/signup-info`: what the provider told us, for the signup form. */
    async signupInfo(accountId: string): Promise<OAuthSignupInfo> {
      const account = await accounts.findById(accountId);
      if (!account) throw unauthorized();
      const [identity] = await identities.identitiesOf(accountId);
      if (!identity) throw notFound();
      const id = identity.provider as OAuthProviderId;
      return {
        provider: id,
        providerName: nameOf(id),
        email: identity.email,
        emailVerified: identity.emailVerified,
        firstName: account.firstName,
        lastName: account.lastName,
      };
    },

    /**
     * `POST /api/oauth/signup`: finishes an INCOMPLETE account. VERIFIED when
     * the address is the one the provider vouches for; otherwise UNVERIFIED
     * and the verification mail goes out. An address that belongs to a
     * password account is refused with the way to link instead.
     */
    async completeSignup(
      accountId: string,
      input: OAuthSignup,
      locale: Locale,
    ): Promise<AccountRow> {
      const [identity] = await identities.identitiesOf(accountId);
      if (!identity) throw unauthorized();
      const holder = await accounts.findByLogin(input.email);
      if (
        holder &&
        holder.id !== accountId &&
        holder.passwordHash &&
        sameAddress(holder.email, input.email)
      ) {
        const key = 'account.oauth.errors.emailHasPassword';
        const params = { provider: nameOf(identity.provider) };
        throw new AppError(409, 'email_has_password_account', {
          messageKey: key,
          params,
          fieldErrors: { email: [{ key, params }] },
        });
      }
      const verified = identity.emailVerified && sameAddress(identity.email, input.email);
      let account: AccountRow | null;
      try {
        account = await identities.completeAccount(accountId, {
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          status: verified ? 'VERIFIED' : 'UNVERIFIED',
        });
      } catch (err) {
        throw err instanceof TakenError ? takenConflict(err) : err;
      }
      // Finished meanwhile by another request of the same user.
      if (!account) throw forbidden('status_forbidden', 'errors.forbidden');
      account = await adoptLocaleOnce(accounts, account, locale);
      if (!verified) await verification.sendBestEffort(account);
      return account;
    },

    /** `GET /api/account/identities`. */
    async linked(accountId: string): Promise<LinkedIdentity[]> {
      const account = await accounts.findById(accountId);
      if (!account) throw unauthorized();
      const rows = await identities.identitiesOf(accountId);
      const canUnlink = account.passwordHash !== null || rows.length > 1;
      return rows.map((row) => ({
        provider: row.provider as OAuthProviderId,
        name: nameOf(row.provider),
        email: row.email,
        linkedAt: row.createdAt.toISOString(),
        canUnlink,
      }));
    },

    /**
     * `DELETE /api/account/identities/{id}`: never the last way to log in
     * (an account without password keeps at least one identity).
     */
    async unlink(accountId: string, id: string): Promise<void> {
      const params = { provider: nameOf(id) };
      const notLinked = () =>
        new AppError(404, 'identity_not_found', {
          messageKey: 'account.oauth.errors.notLinked',
          params,
        });
      if (!isOAuthProviderId(id)) throw notLinked();
      await identities.withAccountLocked(accountId, async (tx, account) => {
        if (!account) throw unauthorized();
        const rows = await tx.identitiesOf(accountId);
        if (!rows.some((row) => row.provider === id)) throw notLinked();
        if (!account.hasPassword && rows.length === 1) {
          throw new AppError(409, 'last_login_method', {
            messageKey: 'account.oauth.errors.lastLoginMethod',
            params,
          });
        }
        await tx.unlink(accountId, id);
      });
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
