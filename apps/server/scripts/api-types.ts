import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

/**
 * The web client's types are generated from the OpenAPI document the server
 * serves at GET /api/openapi.json, so that a call to a path, method or body
 * the server does not have fails to compile.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The generated file, committed with the web app (relative to the repository). */
export const API_TYPES_PATH = 'apps/web/src/api/schema.d.ts';
export const API_TYPES_FILE = path.join(repoRoot, API_TYPES_PATH);

/** The document exactly as GET /api/openapi.json serves it. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenAPI3> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  }
  return response.json<OpenAPI3>();
}

/** The TypeScript source of the types, formatted like the rest of the repository. */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, { silent: true });
  const source = `${COMMENT_HEADER}${astToString(ast)}`;
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}

/** The committed file, or null when there is none yet. */
export async function committedApiTypes(): Promise<string | null> {
  return readFile(API_TYPES_FILE, 'utf8').catch(() => null);
}
