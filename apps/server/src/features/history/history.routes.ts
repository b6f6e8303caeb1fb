import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  binListSchema,
  binRestoreResultSchema,
  currentSnapshotSchema,
  docQuerySchema,
  errorBodySchema,
  idParamSchema,
  restoreRequestSchema,
  restoreResultSchema,
  versionListSchema,
  versionNameSchema,
  versionSchema,
  versionSummarySchema,
} from '@cv/shared';
import type { HistoryService } from './history.service';
import { getByIdRoute, deleteByIdRoute } from '../../http/owner-routes';
import { errorResponses } from '../../http/responses';

export interface HistoryRoutesOptions {
  history: HistoryService;
}

const errors = errorResponses(400, 401, 403, 404);

/** Small JSON bodies only: a name, or which entry and field to restore. */
const BODY_LIMIT = 4 * 1024;

/**
 * The owner's history (VERIFIED accounts): `/api/history/...` lists a
 * document's versions, shows one or the document now, names one and restores
 * one (all of it, one entry, one field); `/api/bin` lists deleted things and
 * brings one back or deletes it for good.
 */
export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (
  app,
  { history },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));

  app.get(
    '/history/versions',
    {
      schema: {
        tags: ['history'],
        summary: "A document's versions, newest first (edits of a few minutes shown as one)",
        querystring: docQuerySchema,
        response: { 200: versionListSchema, ...errors },
      },
    },
    async (request) => ({ versions: await history.list(request.accountId, request.query) }),
  );

  app.get(
    '/history/current',
    {
      schema: {
        tags: ['history'],
        summary: 'The document as it is now, shaped like a version (to compare with)',
        querystring: docQuerySchema,
        response: { 200: currentSnapshotSchema, ...errors },
      },
    },
    (request) => history.current(request.accountId, request.query),
  );

  app.post(
    '/history/head',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['history'],
        summary:
          "The version holding the document's state now (recorded if none does): an undo step",
        body: docQuerySchema,
        response: { 200: versionSummarySchema, ...errors },
      },
    },
    (request) => history.head(request.accountId, request.body),
  );

  getByIdRoute(
    app,
    '/history/versions/:id',
    {
      tags: ['history'],
      summary: 'One version with its snapshot',
      response: versionSchema,
      errors,
    },
    (accountId, id) => history.get(accountId, id),
  );

  app.patch(
    '/history/versions/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['history'],
        summary: 'Name a version ("sent to ACME"), or remove its name (null)',
        params: idParamSchema,
        body: versionNameSchema,
        response: { 200: versionSummarySchema, ...errors },
      },
    },
    (request) => history.name(request.accountId, request.params.id, request.body.name),
  );

  app.post(
    '/history/versions/:id/restore',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['history'],
        summary: 'Restore a version, one entry or one field of it, as a new change',
        params: idParamSchema,
        body: restoreRequestSchema,
        response: { 200: restoreResultSchema, ...errors },
      },
    },
    async (request) => ({
      version: await history.restore(request.accountId, request.params.id, request.body),
    }),
  );

  app.get(
    '/bin',
    {
      schema: {
        tags: ['history'],
        summary: 'Deleted CVs, letters, applications, sections and entries (kept 30 days)',
        response: { 200: binListSchema, ...errors },
      },
    },
    async (request) => ({ items: await history.bin(request.accountId) }),
  );

  app.post(
    '/bin/:id/restore',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['history'],
        summary: 'Bring a deleted thing back under its old id',
        params: idParamSchema,
        response: { 200: binRestoreResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => history.restoreFromBin(request.accountId, request.params.id),
  );

  deleteByIdRoute(
    app,
    '/bin/:id',
    { tags: ['history'], summary: 'Delete a thing in the bin for good', errors },
    (accountId, id) => history.deleteFromBin(accountId, id),
  );
};
