import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorBodySchema } from '@cv/shared';

/** The instance a route plugin with zod schemas gets. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the OpenAPI document says of a route: its tags, summary and error answers. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  errors: Record<number, typeof errorBodySchema>;
}

/**
 * A route's response schemas: `answer` under `status`, then the errors. Typed
 * loosely on purpose: fastify cannot work out a reply type from a schema that
 * is a type parameter, so the route helpers' own signatures check the answer.
 */
export function responses(
  status: number,
  answer: z.ZodType,
  errors: RouteDoc['errors'],
): Record<number, z.ZodType> {
  return { [status]: answer, ...errors };
}
