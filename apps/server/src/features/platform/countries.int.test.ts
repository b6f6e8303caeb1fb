import { describe, expect, it } from 'vitest';
import { countryListSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { client } from '../../../test/http';

const { app } = await buildTestApp();

describe('GET /api/countries', () => {
  it('lists ISO 3166-1 countries with English names, sorted by name', async () => {
    const res = await client(app).get('/api/countries');
    expect(res.statusCode).toBe(200);
    const list = countryListSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ code: 'DE', name: 'Germany' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('names them in German for a German Accept-Language', async () => {
    const res = await client(app).get('/api/countries', { lang: 'de-AT,de;q=0.9' });
    const list = countryListSchema.parse(res.json());
    expect(list).toContainEqual({ code: 'DE', name: 'Deutschland' });
    expect(list).toContainEqual({ code: 'AT', name: 'Österreich' });
    // German order: Ägypten among the A, Österreich after Norwegen.
    const names = list.map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    expect(names.indexOf('Österreich')).toBeGreaterThan(names.indexOf('Norwegen'));
  });

  it('falls back to English for other languages', async () => {
    const res = await client(app).get('/api/countries', { lang: 'fr-FR' });
    expect(res.json()).toContainEqual({ code: 'FR', name: 'France' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/countries'].get.responses['200']).toBeDefined();
  });
});
