import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { RouteDoc, ZodApp } from './owner-routes';

/** A no-content route's declaration: who may call it and what the OpenAPI document says of it. */
interface NoContentSpec<Params extends z.ZodType, Body extends z.ZodType> extends RouteDoc {
  /** Absent: anybody may call it. */
  preHandler?: preHandlerAsyncHookHandler;
  description?: string;
  params?: Params;
  body?: Body;
}

/** The request as `act` sees it: its params and body checked by the route's schemas. */
export type CheckedRequest<Params extends z.ZodType, Body extends z.ZodType> = FastifyRequest & {
  params: z.output<Params>;
  body: z.output<Body>;
};

/**
 * `POST` or `DELETE url` that does what `act` does and answers 204 with no
 * body once it is done (it throws the errors). It declares the same schemas
 * a route written out would, so the OpenAPI document does not tell them apart.
 */
export function noContentRoute<
  Params extends z.ZodType = z.ZodUnknown,
  Body extends z.ZodType = z.ZodUnknown,
>(
  app: ZodApp,
  method: 'POST' | 'DELETE',
  url: string,
  { preHandler, errors, ...schema }: NoContentSpec<Params, Body>,
  act: (request: CheckedRequest<Params, Body>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    ...(preHandler ? { preHandler } : {}),
    schema: { ...schema, response: { 204: z.undefined(), ...errors } },
    handler: async (request, reply) => {
      await act(request as CheckedRequest<Params, Body>, reply);
      return reply.code(204).send();
    },
  });
}
