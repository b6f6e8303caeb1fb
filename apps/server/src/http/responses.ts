import { errorBodySchema } from '@cv/shared';

/**
 * Route `response` entries for error statuses: every one carries the error
 * body, and listing them puts them into the OpenAPI document.
 */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
