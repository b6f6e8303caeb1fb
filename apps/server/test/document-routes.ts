import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loggedInAccount } from './factories';
import { apiCall, expectAnswer, expectError } from './http';

/**
 * Requests and checks for a collection of the owner's named documents (CVs,
 * letters): both are created by name (or as a copy), listed, deleted and
 * limited in number through routes of the same shape, so they must answer
 * alike.
 */
export function documentRoutes<T>(
  app: FastifyInstance,
  collection: '/cvs' | '/letters',
  schema: { parse(body: unknown): T },
  notFoundCode: string,
) {
  const call = apiCall(app);
  return {
    /** `POST {collection}` that must create the document (201) in `lang`; answers it. */
    async created(cookie: string, payload: object, lang = 'en') {
      const res = await call(cookie, 'POST', collection, payload, { 'accept-language': lang });
      return expectAnswer(res, 201, schema);
    },

    /** `GET {collection}/{id}` that must find the document (200); answers it as stored now. */
    async read(cookie: string, id: string) {
      return expectAnswer(await call(cookie, 'GET', `${collection}/${id}`), 200, schema);
    },

    /** Deleting answers 204; then the document is not found, neither to read nor to delete. */
    async expectDeleted(cookie: string, id: string) {
      expect((await call(cookie, 'DELETE', `${collection}/${id}`)).statusCode).toBe(204);
      expectError(await call(cookie, 'GET', `${collection}/${id}`), 404, notFoundCode);
      expectError(await call(cookie, 'DELETE', `${collection}/${id}`), 404, notFoundCode);
    },

    /** 401 without a login (list, create, PDF) and 403 before the e-mail is verified. */
    async expectLoginRequired() {
      expectError(await call(null, 'GET', collection), 401, 'unauthorized');
      expectError(await call(null, 'POST', collection, { name: 'x' }), 401, 'unauthorized');
      expectError(
        await call(null, 'GET', `${collection}/${randomUUID()}/pdf`),
        401,
        'unauthorized',
      );
      const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
      expect((await call(cookie, 'GET', collection)).statusCode).toBe(403);
    },

    /** Malformed JSON, a body that is no object and each hostile name are refused with 400. */
    async expectBadCreatesRefused(cookie: string) {
      // A string payload goes as raw JSON text.
      expectError(await call(cookie, 'POST', collection, '{"name":'), 400, 'malformed_json');
      for (const json of ['"text"', '42', 'null', '[1,2]']) {
        expectError(await call(cookie, 'POST', collection, json), 400, 'validation');
      }
      for (const name of ['', '   ', 'x'.repeat(10_000), 'a\u0000b', '\ud800', 42, null]) {
        const body = expectError(
          await call(cookie, 'POST', collection, { name }),
          400,
          'validation',
        );
        expect(Object.keys(body.fieldErrors ?? {})).toContain('name');
      }
    },

    /**
     * With room for two more, five racing creates let exactly two pass; one more
     * is refused with 409 and `code`, its message in German.
     */
    async expectCreatesStopAtLimit(cookie: string, code: string, germanMessage: string) {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call(cookie, 'POST', collection, { name: `Race ${i}` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
      const res = await call(
        cookie,
        'POST',
        collection,
        { name: 'One more' },
        { 'accept-language': 'de' },
      );
      expect(expectError(res, 409, code).message).toBe(germanMessage);
    },
  };
}
