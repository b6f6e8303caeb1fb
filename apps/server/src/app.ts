import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { LIMITS } from '@cv/shared';
import { composeApp } from './composition/compose-app';
import type { WorkerPools } from './composition/platform';
import { proxyTrust, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { resolveSecrets } from './db/signing-keys';
import { isDatabaseUnavailable, retryWhileUnavailable } from './db/unavailable';
import { errorHandler, sendError } from './http/error-handler';
import { connectionChecks, connectionLimits } from './http/connection-limits';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { localePlugin } from './http/locale';
import { addCounter, addGauges, metricsPlugin } from './http/metrics';
import { originCheck } from './http/origin-check';
import { securityHeadersPlugin } from './http/security-headers';
import { textGuard } from './http/text-guard';
import { createRateLimiter } from './security/rate-limit';
import { routeLimits } from './security/route-limits';

export interface BuildOptions {
  /** An already opened (and migrated) database; the app then does not close it. */
  database?: DatabaseHandle;
  /**
   * Worker pools that outlive the app (the CV renderers, the import
   * readers); the app then does not close them. Tests share them between
   * the apps of their files: starting a pool's workers costs CPU seconds.
   */
  pools?: WorkerPools;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole application as a Fastify instance without listening, so
 * tests get a fresh app per file and call `app.inject`.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    ...connectionLimits(config.REQUEST_TIMEOUT_MS),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // Lost or refused database connections since start, for the metrics.
  const databaseErrors = { count: 0 };
  const database =
    options.database ??
    (await openDatabase(config, (err) => {
      databaseErrors.count += 1;
      app.log.warn({ err }, 'database connection lost; the next query reconnects');
    }));
  const startup = async () => {
    if (!options.database) await database.migrate();
    return resolveSecrets(database.db, config, path.join(config.DATA_DIR, 'secrets.json'));
  };
  // An own database may not be up yet: wait for it. A given one is the caller's business.
  const secrets = options.database
    ? await startup()
    : await retryWhileUnavailable(startup, (err, delayMs) =>
        app.log.warn({ err }, `database unreachable at start; retrying in ${delayMs} ms`),
      );
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('database', database);
  app.decorate('secrets', secrets);
  app.decorate('db', database.db);

  // Hooks that run on every request take a callback, not a promise: cheaper per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailable(error)) databaseErrors.count += 1;
  });

  // Set on SIGTERM: readiness answers 503 so that the load balancer stops
  // sending, and keep-alive connections close after their current answer.
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(localePlugin);
  await app.register(errorHandler);
  if (config.METRICS_TOKEN) {
    await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
    addGauges(
      app,
      'db_pool',
      {
        total: 'Database connections open',
        idle: 'Database connections idle',
        waiting: 'Queries waiting for a database connection',
        errors: 'Database connections lost or refused since start',
      },
      () => ({ ...database.poolStats(), errors: databaseErrors.count }),
    );
  }
  await app.register(connectionChecks);
  await app.register(textGuard);
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
        },
      },
      // The API and the app are served from one origin; no cross-origin embedding needed.
      crossOriginEmbedderPolicy: false,
      hsts: config.PUBLIC_URL.startsWith('https:'),
    },
  });
  await app.register(compress, { threshold: 1024 });
  // A list: the first signs, every one unsigns (rotation).
  await app.register(cookie, { secret: app.secrets.cookie });
  await app.register(originCheck, { publicUrl: config.PUBLIC_URL });
  // The app's one Redis client (every rate limit's counters, the public profile
  // cache's messages). Timeouts are short: the limits count in memory while
  // Redis is away (logged once per outage by the limiter) instead of waiting.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: true,
        // Reaching a host that is gone (default: 10 s).
        connectTimeout: 2_000,
        // A reply that does not come (a frozen server, a lost network), queued commands included.
        // Generous: a busy event loop must not pass for a Redis outage.
        commandTimeout: 2_000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) {
    // Each reconnect attempt fails while Redis is down: detail, not news.
    redis.on('error', (err) => app.log.debug({ err }, 'Redis connection error'));
    app.addHook('onClose', async () => redis.disconnect());
  }
  const limits = createRateLimiter({
    redis,
    log: app.log,
    onFallback: addCounter(
      app,
      'rate_limit_fallbacks_total',
      "Rate-limit checks counted in this instance's memory because Redis was unavailable",
    ),
  });
  // Before the routes: it reads their `config.rateLimit`.
  await app.register(routeLimits, { limits });

  await app.register(swagger, {
    openapi: {
      info: { title: 'CV Builder API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http locally too; upgrading subresources would break it there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Every feature, wired in one place: its routes under /api, the web app under /ui.
  await composeApp(app, {
    config,
    database,
    secrets,
    redis,
    limits,
    lifecycle: app.lifecycle,
    log: app.log,
    pools: options.pools,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/ui/') &&
      (request.headers.accept ?? '').includes('text/html');
    // Paths outside /ui and /api: let the SPA show its not-found page.
    if (wantsPage) return reply.redirect(`/ui${request.url}`, 302);
    return sendError(request, reply, 404, 'route_not_found');
  });

  return app;
}
