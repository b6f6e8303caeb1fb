import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorBodySchema,
  profileDataSchema,
  SHARE_LINK_LIMITS,
  shareLinkCreateSchema,
} from '@cv/shared';
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

/** The value at a dotted field path (`links.0.url`) of a request body. */
function valueAt(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      body,
    );
}

function expectClean(op: Operation, res: LightMyRequestResponse, input: unknown, body?: unknown) {
  const where = `${op.method} ${op.path} with ${JSON.stringify(input)?.slice(0, 300)}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const error = errorBodySchema.safeParse(JSON.parse(res.body));
    expect(error.success, where).toBe(true);
    expect(error.data?.status, where).toBe(res.statusCode);
    expect(res.body, where).not.toMatch(/\n\s+at |node_modules/);
    // A number out of range gets one message about its value, not about characters.
    for (const [field, messages] of Object.entries(error.data?.fieldErrors ?? {})) {
      if (typeof valueAt(body, field) !== 'number') continue;
      expect(messages, where).toHaveLength(1);
      expect(messages[0], where).not.toMatch(/characters|Zeichen/);
    }
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
          expectClean(op, res, { url, payload }, payload);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});

/** Sends a JSON request as the owner from a fresh address. */
function send(cookie: string, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      cookie,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    remoteAddress: testIp(),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

describe('share links created and revoked in a loop', () => {
  const createBody = arbitraryFromSchema(
    z.toJSONSchema(shareLinkCreateSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  );
  const action = fc.oneof(
    { weight: 4, arbitrary: fc.record({ create: fc.constant({}) }) },
    { weight: 1, arbitrary: fc.record({ create: createBody }) },
    { weight: 4, arbitrary: fc.record({ revoke: fc.constant('latest') }) },
    { weight: 1, arbitrary: fc.record({ revoke: fc.uuid() }) },
  );

  it('meet the daily limit with 429, never a 5xx, and list a bounded number of links', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 100, maxLength: 150 }), async (actions) => {
        const cookie = await owner();
        const seen: Record<number, number> = {};
        const live: string[] = [];
        const create = async (body: unknown) => {
          const res = await send(cookie, 'POST', '/api/account/share-links', body);
          if (res.statusCode === 201) live.push((res.json() as { id: string }).id);
          return res;
        };
        const revoke = (id: string | undefined) =>
          send(cookie, 'DELETE', `/api/account/share-links/${id ?? 'none'}`);
        const record = (res: LightMyRequestResponse, step: unknown) => {
          expectClean({ method: 'share link', path: '' }, res, step);
          seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
          if (res.statusCode === 429) {
            expect(res.json().code).toBe('rate_limited');
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          }
        };
        for (const step of actions) {
          const res =
            'create' in step
              ? await create(step.create)
              : await revoke(step.revoke === 'latest' ? live.pop() : step.revoke);
          record(res, step);
        }
        // Whatever came before, creating and revoking on ends in 429 within the day's allowance.
        for (let i = 0; i <= SHARE_LINK_LIMITS.createdPerDay && !seen[429]; i++) {
          record(await create({}), 'create');
          if (live.length > 0) record(await revoke(live.pop()), 'revoke');
        }
        console.log(`${actions.length} share link creates and revokes, then a loop:`, seen);
        expect(seen[429]).toBeGreaterThan(0);
        expect(seen[201]).toBe(SHARE_LINK_LIMITS.createdPerDay);
        const list = await send(cookie, 'GET', '/api/account/share-links');
        expect((list.json() as unknown[]).length).toBeLessThanOrEqual(
          SHARE_LINK_LIMITS.createdPerDay,
        );
      }),
      { numRuns: Math.max(2, Math.ceil(RUNS / 50)), endOnFailure: true },
    );
  }, 300_000);
});

describe('custom sections and their entries written at the same time', () => {
  type Step =
    | { op: 'section' }
    | { op: 'deleteSection'; section: number }
    | { op: 'add'; section: number }
    | { op: 'move'; entry: number; section: number }
    | { op: 'deleteEntry'; entry: number };
  const index = fc.nat(20);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ op: 'section' as const }),
    fc.record({ op: fc.constant('deleteSection' as const), section: index }),
    fc.record({ op: fc.constant('add' as const), section: index }),
    fc.record({ op: fc.constant('move' as const), entry: index, section: index }),
    fc.record({ op: fc.constant('deleteEntry' as const), entry: index }),
  );

  it('answer 2xx, 404 or 409 to every interleaving, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 2, maxLength: 6 }), { minLength: 5, maxLength: 12 }),
        async (rounds) => {
          const cookie = await owner();
          // Deleted ids stay in the lists: writing into what was just deleted is the point.
          const sections: string[] = [];
          const entries: string[] = [];
          const pick = (list: string[], i: number) => list[i % Math.max(1, list.length)] ?? 'x';
          for (const round of rounds) {
            const answers = await Promise.all(
              round.map(async (s) => {
                const res =
                  s.op === 'section'
                    ? await send(cookie, 'POST', '/api/profile/custom-section', { title: 'S' })
                    : s.op === 'deleteSection'
                      ? await send(
                          cookie,
                          'DELETE',
                          `/api/profile/custom-section/${pick(sections, s.section)}`,
                        )
                      : s.op === 'add'
                        ? await send(cookie, 'POST', '/api/profile/custom-entry', {
                            sectionId: pick(sections, s.section),
                            title: 'E',
                          })
                        : s.op === 'move'
                          ? await send(cookie, 'POST', '/api/profile/custom-entry', {
                              id: pick(entries, s.entry),
                              sectionId: pick(sections, s.section),
                              title: 'M',
                            })
                          : await send(
                              cookie,
                              'DELETE',
                              `/api/profile/custom-entry/${pick(entries, s.entry)}`,
                            );
                return { s, res };
              }),
            );
            for (const { s, res } of answers) {
              expectClean({ method: s.op, path: '' }, res, s);
              expect([200, 201, 204, 400, 404, 409], res.body).toContain(res.statusCode);
              if (res.statusCode === 201) {
                const id = (res.json() as { id: string }).id;
                (s.op === 'section' ? sections : entries).push(id);
              }
            }
          }
        },
      ),
      { numRuns: Math.max(3, Math.ceil(RUNS / 20)), endOnFailure: true },
    );
  }, 300_000);
});
