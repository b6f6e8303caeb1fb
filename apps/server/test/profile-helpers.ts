import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  cvDocumentSchema,
  profileSchema,
  type EntryKind,
  type Profile,
  type ProfileDataInput,
} from '@cv/shared';
import { loggedInAccount } from './factories';
import { multipart, type FormPart } from './multipart';

/** A picture part as a browser sends it. */
export const picturePart = (bytes: Buffer, filename = 'me.jpg', type = 'image/jpeg'): FormPart => ({
  bytes,
  filename,
  type,
});

/** `POST /api/profile` with the given parts (data as JSON text unless a part is given). */
export async function postProfile(
  app: FastifyInstance,
  cookie: string,
  parts: { data?: ProfileDataInput | FormPart; profilePicture?: FormPart; [name: string]: unknown },
  headers: Record<string, string> = {},
) {
  const encoded: Record<string, FormPart> = {};
  for (const [name, part] of Object.entries(parts)) {
    if (part === undefined) continue;
    const isPart =
      typeof part === 'string' || (typeof part === 'object' && part !== null && 'bytes' in part);
    encoded[name] = isPart ? (part as FormPart) : JSON.stringify(part);
  }
  const form = await multipart(encoded);
  return app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: { cookie, ...form.headers, ...headers },
    payload: form.payload,
  });
}

/** A logged-in VERIFIED account that has a profile. */
export async function accountWithProfile(app: FastifyInstance, data: ProfileDataInput = {}) {
  const { account, cookie } = await loggedInAccount(app);
  const res = await postProfile(app, cookie, {
    data: { displayName: 'Ada Lovelace', jobTitle: 'Engineer', ...data },
  });
  if (res.statusCode !== 201) throw new Error(`profile not created: ${res.body}`);
  return { account, cookie };
}

/** The owner's profile (`GET /api/profile`), as the schema reads it. */
export async function ownProfile(app: FastifyInstance, cookie: string): Promise<Profile> {
  const res = await app.inject({ url: '/api/profile', headers: { cookie } });
  return profileSchema.parse(res.json());
}

/** `POST /api/cvs` that must create the CV (201); answers it. */
export async function createCv(
  app: FastifyInstance,
  cookie: string,
  name: string,
  settings: object = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { cookie },
    payload: { name, settings },
  });
  expect(res.statusCode, res.body).toBe(201);
  return cvDocumentSchema.parse(res.json());
}

/** `POST /api/profile/{path}` (an entry, a section's title, a translation) as JSON. */
export const postToProfile = (
  app: FastifyInstance,
  cookie: string,
  path: string,
  payload: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/profile/${path}`,
    headers: { cookie },
    payload: payload as object,
  });

/** `POST /api/profile/{path}` that must create the entry (201); answers its id. */
export async function addToProfile(
  app: FastifyInstance,
  cookie: string,
  path: string,
  payload: unknown,
) {
  const res = await postToProfile(app, cookie, path, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** Creates a custom section titled `title`; answers its id. */
export const newCustomSection = async (app: FastifyInstance, cookie: string, title: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/profile/custom-section',
      headers: { cookie },
      payload: { title },
    })
  ).json() as { id: string };

/** `PUT /api/profile/{kind}/order`: the entries of a kind in the order given. */
export const orderEntries = (
  app: FastifyInstance,
  cookie: string,
  kind: EntryKind,
  ids: string[],
) =>
  app.inject({
    method: 'PUT',
    url: `/api/profile/${kind}/order`,
    headers: { cookie },
    payload: { ids },
  });
