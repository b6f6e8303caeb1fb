import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, type errorBodySchema } from '@cv/shared';

/** The instance a route plugin with zod schemas gets. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `DELETE url` of one of the owner's things, named by the `:id` in the path:
 * answers 204 with no body once `remove` is done (it throws the 404).
 */
export function deleteByIdRoute(
  app: ZodApp,
  url: string,
  schema: { tags: string[]; summary: string; errors: Record<number, typeof errorBodySchema> },
  remove: (accountId: string, id: string) => Promise<unknown>,
): void {
  app.delete(
    url,
    {
      schema: {
        tags: schema.tags,
        summary: schema.summary,
        params: idParamSchema,
        response: { 204: z.null(), ...schema.errors },
      },
    },
    async (request, reply) => {
      await remove(request.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
