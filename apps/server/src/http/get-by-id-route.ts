import type { z } from 'zod';
import { idParamSchema } from '@cv/shared';
import { responses, type RouteDoc, type ZodApp } from './route-doc';

/**
 * `GET url` of one of the owner's things, named by the `:id` in the path:
 * answers 200 with what `get` finds (it throws the 404).
 */
export function getByIdRoute<Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: RouteDoc & { response: Answer },
  get: (accountId: string, id: string) => Promise<z.input<Answer>>,
): void {
  const response = responses(200, schema.response, schema.errors);
  app.get(
    url,
    {
      schema: {
        tags: schema.tags,
        summary: schema.summary,
        params: idParamSchema,
        response,
      },
    },
    (request) => get(request.accountId, request.params.id),
  );
}
