import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema, profileDataSchema } from '@cv/shared';
import { buildTestApp } from '../app';
import { buildAccount, TEST_PASSWORD, testIp } from '../factories';
import { logIn } from '../http';
import { multipart } from '../multipart';
import { postProfile } from '../profile-helpers';
import { hostileString } from './hostile-strings';
import { arbitraryFromSchema, type JsonSchema } from './json-schema-arbitrary';

/**
 * Property-based input test: every write endpoint of the served OpenAPI
 * document (and every route with a path parameter) gets FUZZ_RUNS bodies
 * derived from its own schema with hostile texts, wrong types and missing or
 * unknown fields. No answer may be a 5xx, and every error uses the standard
 * body. `npm run test:fuzz -w apps/server` runs the larger set.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const { app } = await buildTestApp();

interface Operation {
  method: string;
  path: string;
  contentType?: string;
  schema?: JsonSchema;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        parameters?: { in: string; name: string }[];
      }
    >
  >;
};

function operations(server: FastifyInstance): Operation[] {
  const doc = server.swagger() as unknown as OpenApi;
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const write = ['post', 'put', 'patch', 'delete'].includes(method);
      const hasPathParameter = (op.parameters ?? []).some((p) => p.in === 'path');
      if (!write && !hasPathParameter) continue;
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        ...(contentType ? { contentType, schema: content?.schema } : {}),
      });
    }
  }
  return list;
}

/** Percent-encodes a path segment; a lone surrogate becomes bytes that are not UTF-8. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

const pathValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom('github', 'oidc', 'ada', 'work-experience'),
  hostileString,
);

/** A verified account with a password, a session and a profile, for one endpoint's runs. */
async function owner() {
  const account = await buildAccount(app, { password: TEST_PASSWORD });
  const { cookie } = await logIn(app, `${account.username}`);
  const res = await postProfile(app, cookie, { data: { displayName: 'Ada Lovelace' } });
  expect(res.statusCode, res.body).toBe(201);
  return cookie;
}

function expectClean(op: Operation, res: LightMyRequestResponse, input: unknown) {
  const where = `${op.method} ${op.path} with ${JSON.stringify(input)?.slice(0, 300)}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = errorBodySchema.safeParse(JSON.parse(res.body));
    expect(body.success, where).toBe(true);
    expect(body.data?.status, where).toBe(res.statusCode);
    expect(res.body, where).not.toMatch(/\n\s+at |node_modules/);
  }
}

const profileData = arbitraryFromSchema(
  z.toJSONSchema(profileDataSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
);

describe.each(operations(app))('$method $path', (op) => {
  it(`answers ${RUNS} generated requests without a 5xx and with the standard error body`, async () => {
    const cookie = await owner();
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const body =
      op.contentType === 'multipart/form-data'
        ? profileData
        : op.contentType
          ? arbitraryFromSchema(op.schema)
          : fc.constant(undefined);
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.array(pathValue, { minLength: names.length, maxLength: names.length }),
        async (payload, values) => {
          let url = op.path;
          names.forEach((name, i) => (url = url.replace(`{${name}}`, segment(values[i] ?? ''))));
          const headers: Record<string, string> = { cookie };
          let encoded: string | Buffer | undefined;
          if (op.contentType === 'multipart/form-data') {
            const form = await multipart({ data: JSON.stringify(payload) });
            Object.assign(headers, form.headers);
            encoded = form.payload;
          } else if (payload !== undefined) {
            headers['content-type'] = 'application/json';
            encoded = JSON.stringify(payload);
          }
          const res = await app.inject({
            method: op.method as 'POST',
            url,
            headers,
            // An address per request: the limiters must not hide what lies behind them.
            remoteAddress: testIp(),
            ...(encoded === undefined ? {} : { payload: encoded }),
          });
          expectClean(op, res, { url, payload });
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
