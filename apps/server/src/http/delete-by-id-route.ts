import { z } from 'zod';
import { idParamSchema } from '@cv/shared';
import type { RouteDoc, ZodApp } from './route-doc';

/**
 * `DELETE url` of one of the owner's things, named by the `:id` in the path:
 * answers 204 with no body once `remove` is done (it throws the 404).
 */
export function deleteByIdRoute(
  app: ZodApp,
  url: string,
  schema: RouteDoc,
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
