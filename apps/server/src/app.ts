import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
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
import { composeApp } from './composition';
import { proxyTrust, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { resolveSecrets } from './db/signing-keys';
import { isDatabaseUnavailable, retryWhileUnavailable } from './db/unavailable';
import { errorHandler, sendError } from './http/error-handler';
import { connectionChecks, connectionLimits } from './http/connection-limits';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { localePlugin } from './http/locale';
import { addGauges, metricsPlugin } from './http/metrics';
import { originCheck } from './http/origin-check';
import { securityHeadersPlugin } from './http/security-headers';
import { textGuard } from './http/text-guard';

export interface BuildOptions {
  /** An already opened (and migrated) database; the app then does not close it. */
  database?: DatabaseHandle;
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
  // The app's one Redis client (route limits here, account limits in the
  // services). Connects on first use, logs instead of printing unhandled errors
  // while Redis is down, and closes with the app.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  if (rateLimitRedis) {
    rateLimitRedis.on('error', (err) => app.log.warn({ err }, 'route rate limit Redis error'));
    app.addHook('onClose', async () => rateLimitRedis.disconnect());
  }
  await app.register(rateLimit, {
    // Only routes that opt in are limited (the account routes limit in their services).
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
    errorResponseBuilder: (request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return {
        statusCode: 429,
        status: 429,
        error: 'Too Many Requests',
        code: 'rate_limited',
        message: request.t('errors.rate_limited', { seconds }),
      };
    },
  });

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
    redis: rateLimitRedis,
    lifecycle: app.lifecycle,
    log: app.log,
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
