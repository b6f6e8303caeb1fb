import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passkeyAssertionSchema,
  passkeyAuthenticationOptionsSchema,
  sessionSchema,
} from '@cv/shared';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import type { ChallengeCookies } from './passkey-challenge';
import type { PasskeyService } from './passkey.service';
import { contextOf } from './request-context';
import { sessionReply } from './session-reply';

export interface PasskeyLoginRoutesOptions {
  passkeys: PasskeyService;
  challenges: ChallengeCookies;
  publicUrl: string;
}

/**
 * `/api/auth/passkey/*` and `/api/auth/reauthenticate/passkey*`: log in with
 * a passkey instead of username and password, and confirm the logged-in user
 * with one before a dangerous action (accounts without a password included).
 */
export const passkeyLoginRoutes: FastifyPluginAsyncZod<PasskeyLoginRoutesOptions> = async (
  app,
  { passkeys, challenges, publicUrl },
) => {
  const tags = ['auth'];

  app.post(
    '/auth/passkey/options',
    {
      schema: {
        tags,
        summary: 'Start a login with a passkey: options for navigator.credentials.get()',
        description:
          'Usernameless: no credentials are listed, the browser offers the passkeys it holds for this site. The challenge is kept in a signed, httpOnly cookie for 5 minutes.',
        response: { 200: passkeyAuthenticationOptionsSchema, ...errorResponses(409) },
      },
    },
    async (_request, reply) => {
      const { options, challenge } = await passkeys.authenticationOptions();
      challenges.login.set(reply, challenge);
      return options;
    },
  );

  app.post(
    '/auth/passkey/login',
    {
      schema: {
        tags,
        summary: 'Log in with the answer of navigator.credentials.get()',
        description:
          'A passkey with user verification counts as both factors: no second step follows. 401 for an unknown passkey, a bad signature, and an expired or already answered challenge.',
        body: passkeyAssertionSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const challenge = challenges.login.read(request);
      // One answer per challenge, whatever its outcome.
      challenges.login.clear(reply);
      const loggedIn = await passkeys.login(request.body.response, challenge, contextOf(request));
      return sessionReply(reply, publicUrl, loggedIn);
    },
  );

  app.post(
    '/auth/reauthenticate/passkey/options',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Start confirming the logged-in user with one of their passkeys',
        response: { 200: passkeyAuthenticationOptionsSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { options, challenge } = await passkeys.reauthenticationOptions(request.accountId);
      challenges.reauthentication.set(reply, challenge);
      return options;
    },
  );

  noContentRoute(
    app,
    'POST',
    '/auth/reauthenticate/passkey',
    {
      preHandler: app.requireAuth,
      tags,
      summary:
        "Confirm the logged-in user with one of the account's passkeys: dangerous actions are allowed for the next 10 minutes",
      body: passkeyAssertionSchema,
      errors: errorResponses(400, 401, 429),
    },
    async (request, reply) => {
      const challenge = challenges.reauthentication.read(request);
      challenges.reauthentication.clear(reply);
      await passkeys.reauthenticate(
        request.accountId,
        request.sessionId ?? '',
        request.body.response,
        challenge,
        contextOf(request),
      );
    },
  );
};
