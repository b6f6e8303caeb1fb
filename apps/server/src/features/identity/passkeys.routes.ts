import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPasskeySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type Passkey,
} from '@cv/shared';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import { assertRecentlyAuthenticated } from '../../security/reauthentication';
import type { ChallengeCookies } from './passkey-challenge';
import { passkeyErrors } from './passkey.errors';
import type { PasskeyRow } from './passkey.repository';
import type { PasskeyService } from './passkey.service';

/** The one place a passkey row becomes what its owner sees: never its key or credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

export interface PasskeyRoutesOptions {
  passkeys: PasskeyService;
  challenges: ChallengeCookies;
}

/**
 * `/api/account/passkeys*`: the logged-in user's passkeys. Adding one takes
 * an account that finished its signup (UNVERIFIED or VERIFIED). Adding and
 * removing are dangerous actions and need a recent login or
 * re-authentication: a passkey is a login that outlives a password change,
 * so a stolen session must not be able to add one.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (
  app,
  { passkeys, challenges },
) => {
  const tags = ['account'];
  const editable = app.requireStatus('UNVERIFIED', 'VERIFIED');
  const cookie = challenges.registration;

  app.get(
    '/account/passkeys',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The passkeys of the account, newest first',
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => (await passkeys.list(request.accountId)).map(toPasskey),
  );

  app.post(
    '/account/passkeys/registration-options',
    {
      preHandler: async (request, reply) => {
        await editable(request, reply);
        assertRecentlyAuthenticated(request);
      },
      schema: {
        tags,
        summary: 'Start adding a passkey: options for navigator.credentials.create()',
        description:
          'A session older than 10 minutes confirms it is the owner first (403 `reauthentication_required`). The challenge is kept in a signed, httpOnly cookie for 5 minutes; `POST /api/account/passkeys` answers it.',
        response: { 200: passkeyRegistrationOptionsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { options, challenge } = await passkeys.registrationOptions(request.accountId);
      cookie.set(reply, challenge);
      return options;
    },
  );

  app.post(
    '/account/passkeys',
    {
      preHandler: editable,
      schema: {
        tags,
        summary: 'Add a passkey: the answer of navigator.credentials.create() and a name',
        description:
          'Only with the challenge cookie of `registration-options`, which a recently authenticated session of this account got.',
        body: addPasskeySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const challenge = cookie.read(request);
      // One answer per challenge, whatever its outcome.
      cookie.clear(reply);
      const row = await passkeys.register(request.accountId, request.body, challenge);
      return reply.code(201).send(toPasskey(row));
    },
  );

  noContentRoute(
    app,
    'DELETE',
    '/account/passkeys/:id',
    {
      preHandler: app.requireRecentAuth,
      tags,
      summary:
        'Remove a passkey; a session older than 10 minutes confirms it is the owner first (POST /api/auth/reauthenticate or /api/auth/reauthenticate/passkey)',
      params: passkeyIdParamsSchema,
      errors: errorResponses(400, 401, 403, 404),
    },
    async (request) => {
      // Another account's passkey is as unknown as a made-up id.
      if (!(await passkeys.remove(request.accountId, request.params.id))) {
        throw passkeyErrors.notFound();
      }
    },
  );
};
