import fp from 'fastify-plugin';
import { sendError } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from a foreign origin (a second line
 * of defence beside SameSite cookies). Every POST, PUT, PATCH and DELETE is
 * checked, whatever its path: matching a path prefix would let `/%61pi/…`
 * through, which the router decodes to `/api/…`. Only the configured public
 * origin is accepted, never "the same host as the request" (the Host header
 * is the client's to choose). Requests without an Origin (curl, server to
 * server) are allowed, unless the browser says it sent them cross-site:
 * those carry no ambient browser cookies.
 */
export const originCheck = fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === allowed) return;
    if (origin === undefined && request.headers['sec-fetch-site'] !== 'cross-site') return;
    request.log.warn({ origin }, 'refused cross-origin request');
    return sendError(request, reply, 403, 'forbidden');
  });
});
