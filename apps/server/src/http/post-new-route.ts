import type { z } from 'zod';
import type { Locale } from '@cv/shared';
import { responses, type RouteDoc, type ZodApp } from './route-doc';

/**
 * `POST url` that makes one new thing of the owner's from the checked body:
 * answers 201 with it. `create` gets the request's language for defaults.
 */
export function postNewRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: RouteDoc & { body: Body; response: Answer },
  create: (accountId: string, body: z.output<Body>, locale: Locale) => Promise<z.input<Answer>>,
): void {
  // Typed loosely, like `responses`: the callback's signature checks the body.
  const body: z.ZodType = schema.body;
  const response = responses(201, schema.response, schema.errors);
  app.post(
    url,
    { schema: { tags: schema.tags, summary: schema.summary, body, response } },
    async (request, reply) => {
      const created = await create(
        request.accountId,
        request.body as z.output<Body>,
        request.locale,
      );
      return reply.code(201).send(created);
    },
  );
}
