import { expect, it } from 'vitest';
import {
  API_TYPES_PATH,
  committedApiTypes,
  openApiDocument,
  renderApiTypes,
} from '../scripts/api-types';
import { buildTestApp } from './app';

it('the web client types are generated from the current OpenAPI document', async () => {
  const { app } = await buildTestApp();
  const current = await renderApiTypes(await openApiDocument(app));
  expect(
    await committedApiTypes(),
    `${API_TYPES_PATH} is stale: run \`npm run api:generate\``,
  ).toBe(current);
});
