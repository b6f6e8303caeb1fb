import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldLabel, toFieldErrors, type ErrorBody, type ErrorCode } from '@cv/shared';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from './errors';
import { negotiateLocale, translator } from './i18n';

/** Fastify's own error codes that are the client's fault, by our code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_MP_PREMATURE_CLOSE: 'malformed_multipart',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

/**
 * The request's translator. Errors Fastify raises before the onRequest hooks
 * ran (a bad URL, an over-long path parameter) reach us without one.
 */
function translate(request: FastifyRequest): FastifyRequest['t'] {
  return request.t ?? translator(negotiateLocale(request.headers['accept-language']));
}

const isErrorStatus = (value: unknown): value is number =>
  typeof value === 'number' && value >= 400 && value <= 599;

/**
 * The status an error asks for: its `statusCode` (Fastify's and plugins'
 * errors), or an error status the route set before it threw. A `status`
 * property is not trusted: client libraries put an upstream's status there.
 */
function intendedStatus(error: FastifyError, reply: FastifyReply): number {
  if (isErrorStatus(error.statusCode)) return error.statusCode;
  return isErrorStatus(reply.statusCode) ? reply.statusCode : 500;
}

/** The label of a dotted field path (`links.0.url` → the label of `url`). */
function dottedFieldLabel(t: FastifyRequest['t'], field: string): string {
  const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return fieldLabel(path, t);
}

export function errorBody(
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  options: {
    messageKey?: string;
    params?: Record<string, unknown>;
    fieldErrors?: Record<string, string[]>;
  } = {},
): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    code,
    message: translate(request)(options.messageKey ?? `errors.${code}`, options.params),
    ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  options: Parameters<typeof errorBody>[3] = {},
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, status, code, options));
}

/** Rebuilds zod issues from the validation entries the type provider attaches. */
function issuesOf(error: {
  validation: {
    instancePath: string;
    keyword: string;
    message?: string;
    params: Record<string, unknown>;
  }[];
}) {
  return error.validation.map(
    (v) =>
      ({
        ...v.params,
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
      }) as unknown as z.core.$ZodIssue,
  );
}

/**
 * One place turns every error into the standard error body: domain errors,
 * schema validation, Fastify's parser errors, and bugs (500, details logged only).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { messageKey, fieldErrors, headers, translatedParams } = error.options;
      const params = translatedParams
        ? {
            ...error.options.params,
            ...Object.fromEntries(
              Object.entries(translatedParams).map(([name, key]) => [name, request.t(key)]),
            ),
          }
        : error.options.params;
      if (headers) reply.headers(headers);
      const translated = fieldErrors
        ? Object.fromEntries(
            Object.entries(fieldErrors).map(([field, list]) => [
              field,
              list.map((e) =>
                request.t(e.key, {
                  label: dottedFieldLabel(request.t, field),
                  ...e.params,
                }),
              ),
            ]),
          )
        : undefined;
      return sendError(request, reply, error.status, error.code, {
        ...(messageKey ? { messageKey } : {}),
        ...(params ? { params } : {}),
        ...(translated ? { fieldErrors: translated } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error);
      const where = error.validationContext;
      const fieldErrors = toFieldErrors(issues, request.t);
      request.log.info({ where, fieldErrors }, 'request validation failed');
      return sendError(request, reply, 400, 'validation', { fieldErrors });
    }
    const status = intendedStatus(error, reply);
    if (status >= 400 && status < 500) {
      const code =
        (error.code ? FASTIFY_CODES[error.code] : undefined) ?? BY_STATUS[status] ?? 'validation';
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after')) || 60;
        return sendError(request, reply, status, code, { params: { seconds } });
      }
      return sendError(request, reply, status, code);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'service_unavailable', {
        messageKey: 'errors.database_unavailable',
      });
    }
    // A 5xx a plugin raised on purpose (e.g. 503 while something is busy) keeps its status.
    if (status > 500) {
      request.log.warn({ err: error }, 'service error');
      return sendError(request, reply, status, BY_STATUS[status] ?? 'internal');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal');
  });
});
