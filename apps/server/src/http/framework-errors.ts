import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorBody, ErrorCode } from '@cv/shared';
import { localeOfConnection } from './connection-limits';
import { sendError } from './error-handler';
import { negotiateLocale, translator } from './i18n';

/**
 * Fastify's router answers a malformed percent-encoding (FST_ERR_BAD_URL) and
 * an over-long path parameter (414) before any hook runs; by default with its
 * own English body that echoes the URL. These go through our error body
 * instead, localized, without the URL.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 400;
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'uri_too_long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'bad_url'
        : status >= 500
          ? 'internal'
          : 'bad_request';
  request.log.info({ code: error.code }, 'request refused by the router');
  reply.header('x-request-id', request.id);
  return sendError(request, reply, status, code);
};

/** Accept-Language from the raw bytes of a request whose headers Node could not parse. */
function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const head = rawPacket.subarray(0, 16 * 1024).toString('latin1');
  return /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(head)?.[1];
}

/**
 * Errors Node's HTTP parser reports before Fastify sees a request: headers
 * too large (431), a timeout (408), a malformed request (400). Answered with
 * our error body on the raw socket, then the connection is closed, as
 * Fastify's default does. Only the status and a fixed text leave the server.
 */
export function clientErrorHandler(
  this: { log: { trace: (obj: object, msg: string) => void } },
  error: NodeJS.ErrnoException & { rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : [400, 'bad_request'];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    // A request that stopped arriving was read up to its headers: its locale is known.
    const t = translator(
      localeOfConnection(socket) ?? negotiateLocale(acceptLanguageOf(error.rawPacket)),
    );
    const body: ErrorBody = {
      status,
      error: STATUS_CODES[status] ?? 'Error',
      code,
      message: t(`errors.${code}`),
    };
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
