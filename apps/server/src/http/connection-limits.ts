import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { Locale } from '@cv/shared';
import { sendError } from './error-handler';

/**
 * Node's HTTP server settings for requests that arrive too slowly or
 * incompletely. Fastify turns Node's request timeout off by default, so a
 * client that announces a body and never sends it would hold its connection
 * forever; here every request must have arrived, headers and body, within
 * `requestTimeoutMs` (a connection that sends nothing at all included).
 * What is late is answered 408 by `clientErrorHandler` and closed.
 */
export function connectionLimits(requestTimeoutMs: number): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Node looks for late requests every 30 s by default, which would let
      // a short timeout run several times over.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
      // Node answers an HTTP/1.1 request without Host with an empty 400 of its
      // own; `connectionChecks` answers it with the error body instead.
      requireHostHeader: false,
    },
  };
}

/** The locale of the request a connection carries now, for an answer Node makes on it. */
const connectionLocales = new WeakMap<Socket, Locale>();

/**
 * The locale to answer in on a connection: that of its current request,
 * English while none was read (Node reports a late request on the socket).
 */
export const localeOfConnection = (socket: Socket): Locale | undefined =>
  connectionLocales.get(socket);

/**
 * Checks every request's connection-level promises: HTTP/1.1 requires a
 * Host header (RFC 9112, 3.2; HTTP/1.0 may leave it out). Remembers the
 * request's locale on its connection, so that a 408 for a body that stops
 * arriving is in the request's language.
 */
export const connectionChecks = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    connectionLocales.set(request.raw.socket, request.locale);
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      sendError(request, reply, 400, 'bad_request');
      return;
    }
    done();
  });
});
