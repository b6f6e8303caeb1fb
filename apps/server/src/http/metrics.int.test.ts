import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { expectError } from '../../test/http';

const token = 'metrics-token-for-the-test';

describe('operator metrics', () => {
  it('are served only with the token, with per-route, render pool and database figures', async () => {
    const { app } = await buildTestApp({ METRICS_TOKEN: token });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/public/profile/nobody' });

    expectError(await app.inject({ url: '/metrics' }), 401, 'unauthorized');
    expectError(
      await app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer wrong-token-of-same-size' },
      }),
      401,
      'unauthorized',
    );
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/public\/profile\/:username"[^}]*status_code="404"/,
    );
    for (const name of [
      'cv_render_pool_workers',
      'cv_render_pool_queued',
      'cv_render_pool_timeouts',
      'db_pool_total',
      'db_pool_waiting',
      'db_pool_errors',
      'process_cpu_seconds_total',
    ]) {
      expect(res.body).toContain(`\n${name} `);
    }
  });

  it('do not exist without a token', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
