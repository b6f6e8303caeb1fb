import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeSessionListSchema, sessionIdParamsSchema } from '@cv/shared';
import { notFound } from '../../http/errors';
import { noContentRoute } from '../../http/no-content-route';
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

  noContentRoute(
    app,
    'DELETE',
    '/account/sessions/:id',
    {
      preHandler: app.requireAuth,
      tags,
      summary: 'Log one session out at once (its access and refresh tokens stop working)',
      params: sessionIdParamsSchema,
      errors: errorResponses(400, 401, 404),
    },
    async (request) => {
      // Another account's session is as unknown as a made-up id.
      if (!(await sessions.end(request.accountId, request.params.id))) {
        throw notFound('session_not_found', 'account.errors.sessionNotFound');
      }
    },
  );

  noContentRoute(
    app,
    'POST',
    '/account/sessions/revoke-others',
    {
      preHandler: app.requireAuth,
      tags,
      summary: 'Log out everywhere else: every session but this one ends',
      errors: errorResponses(401),
    },
    (request) => sessions.endOthers(request.accountId, request.sessionId),
  );
};
