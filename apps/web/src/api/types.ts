import type { OkStatus, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './schema';

/**
 * The calls the client can make, read from the types generated from the
 * server's OpenAPI document (`npm run api:generate`): a path, method, body or
 * parameter the server does not have fails to compile.
 */

/** The API's paths as the client writes them: without the /api prefix it adds. */
export type ApiPaths = {
  [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P];
};

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `method`, e.g. ApiPath<'delete'> includes '/account/passkeys/{id}'. */
export type ApiPath<M extends ApiMethod> = PathsWithMethod<ApiPaths, M>;

export type Operation<M extends ApiMethod, P extends ApiPath<M>> =
  ApiPaths[P] extends Record<M, infer Op> ? Op : never;

/** The JSON of the 2xx answers; undefined for those without one (a 204 is never read). */
export type ApiResponse<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & OkStatus]: Status extends 204
        ? undefined
        : Responses[Status] extends { content: { 'application/json': infer Json } }
          ? Json
          : undefined;
    }[keyof Responses & OkStatus]
  : never;

/** JSON bodies as their type; multipart forms as the FormData the browser sends. */
export type ApiBody<Op> = Op extends { requestBody: { content: infer Content } }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Content extends { 'multipart/form-data': unknown }
      ? FormData
      : never
  : undefined;

/** The path and query parameters: `{ path: { id } }` fills '/account/passkeys/{id}'. */
export type ApiParams<Op> = Op extends { parameters: infer Params }
  ? Pick<Params, 'path' & keyof Params> & Pick<Params, 'query' & keyof Params>
  : never;

/**
 * Whether the operation has a parameter to fill in. Distributes, so that a
 * union of operations (a path the compiler could not pin down) leaves the
 * error at the path instead of at a missing argument.
 */
export type NeedsParams<Op> = Op extends unknown
  ? [RequiredKeysOf<ApiParams<Op>>] extends [never]
    ? false
    : true
  : never;

/** `params` may be left out when the operation has no required parameter. */
export type ParamsOption<Op> =
  NeedsParams<Op> extends true ? { params: ApiParams<Op> } : { params?: ApiParams<Op> };
