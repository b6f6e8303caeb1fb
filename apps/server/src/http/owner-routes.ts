import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, type Locale } from '@cv/shared';

/*
 * The routes over an owner's things that every room declares alike: the
 * list, one thing by its id, a new thing, its change and its delete. Each
 * declares the same schemas a route written out would, so the OpenAPI
 * document does not tell them apart.
 */

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
function responses(
  status: number,
  answer: z.ZodType,
  errors: RouteDoc['errors'],
): Record<number, z.ZodType> {
  return { [status]: answer, ...errors };
}

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
    { schema: { tags: schema.tags, summary: schema.summary, params: idParamSchema, response } },
    (request) => get(request.accountId, request.params.id),
  );
}

/** A request to a route of one thing by its id, the id checked. */
export type ByIdRequest = FastifyRequest & { params: { id: string } };

/**
 * `GET url` of a file made of one of the owner's things, named by the `:id`
 * in the path: `send` answers with the file through the reply (it throws the
 * 404). The file's bytes have no schema.
 */
export function fileByIdRoute(
  app: ZodApp,
  url: string,
  schema: RouteDoc,
  send: (request: ByIdRequest, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  const response = responses(200, z.any(), schema.errors);
  app.get(
    url,
    { schema: { tags: schema.tags, summary: schema.summary, params: idParamSchema, response } },
    (request, reply) => send(request, reply),
  );
}

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

/**
 * `DELETE url` of what the logged-in owner has (a setting, a picture), with no
 * parameters: answers 204 with no body once `remove` is done.
 */
export function deleteForOwnerRoute(
  app: ZodApp,
  url: string,
  schema: RouteDoc,
  remove: (accountId: string) => Promise<unknown>,
): void {
  app.delete(
    url,
    { schema: { tags: schema.tags, summary: schema.summary, response: noContent(schema) } },
    async (request, reply) => {
      await remove(request.accountId);
      return reply.code(204).send(null);
    },
  );
}

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
        response: noContent(schema),
      },
    },
    async (request, reply) => {
      await remove(request.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * `GET url` and `POST url` of a kind of thing the owner keeps a list of: the
 * list, and a new one from the checked body (409 once the account holds as
 * many as it may).
 */
export function ownedListRoutes<
  List extends z.ZodType,
  Body extends z.ZodType,
  Answer extends z.ZodType,
>(
  app: ZodApp,
  url: string,
  spec: Omit<RouteDoc, 'summary'> & {
    list: List;
    body: Body;
    response: Answer;
    summaries: { list: string; create: string };
  },
  things: {
    list(accountId: string): Promise<z.input<List>>;
    create(accountId: string, body: z.output<Body>, locale: Locale): Promise<z.input<Answer>>;
  },
): void {
  const { tags, errors, summaries } = spec;
  getForOwnerRoute(
    app,
    url,
    { tags, summary: summaries.list, response: spec.list, errors },
    (accountId) => things.list(accountId),
  );
  postNewRoute(
    app,
    url,
    {
      tags,
      summary: summaries.create,
      body: spec.body,
      response: spec.response,
      errors: { ...errors, 409: errorBodySchema },
    },
    (accountId, body, locale) => things.create(accountId, body, locale),
  );
}

/**
 * `GET`, `PATCH` or `PUT`, and `DELETE url` of one of the owner's things,
 * named by the `:id` in the path: read it, change it, delete it.
 */
export function ownedItemRoutes<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  spec: Omit<RouteDoc, 'summary'> & {
    method: 'PATCH' | 'PUT';
    body: Body;
    response: Answer;
    summaries: { get: string; update: string; remove: string };
  },
  things: {
    get(accountId: string, id: string): Promise<z.input<Answer>>;
    update(accountId: string, id: string, body: z.output<Body>): Promise<z.input<Answer>>;
    remove(accountId: string, id: string): Promise<unknown>;
  },
): void {
  const { tags, errors, summaries, response } = spec;
  getByIdRoute(app, url, { tags, summary: summaries.get, response, errors }, (accountId, id) =>
    things.get(accountId, id),
  );
  updateByIdRoute(
    app,
    spec.method,
    url,
    { tags, summary: summaries.update, body: spec.body, response, errors },
    (accountId, id, body) => things.update(accountId, id, body),
  );
  deleteByIdRoute(app, url, { tags, summary: summaries.remove, errors }, (accountId, id) =>
    things.remove(accountId, id),
  );
}

/** A delete's responses: 204 with no body, then the errors. */
const noContent = (schema: RouteDoc) => responses(204, z.null(), schema.errors);
