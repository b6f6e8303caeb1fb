import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiter, RouteLimit } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's rate limit (see routeLimits). */
    rateLimit?: RouteLimit;
  }
}

/**
 * Route limits: a route opts in with `config: { rateLimit: { name, max,
 * windowMs, key } }` and each request is counted before its body is read, in
 * the same counters as the account limits (Redis, or memory while Redis is
 * away). Used up, the answer is 429 `rate_limited` with Retry-After.
 * Registered before the routes, whose definitions it reads.
 */
export const routeLimits = fp<{ limits: RateLimiter }>(
  async (app, { limits }) => {
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (!limit) return;
      const consume = limits.route(limit);
      // After the route's plugin hooks, so that a key may name the logged-in account.
      const check: onRequestAsyncHookHandler = async (request) => {
        await consume(limit.key ? limit.key(request) : request.ip);
      };
      route.onRequest = [route.onRequest ?? []].flat().concat(check);
    });
  },
  { name: 'route-limits' },
);

/**
 * A route limit of `max` requests a minute, counted per logged-in account
 * (the route's plugin checks the session before the limit counts).
 */
export const perAccountPerMinute = (name: string, max: number): RouteLimit => ({
  name,
  max,
  windowMs: 60_000,
  key: (request) => request.accountId,
});
