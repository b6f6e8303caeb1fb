import type { FastifyRequest } from 'fastify';
import type { SessionContext } from './session.service';
import type { RequestContext } from './verification.service';

/**
 * Who asks, as the identity services take it: the address (for the limits),
 * the browser (shown in the list of sessions) and the language (of any mail
 * the request sends).
 */
export function contextOf(request: FastifyRequest): RequestContext & SessionContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale };
}
