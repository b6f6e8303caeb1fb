import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  oauthProvidersSchema,
  oauthSignupInfoSchema,
  oauthSignupSchema,
  oauthStartQuerySchema,
  sessionSchema,
  type OAuthFailureReason,
} from '@cv/shared';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { setSessionCookies } from '../../security/session-cookies';
import { ACCESS_COOKIE, verifyAccessToken, type AccessKeys } from '../../security/session-tokens';
import { toSession } from './account.presenter';
import { secondFactorCookie } from './second-factor-cookie';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-cookie';
import { callbackUrl } from './provider';
import { FlowFailure, type CallbackOutcome, type OAuthService } from './oauth.service';

export interface OAuthRoutesOptions {
  oauth: OAuthService;
  /** Reads whose session a callback carries (a link to an account needs it). */
  accessKey: AccessKeys;
  publicUrl: string;
}

/** The web app's pages an external login ends on. */
const PAGES = {
  success: '/ui/login/oauth-success',
  signup: '/ui/login/oauth-signup',
  failure: '/ui/login/oauth-failure',
  /** The login page, at the step that asks for the code of the second factor. */
  secondFactor: '/ui/login',
} as const;

function page(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return params ? `${path}?${params}` : path;
}

/** The path segment naming a provider; unknown ones are a 404 (service), not a 400. */
export const providerParamsSchema = z.object({ provider: z.string().min(1).max(32) });

/**
 * The authorization response. Only bounded here: state, code and the rest
 * are checked by openid-client against the flow cookie.
 */
const callbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/** Browser round trips are cheap to start and cost a provider call to finish: generous, but bounded. */
const FLOW_RATE_LIMIT = { name: 'oauth-flow', max: 60, windowMs: 15 * 60_000 };

/** Logs why an external login failed and sends the browser to the failure page. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: string,
  err: unknown,
) {
  let reason: OAuthFailureReason = 'failed';
  if (err instanceof FlowFailure) {
    reason = err.reason;
    request.log.warn({ provider, reason, err: err.cause }, `external login failed: ${err.message}`);
  } else {
    request.log.error({ provider, err }, 'external login failed unexpectedly');
  }
  return reply.redirect(page(PAGES.failure, { reason }), 302);
}

/**
 * `/api/oauth/*`: the providers list, the provider round trip (start →
 * provider → callback) and finishing an external signup.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (
  app,
  { oauth, accessKey, publicUrl },
) => {
  const tags = ['oauth'];
  const redirectResponse = { 302: z.void().describe('Redirect (Location header)') };
  const pendingSecondFactor = secondFactorCookie(publicUrl);

  function finish(reply: FastifyReply, outcome: CallbackOutcome) {
    const { redirect } = outcome;
    switch (outcome.kind) {
      case 'logged-in':
        setSessionCookies(reply, publicUrl, outcome.tokens);
        return reply.redirect(page(PAGES.success, { redirect }), 302);
      case 'signup':
        setSessionCookies(reply, publicUrl, outcome.tokens);
        return reply.redirect(page(PAGES.signup, { redirect }), 302);
      case 'linked':
        return reply.redirect(page(PAGES.success, { linked: outcome.provider, redirect }), 302);
      case 'second-factor':
        pendingSecondFactor.set(reply, { accountId: outcome.accountId });
        return reply.redirect(page(PAGES.secondFactor, { step: 'second-factor', redirect }), 302);
    }
  }

  app.get(
    '/oauth/providers',
    {
      schema: {
        tags,
        summary: 'The external login providers this server is configured for',
        response: { 200: oauthProvidersSchema },
      },
    },
    async () => oauth.list(),
  );

  app.get(
    '/oauth/:provider/start',
    {
      config: { rateLimit: FLOW_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Start an external login: redirects to the provider',
        description:
          '`redirect` is the page (a path under /ui) to show after the login. State, PKCE verifier and nonce travel in a short-lived signed cookie.',
        params: providerParamsSchema,
        querystring: oauthStartQuerySchema,
        response: { ...redirectResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      try {
        const { url, flow } = await oauth.startLogin(
          request.params.provider,
          request.query.redirect,
        );
        setFlowCookie(reply, publicUrl, flow);
        return reply.redirect(url.href, 302);
      } catch (err) {
        if (err instanceof AppError) throw err;
        return sendFailure(request, reply, request.params.provider, err);
      }
    },
  );

  app.get(
    '/oauth/:provider/callback',
    {
      config: { rateLimit: FLOW_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Where the provider sends the browser back',
        description: `Redirects to ${PAGES.success} (known identity, or a provider linked), ${PAGES.signup} (new identity: an INCOMPLETE account) or ${PAGES.failure}?reason=… (no session).`,
        params: providerParamsSchema,
        querystring: callbackQuerySchema,
        response: { ...redirectResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.url.indexOf('?');
      // The URL the provider redirected to, as registered there (PUBLIC_URL, not the Host header).
      const current = new URL(
        `${callbackUrl(publicUrl, provider)}${query < 0 ? '' : request.url.slice(query)}`,
      );
      const session = await verifyAccessToken(accessKey, request.cookies[ACCESS_COOKIE], {
        // Naming the account suffices; the signed flow cookie is the proof of intent.
        allowExpired: true,
      });
      const flow = readFlowCookie(request);
      // Single use, whatever the outcome.
      clearFlowCookie(reply, publicUrl);
      try {
        return finish(reply, await oauth.callback(provider, current, flow, session?.accountId));
      } catch (err) {
        if (err instanceof AppError) throw err;
        return sendFailure(request, reply, provider, err);
      }
    },
  );

  const incomplete = app.requireStatus('INCOMPLETE');

  app.get(
    '/oauth/signup-info',
    {
      preHandler: incomplete,
      schema: {
        tags,
        summary: 'What the provider told about the user, to prefill the signup form',
        response: { 200: oauthSignupInfoSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => oauth.signupInfo(request.accountId),
  );

  app.post(
    '/oauth/signup',
    {
      preHandler: incomplete,
      schema: {
        tags,
        summary: 'Finish an external signup (INCOMPLETE account)',
        description:
          'VERIFIED when `email` is the address the provider verified, else UNVERIFIED with a verification mail. 409 when the username is taken or the address belongs to another account (a password account: log in with the password and link the provider instead).',
        body: oauthSignupSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      toSession(await oauth.completeSignup(request.accountId, request.body, request.locale)),
  );
};
