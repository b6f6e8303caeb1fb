import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder. This file sits directly in src/ and the
 * bundle directly in dist/, so '..' is apps/server in development and in
 * production alike; assets (templates, fonts, migrations) resolve from here.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
