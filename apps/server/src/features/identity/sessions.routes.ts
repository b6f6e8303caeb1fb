import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeSessionListSchema, sessionIdParamsSchema } from '@cv/shared';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { SessionService } from './session.service';
import { toActiveSession } from './session.presenter';

export interface SessionRoutesOptions {
  sessions: SessionService;
}

/** `/api/account/sessions`: the logged-in user's devices; log one or all others out. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { sessions },
) => {
  const tags = ['account'];

  app.get(
    '/account/sessions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The live sessions (logins on devices) of the account, most recently used first',
        response: { 200: activeSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      (await sessions.list(request.accountId)).map((row) =>
        toActiveSession(row, request.sessionId),
      ),
  );

  app.delete(
    '/account/sessions/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Log one session out at once (its access and refresh tokens stop working)',
        params: sessionIdParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // Another account's session is as unknown as a made-up id.
      if (!(await sessions.end(request.accountId, request.params.id))) {
        throw notFound('session_not_found', 'account.errors.sessionNotFound');
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Log out everywhere else: every session but this one ends',
        response: { 204: z.undefined(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await sessions.endOthers(request.accountId, request.sessionId);
      return reply.code(204).send();
    },
  );
};
