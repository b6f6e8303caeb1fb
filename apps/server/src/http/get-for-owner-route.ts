import type { z } from 'zod';
import { responses, type RouteDoc, type ZodApp } from './route-doc';

/**
 * `GET url` of what the logged-in owner has (a list, a state), with no
 * parameters: answers 200 with what `get` reads for the account.
 */
export function getForOwnerRoute<Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: RouteDoc & { response: Answer },
  get: (accountId: string) => Promise<z.input<Answer>>,
): void {
  const response = responses(200, schema.response, schema.errors);
  app.get(url, { schema: { tags: schema.tags, summary: schema.summary, response } }, (request) =>
    get(request.accountId),
  );
}
