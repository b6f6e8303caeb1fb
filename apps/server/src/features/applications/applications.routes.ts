import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_LIMITS,
  applicationCreateSchema,
  applicationImportBodySchema,
  applicationImportResultSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationMoveSchema,
  applicationSchema,
  applicationUpdateSchema,
  calendarFeedCreatedSchema,
  calendarFeedSchema,
  dueFollowUpListSchema,
  dueQuerySchema,
  errorBodySchema,
  idParamSchema,
  matchQuerySchema,
  matchReportSchema,
  sentDocumentKindSchema,
} from '@cv/shared';
import { privateDownload } from '../cv-engine/private-download';
import type { ApplicationCalendar } from './applications-calendar';
import type { ApplicationCsv } from './applications-csv';
import type { ApplicationService } from './applications.service';
import {
  deleteForOwnerRoute,
  getForOwnerRoute,
  ownedItemRoutes,
  postNewRoute,
} from '../../http/owner-routes';
import { errorResponses } from '../../http/responses';

export interface ApplicationRoutesOptions {
  applications: ApplicationService;
  calendar: ApplicationCalendar;
  csv: ApplicationCsv;
}

const errors = errorResponses(400, 401, 403, 404);

const sentParams = idParamSchema.extend({ kind: sentDocumentKindSchema });

/** Room for a CSV of the largest import as a JSON string (quotes escaped). */
const IMPORT_BODY_LIMIT = APPLICATION_LIMITS.importBytesMax * 2;

/**
 * The owner's applications, `/api/applications...` (VERIFIED accounts): list,
 * create, change, delete, move between stages (freezing what is sent), the
 * documents as sent, the match report, the due follow-ups, the calendar
 * feed's address, and CSV export and import.
 */
export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (
  app,
  { applications, calendar, csv },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  const tags = ['applications'];

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: "The owner's applications, newest first (archived ones with `archived=true`)",
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    (request) =>
      applications.list(request.accountId, { archived: request.query.archived === 'true' }),
  );

  postNewRoute(
    app,
    '/applications',
    {
      tags,
      summary: 'A new application (`saved` unless a stage is given)',
      body: applicationCreateSchema,
      response: applicationSchema,
      errors: { ...errors, 409: errorBodySchema },
    },
    (accountId, body) => applications.create(accountId, body),
  );

  app.get(
    '/applications/due',
    {
      schema: {
        tags,
        summary: 'Follow-ups due within `days` (default 7), overdue ones included, earliest first',
        querystring: dueQuerySchema,
        response: { 200: dueFollowUpListSchema, ...errors },
      },
    },
    (request) => applications.due(request.accountId, request.query.days ?? 7),
  );

  app.get(
    '/applications/export.csv',
    {
      schema: {
        tags,
        summary: 'Every application as CSV (UTF-8, one row each)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      privateDownload(reply, 'text/csv; charset=utf-8', 'applications.csv').send(
        await csv.export(request.accountId),
      ),
  );

  app.post(
    '/applications/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Applications from a CSV (the export's columns); all rows or none",
        body: applicationImportBodySchema,
        response: {
          201: applicationImportResultSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await csv.import(request.accountId, request.body.csv, request.t)),
  );

  getForOwnerRoute(
    app,
    '/applications/calendar',
    {
      tags,
      summary: 'Whether the calendar feed of follow-ups is on (its address shows only when made)',
      response: calendarFeedSchema,
      errors,
    },
    (accountId) => calendar.status(accountId),
  );

  app.post(
    '/applications/calendar',
    {
      schema: {
        tags,
        summary: 'A new secret address for the calendar feed; an earlier one stops working',
        response: { 201: calendarFeedCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await calendar.create(request.accountId)),
  );

  deleteForOwnerRoute(
    app,
    '/applications/calendar',
    { tags, summary: 'Turn the calendar feed off: its address stops working', errors },
    (accountId) => calendar.revoke(accountId),
  );

  ownedItemRoutes(
    app,
    '/applications/:id',
    {
      tags,
      errors,
      method: 'PATCH',
      body: applicationUpdateSchema,
      response: applicationSchema,
      summaries: {
        get: 'One application with its posting, contacts, notes and history',
        update: 'Change an application; fields not named keep their values',
        remove: 'Delete an application with its history and the documents as sent',
      },
    },
    applications,
  );

  app.post(
    '/applications/:id/stage',
    {
      schema: {
        tags,
        summary:
          'Move to a stage (with `from`: only while still there, else 409); reaching a sent stage freezes the CV and letter',
        params: idParamSchema,
        body: applicationMoveSchema,
        response: { 200: applicationSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    (request) => applications.move(request, request.params.id, request.body),
  );

  app.get(
    '/applications/:id/sent/:kind',
    {
      schema: {
        tags,
        summary: 'The CV or letter exactly as it was sent, as a PDF',
        params: sentParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const document = await applications.sentPdf(request.accountId, id, kind);
      return privateDownload(reply, 'application/pdf', document.fileName).send(document.pdf);
    },
  );

  app.get(
    '/applications/:id/match',
    {
      schema: {
        tags,
        summary:
          "The posting against a CV (`cvId`, else the application's): terms covered and where, missing, hidden entries that have them, the score",
        params: idParamSchema,
        querystring: matchQuerySchema,
        response: { 200: matchReportSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => applications.match(request.accountId, request.params.id, request.query.cvId),
  );
};

/** `GET /api/applications/calendar/{token}.ics`: the feed itself, for calendar apps (no session). */
export const applicationCalendarFeedRoutes: FastifyPluginAsyncZod<{
  calendar: ApplicationCalendar;
}> = async (app, { calendar }) => {
  app.get(
    '/applications/calendar/:token',
    {
      schema: {
        tags: ['applications'],
        summary: 'The follow-up dates as iCalendar, behind the secret address (`<token>.ics`)',
        params: z.object({ token: z.string() }),
        response: { 200: z.string(), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(await calendar.feed(request.params.token)),
  );
};
