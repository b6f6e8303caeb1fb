import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkedIdentitiesSchema,
  linkIdentityBodySchema,
  linkIdentityResponseSchema,
} from '@cv/shared';
import { unavailable } from '../../http/errors';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import { setFlowCookie } from './flow-cookie';
import { FlowFailure, type OAuthService } from './oauth.service';
import { providerParamsSchema } from './oauth.routes';

export interface IdentitiesRoutesOptions {
  oauth: OAuthService;
  publicUrl: string;
}

/**
 * `/api/account/identities`: the external logins linked to the logged-in
 * account. Linking is a POST (a state-changing call the origin check
 * guards) that answers the provider's URL; the browser then goes there and
 * comes back through the same callback as a login.
 */
export const identitiesRoutes: FastifyPluginAsyncZod<IdentitiesRoutesOptions> = async (
  app,
  { oauth, publicUrl },
) => {
  const tags = ['account'];
  // INCOMPLETE accounts finish their signup first.
  const complete = app.requireStatus('UNVERIFIED', 'VERIFIED');

  app.get(
    '/account/identities',
    {
      preHandler: complete,
      schema: {
        tags,
        summary: 'The external logins linked to the account',
        response: { 200: linkedIdentitiesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => oauth.linked(request.accountId),
  );

  app.post(
    '/account/identities/:provider',
    {
      preHandler: complete,
      schema: {
        tags,
        summary: 'Start linking a provider: answers the URL to open',
        description:
          'Sets the flow cookie; after the provider, the callback attaches the identity to this account and redirects to /ui/login/oauth-success?linked={provider} (or the failure page).',
        params: providerParamsSchema,
        // The body is optional: no body means no redirect.
        body: z.preprocess((body) => body ?? {}, linkIdentityBodySchema),
        response: {
          200: linkIdentityResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      try {
        const { url, flow } = await oauth.startLink(
          request.accountId,
          request.params.provider,
          request.body.redirect,
        );
        setFlowCookie(reply, publicUrl, flow);
        return { url: url.href };
      } catch (err) {
        if (!(err instanceof FlowFailure)) throw err;
        request.log.warn({ err: err.cause, provider: request.params.provider }, err.message);
        throw unavailable('provider_unavailable', 'account.oauth.errors.providerUnavailable');
      }
    },
  );

  noContentRoute(
    app,
    'DELETE',
    '/account/identities/:provider',
    {
      preHandler: complete,
      tags,
      summary: 'Unlink a provider; never the last way to log in (409)',
      params: providerParamsSchema,
      errors: errorResponses(401, 403, 404, 409),
    },
    (request) => oauth.unlink(request.accountId, request.params.provider),
  );
};
