import { perAccountPerMinute } from '../../security/route-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  importPreviewQuerySchema,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
} from '@cv/shared';
import { badRequest } from '../../http/errors';
import type { ImportService } from './import.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  /** Another import of the same account is running. */
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  /** Too costly to read (`import_too_complex`), or nothing to import (`import_empty`: also a scan without text). */
  422: errorBodySchema,
  429: errorBodySchema,
  /** Every reader is busy: try again after `Retry-After`. */
  503: errorBodySchema,
};

/** Documentation only: the body is the file's bytes, which any value passes. */
const fileBody = z.any().meta({
  type: 'string',
  format: 'binary',
  description: `The file itself (at most ${IMPORT_LIMITS.fileMaxMb} MB): a JSON document, a ZIP, a PDF or a Word file (.docx)`,
});

/** Each import parses a file of up to 5 MB: generous for people, a brake for scripts. */
const IMPORTS_PER_MINUTE = 20;
const rateLimit = perAccountPerMinute('import', IMPORTS_PER_MINUTE);

/**
 * `POST /api/import/preview` and `POST /api/import` (VERIFIED accounts): the
 * file travels as the raw body, so these routes read every body as bytes,
 * JSON included (a JSON Resume is a file here, not a request).
 */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (
  app,
  { imports },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...IMPORT_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.fileMaxBytes },
    (_request, body, done) => done(null, body),
  );

  function fileOf(body: unknown): Buffer {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw badRequest('import_unreadable', 'portability.errors.unreadable');
    }
    return body;
  }

  app.post(
    '/import/preview',
    {
      schema: {
        tags: ['import and export'],
        summary: 'What importing the file would add (nothing is written)',
        consumes: [...IMPORT_CONTENT_TYPES],
        querystring: importPreviewQuerySchema,
        body: fileBody,
        response: { 200: importPreviewSchema, ...errors },
      },
      config: { rateLimit },
    },
    (request) => imports.preview(request.accountId, fileOf(request.body), request.query, request.t),
  );

  app.post(
    '/import',
    {
      schema: {
        tags: ['import and export'],
        summary:
          "Adds the file's content to the profile, or replaces the profile's content with it, in one transaction",
        consumes: [...IMPORT_CONTENT_TYPES],
        querystring: importQuerySchema,
        body: fileBody,
        response: { 200: importResultSchema, ...errors },
      },
      config: { rateLimit },
    },
    (request) =>
      imports.run(
        request.accountId,
        fileOf(request.body),
        request.query,
        request.t,
        request.locale,
      ),
  );
};
