import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginSchema,
  reauthenticateSchema,
  secondFactorChallengeSchema,
  secondFactorLoginSchema,
  sessionSchema,
  signupSchema,
} from '@cv/shared';
import { unauthorized } from '../../http/errors';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import { clearSessionCookies } from '../../security/session-cookies';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  verifyAccessToken,
  type AccessKeys,
} from '../../security/session-tokens';
import { toSession } from './account.presenter';
import type { AccountService } from './account.service';
import type { SessionService } from './session.service';
import type { AuthService } from './auth.service';
import { secondFactorCookie } from './second-factor-cookie';
import { sessionReply } from './session-reply';
import { contextOf } from './request-context';

export interface AuthRoutesOptions {
  auth: AuthService;
  account: AccountService;
  sessions: SessionService;
  /** Reads the access token of a logout, which may have expired. */
  accessKey: AccessKeys;
  publicUrl: string;
}

/** `/api/auth/*`: signup, login, session check, refresh and logout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, account, sessions, accessKey, publicUrl },
) => {
  const tags = ['auth'];
  const pendingSecondFactor = secondFactorCookie(publicUrl);

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account (UNVERIFIED), log it in and mail the verification link',
        body: signupSchema,
        response: { 201: sessionSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await auth.signup(request.body, contextOf(request));
      return reply.code(201).send(sessionReply(reply, publicUrl, created));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary:
          'Log in with username or e-mail and password; with two-factor login on, 202 and the code is due at /auth/login/second-factor',
        body: loginSchema,
        response: {
          200: sessionSchema,
          202: secondFactorChallengeSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, contextOf(request));
      if ('secondFactorRequired' in result) {
        pendingSecondFactor.set(reply, { accountId: result.account.id });
        return reply.code(202).send({ secondFactorRequired: true });
      }
      return sessionReply(reply, publicUrl, result);
    },
  );

  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        tags,
        summary:
          'Second step of a login with two-factor login on: a code of the authenticator app or a recovery code',
        body: secondFactorLoginSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const pending = pendingSecondFactor.read(request);
      if (!pending) {
        throw unauthorized('second_factor_expired', 'twoFactor.errors.stepExpired');
      }
      const completed = await auth.completeSecondFactor(
        pending,
        request.body.code,
        contextOf(request),
      );
      pendingSecondFactor.clear(reply);
      return sessionReply(reply, publicUrl, completed);
    },
  );

  app.get(
    '/auth/login/verify',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Whether the cookies are a valid session, and whose',
        response: { 200: sessionSchema, ...errorResponses(401) },
      },
    },
    async (request) => toSession(await account.load(request.accountId)),
  );

  noContentRoute(
    app,
    'POST',
    '/auth/reauthenticate',
    {
      preHandler: app.requireAuth,
      tags,
      summary:
        'Confirm the password (or a code of the second factor) in this session: dangerous actions are allowed for the next 10 minutes',
      body: reauthenticateSchema,
      errors: errorResponses(400, 401, 429),
    },
    (request) =>
      auth.reauthenticate(
        request.accountId,
        request.sessionId ?? '',
        request.body,
        contextOf(request),
      ),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (cookie) and issue a new access token',
        response: { 200: sessionSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      try {
        const refreshed = await auth.refresh(request.cookies[REFRESH_COOKIE], contextOf(request));
        return sessionReply(reply, publicUrl, refreshed);
      } catch (err) {
        // A refresh that fails ends the session in the browser too.
        if ((err as { status?: number }).status === 401) clearSessionCookies(reply, publicUrl);
        throw err;
      }
    },
  );

  noContentRoute(
    app,
    'POST',
    '/auth/logout',
    {
      tags,
      summary: 'End the session: revoke its refresh token and clear the cookies',
      errors: {},
    },
    async (request, reply) => {
      // The refresh cookie never reaches this path; the access token names the session.
      // An expired one still does, so that logging out after a pause ends the session too.
      const claims = await verifyAccessToken(accessKey, request.cookies[ACCESS_COOKIE], {
        allowExpired: true,
      });
      if (claims?.sessionId) await sessions.end(claims.accountId, claims.sessionId);
      clearSessionCookies(reply, publicUrl);
    },
  );
};
