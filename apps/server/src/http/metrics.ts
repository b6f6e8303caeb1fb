import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetrics from 'fastify-metrics';
import { sendError } from './error-handler';

/**
 * Prometheus metrics for operators at `GET /metrics`, only for requests
 * bearing `Authorization: Bearer <METRICS_TOKEN>` (and only when the token is
 * configured: without it nothing is measured). Request counts and durations
 * per route come from fastify-metrics; features add gauges with `addGauges`.
 */
export const metricsPlugin = fp<{ token: string }>(async (app, { token }) => {
  const expected = Buffer.from(`Bearer ${token}`);
  const authorized = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendError(request, reply, 401, 'unauthorized');
    }
  };
  await app.register(fastifyMetrics, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      schema: { hide: true },
      onRequest: authorized,
      // Replaced by the plugin's own handler; the route type wants one.
      handler: async () => undefined,
    },
    // Tests build several apps in one process; each starts from a clean registry.
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
    },
  });
});

/**
 * Gauges read when Prometheus scrapes: `read()` returns the current values by
 * metric name suffix, e.g. `{ busy: 1, queued: 0 }` under prefix `cv_render_pool`.
 * Does nothing when metrics are off.
 */
export function addGauges(
  app: FastifyInstance,
  prefix: string,
  help: Record<string, string>,
  read: () => Record<string, number>,
): void {
  if (!app.hasDecorator('metrics')) return;
  const { client } = app.metrics;
  for (const [suffix, text] of Object.entries(help)) {
    new client.Gauge({
      name: `${prefix}_${suffix}`,
      help: text,
      collect() {
        this.set(read()[suffix] ?? 0);
      },
    });
  }
}

/**
 * A counter (`name` ends in `_total`); answers the function that counts one.
 * Counts nothing when metrics are off.
 */
export function addCounter(app: FastifyInstance, name: string, help: string): () => void {
  if (!app.hasDecorator('metrics')) return () => {};
  const counter = new app.metrics.client.Counter({ name, help });
  return () => counter.inc();
}
