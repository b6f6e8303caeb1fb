import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@cv/shared';
import { cookieHeader } from './factories';
import { client, expectAnswer } from './http';
import { SoftwareAuthenticator } from './software-authenticator';

/** The origin and relying party of buildTestApp's PUBLIC_URL. */
export const TEST_ORIGIN = 'http://localhost:8080';
export const TEST_RP_ID = 'localhost';

export const newAuthenticator = (options: { countSignatures?: boolean } = {}) =>
  new SoftwareAuthenticator(TEST_RP_ID, TEST_ORIGIN, options);

/** One Cookie header from several (a session and a challenge cookie). */
export const withCookies = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ');

type Http = ReturnType<typeof client>;

/** `POST …/registration-options`: the options and the Cookie header with the challenge. */
export async function registrationOptions(
  app: FastifyInstance,
  session: string,
  http: Http = client(app),
): Promise<{ options: PasskeyRegistrationOptions; cookie: string }> {
  const res = await http.post('/api/account/passkeys/registration-options', undefined, {
    cookie: session,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    options: passkeyRegistrationOptionsSchema.parse(res.json()),
    cookie: withCookies(session, cookieHeader(res)),
  };
}

/** Adds a passkey through the API, as the account page does. */
export async function enrolPasskey(
  app: FastifyInstance,
  session: string,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
): Promise<Passkey> {
  const { options, cookie } = await registrationOptions(app, session);
  const res = await client(app).post(
    '/api/account/passkeys',
    { name, response: authenticator.register(options) },
    { cookie },
  );
  return expectAnswer(res, 201, passkeySchema);
}

/** Options of a usernameless login or a re-authentication, with the challenge cookie. */
export async function assertionOptions(
  http: Http,
  url: '/api/auth/passkey/options' | '/api/auth/reauthenticate/passkey/options',
  session?: string,
): Promise<{ options: PasskeyAuthenticationOptions; cookie: string }> {
  const res = await http.post(url, undefined, session ? { cookie: session } : {});
  expect(res.statusCode, res.body).toBe(200);
  return {
    options: passkeyAuthenticationOptionsSchema.parse(res.json()),
    cookie: withCookies(session, cookieHeader(res)),
  };
}

/** Options of a re-authentication of the logged-in `session`, with the challenge cookie. */
export const reauthenticationOptions = (http: Http, session: string) =>
  assertionOptions(http, '/api/auth/reauthenticate/passkey/options', session);

/** A whole passkey login: options, the authenticator's answer, the login call. */
export async function logInWithPasskey(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  http: Http = client(app),
): Promise<LightMyRequestResponse> {
  const { options, cookie } = await assertionOptions(http, '/api/auth/passkey/options');
  return http.post(
    '/api/auth/passkey/login',
    { response: authenticator.authenticate(options) },
    { cookie },
  );
}
