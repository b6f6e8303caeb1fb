import fp from 'fastify-plugin';
import { MESSAGE_KEYS, refusedTextPaths } from '@cv/shared';
import { AppError } from './errors';

/**
 * A 400 naming every field of `value` that holds text the product does not
 * accept (NUL, unpaired surrogates; see isAcceptedText), or undefined.
 */
export function refusedTextError(...values: unknown[]): AppError | undefined {
  const paths = values.flatMap((value) => refusedTextPaths(value));
  if (paths.length === 0) return undefined;
  return new AppError(400, 'validation', {
    fieldErrors: Object.fromEntries(
      paths.map((path) => [path.join('.') || '_', [{ key: MESSAGE_KEYS.text }]]),
    ),
  });
}

/**
 * Decides at the boundary what text every route accepts: any string in the
 * path parameters, the query or a parsed body with NUL or an unpaired
 * surrogate is refused with a field error before a route's schema, service
 * or the database sees it (PostgreSQL would fail with a 500, PGlite would
 * silently store U+FFFD). Multipart forms are parsed by their routes, which
 * call `refusedTextError` on what they read.
 */
export const textGuard = fp(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusedTextError(request.params, request.query, request.body));
  });
});
