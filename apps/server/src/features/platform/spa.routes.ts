import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR = 60 * 60 * 24 * 365;

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html (never cached: it names the current assets). */
    sendSpa(): FastifyReply;
  }
}

/**
 * Serves the built web app under /ui: hashed assets with a one-year immutable
 * cache, index.html (never cached) for every other /ui path so the SPA's
 * router decides, including its own not-found page.
 */
export const spaRoutes = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built)
    app.log.warn({ distDir }, 'web app is not built: /ui answers 503 (run npm run build)');
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  app.decorateReply('sendSpa', function (this: FastifyReply) {
    if (!built) {
      return this.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet.');
    }
    return this.header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/ui/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui', 302));
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.sendSpa());
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    // A missing hashed asset is a real 404, not the app shell.
    if (request.url.startsWith('/ui/assets/')) return reply.callNotFound();
    return reply.sendSpa();
  });
});
