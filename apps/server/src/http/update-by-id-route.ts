import type { z } from 'zod';
import { idParamSchema } from '@cv/shared';
import { responses, type RouteDoc, type ZodApp } from './route-doc';

/**
 * `PATCH` or `PUT url` of one of the owner's things, named by the `:id` in the
 * path: `update` gets the checked body and answers 200 with the thing as it
 * now is (it throws the 404).
 */
export function updateByIdRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  method: 'PATCH' | 'PUT',
  url: string,
  schema: RouteDoc & { body: Body; response: Answer },
  update: (accountId: string, id: string, body: z.output<Body>) => Promise<z.input<Answer>>,
): void {
  // Typed loosely, like `responses`: the callback's signature checks the body.
  const body: z.ZodType = schema.body;
  const response = responses(200, schema.response, schema.errors);
  app.route({
    method,
    url,
    schema: { tags: schema.tags, summary: schema.summary, params: idParamSchema, body, response },
    handler: (request) =>
      update(request.accountId, request.params.id, request.body as z.output<Body>),
  });
}
