import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetLinkCheckSchema, resetPasswordSchema } from '@cv/shared';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import type { PasswordResetService } from './password-reset.service';
import { contextOf } from './request-context';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
}

/** `/api/auth/password/*`: the forgotten-password flow, open to anybody. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset },
) => {
  const tags = ['auth'];

  noContentRoute(
    app,
    'POST',
    '/auth/password/forgot',
    {
      tags,
      summary:
        'Mail a link to set a new password (valid 1 hour, single use); the same 204 whether or not the address has an account',
      body: forgotPasswordSchema,
      errors: errorResponses(400, 429),
    },
    (request) => passwordReset.requestLink(request.body, contextOf(request)),
  );

  noContentRoute(
    app,
    'POST',
    '/auth/password/reset/check',
    {
      tags,
      summary:
        'Whether the token of a link can still set a password (204), or why not (400: invalid, expired, used); uses nothing up',
      body: resetLinkCheckSchema,
      errors: errorResponses(400, 429),
    },
    (request) => passwordReset.checkLink(request.body, contextOf(request)),
  );

  noContentRoute(
    app,
    'POST',
    '/auth/password/reset',
    {
      tags,
      summary:
        'Set a new password with the token of the link; every session of the account ends and a confirmation is mailed',
      body: resetPasswordSchema,
      errors: errorResponses(400, 429),
    },
    (request) => passwordReset.reset(request.body, contextOf(request)),
  );
};
