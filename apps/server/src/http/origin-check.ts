import fp from 'fastify-plugin';
import { sendError } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent from a foreign origin (a second
 * line of defence beside SameSite cookies). Requests without an Origin header
 * (curl, server-to-server) are allowed: they carry no ambient browser cookies.
 */
export const originCheck = fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin === allowed || origin === sameHost) return;
    request.log.warn({ origin }, 'refused cross-origin request');
    return sendError(request, reply, 403, 'forbidden');
  });
});
