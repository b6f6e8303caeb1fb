import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@cv/shared';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import type { TwoFactorService } from './two-factor.service';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
}

/**
 * `/api/account/two-factor`: the logged-in user's authenticator app. Setting
 * it up, renewing the recovery codes and turning it off need a recent
 * re-authentication: a stolen session must not lock the owner out or
 * weaken the account.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor },
) => {
  const tags = ['account'];

  app.get(
    '/account/two-factor',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Whether two-factor login is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactor.status(request.accountId),
  );

  app.post(
    '/account/two-factor/enrolment',
    {
      preHandler: app.requireRecentAuth,
      schema: {
        tags,
        summary:
          'Start setting up two-factor login: a new secret as a QR code and as a key to type; on only after a first code',
        response: { 200: twoFactorEnrolmentSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      return twoFactor.startEnrolment(request.accountId);
    },
  );

  app.post(
    '/account/two-factor',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Turn two-factor login on with the first code of the app; answers ten recovery codes, shown once',
        body: twoFactorConfirmSchema,
        response: { 201: recoveryCodesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await twoFactor.confirm(request.accountId, request.body.code);
      return reply.code(201).send({ recoveryCodes });
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      preHandler: app.requireRecentAuth,
      schema: {
        tags,
        summary: 'Ten new recovery codes; the old ones stop working',
        response: { 201: recoveryCodesSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await twoFactor.renewRecoveryCodes(request.accountId);
      return reply.code(201).send({ recoveryCodes });
    },
  );

  noContentRoute(
    app,
    'DELETE',
    '/account/two-factor',
    {
      preHandler: app.requireRecentAuth,
      tags,
      summary: 'Turn two-factor login off (its secret and recovery codes are deleted)',
      errors: errorResponses(401, 403, 409),
    },
    (request) => twoFactor.disable(request.accountId),
  );
};
