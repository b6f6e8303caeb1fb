import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLanguageSchema,
  accountSchema,
  accountStatusResponseSchema,
  accountUpdateSchema,
  changePasswordSchema,
  verificationSchema,
} from '@cv/shared';
import { noContentRoute } from '../../http/no-content-route';
import { errorResponses } from '../../http/responses';
import { assertRecentlyAuthenticated } from '../../security/reauthentication';
import { clearSessionCookies } from '../../security/session-cookies';
import { toAccount } from './account.presenter';
import type { AccountService } from './account.service';
import type { VerificationService } from './verification.service';
import { contextOf } from './request-context';

export interface AccountRoutesOptions {
  account: AccountService;
  verification: VerificationService;
  publicUrl: string;
}

/**
 * `/api/account/*`. Who may call what:
 * - any logged-in account (INCOMPLETE too): read the account and its status, delete it;
 * - UNVERIFIED and VERIFIED: edit the account, change the password (INCOMPLETE
 *   accounts finish the external signup first);
 * - UNVERIFIED only: re-send the verification mail;
 * - anybody with the link: verify.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account, verification, publicUrl },
) => {
  const tags = ['account'];
  const editable = app.requireStatus('UNVERIFIED', 'VERIFIED');

  app.get(
    '/account',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The logged-in account',
        response: { 200: accountSchema, ...errorResponses(401) },
      },
    },
    async (request) => toAccount(await account.load(request.accountId)),
  );

  app.post(
    '/account',
    {
      preHandler: editable,
      schema: {
        tags,
        summary:
          'Update the account; a new e-mail address has to be verified again, and needs a recent login or re-authentication',
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      toAccount(
        await account.update(request.accountId, request.body, request.locale, () =>
          assertRecentlyAuthenticated(request),
        ),
      ),
  );

  noContentRoute(
    app,
    'DELETE',
    '/account',
    {
      preHandler: app.requireRecentAuth,
      tags,
      summary:
        'Delete the account with all its data and media; a session older than 10 minutes confirms the password first (POST /api/auth/reauthenticate)',
      errors: errorResponses(401, 403, 503),
    },
    async (request, reply) => {
      await account.delete(request.accountId);
      clearSessionCookies(reply, publicUrl);
    },
  );

  noContentRoute(
    app,
    'POST',
    '/account/language',
    {
      preHandler: app.requireAuth,
      tags,
      summary:
        "Set the account's language: the web app's on every device after login, and every mail's",
      body: accountLanguageSchema,
      errors: errorResponses(400, 401),
    },
    (request) => account.setLocale(request.accountId, request.body.locale),
  );

  app.get(
    '/account/status',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The status of the logged-in account',
        response: { 200: accountStatusResponseSchema, ...errorResponses(401) },
      },
    },
    // requireAuth read the status with the session check: no second query.
    async (request) => ({
      status: request.accountStatus ?? (await account.load(request.accountId)).status,
    }),
  );

  noContentRoute(
    app,
    'POST',
    '/account/change-password',
    {
      preHandler: editable,
      tags,
      summary: 'Change the password; every other session is logged out',
      body: changePasswordSchema,
      errors: errorResponses(400, 401, 403),
    },
    (request) => account.changePassword(request.accountId, request.sessionId, request.body),
  );

  noContentRoute(
    app,
    'POST',
    '/account/verification/generate',
    {
      preHandler: app.requireStatus('UNVERIFIED'),
      tags,
      summary: 'Send the verification mail again',
      errors: errorResponses(401, 403, 429, 503),
    },
    (request) => verification.resend(request.accountId, contextOf(request)),
  );

  app.post(
    '/account/verification',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the id and token of the link',
        body: verificationSchema,
        response: { 200: accountStatusResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => verification.verify(request.body, contextOf(request)),
  );
};
