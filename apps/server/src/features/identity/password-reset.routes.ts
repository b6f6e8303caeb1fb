import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetLinkCheckSchema, resetPasswordSchema } from '@cv/shared';
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

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags,
        summary:
          'Mail a link to set a new password (valid 1 hour, single use); the same 204 whether or not the address has an account',
        body: forgotPasswordSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await passwordReset.requestLink(request.body, contextOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/password/reset/check',
    {
      schema: {
        tags,
        summary:
          'Whether the token of a link can still set a password (204), or why not (400: invalid, expired, used); uses nothing up',
        body: resetLinkCheckSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await passwordReset.checkLink(request.body, contextOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the token of the link; every session of the account ends and a confirmation is mailed',
        body: resetPasswordSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await passwordReset.reset(request.body, contextOf(request));
      return reply.code(204).send();
    },
  );
};
