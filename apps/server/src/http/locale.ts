import fp from 'fastify-plugin';
import { negotiateLocale, translator } from './i18n';

/** Gives every request its locale (from Accept-Language) and a matching `t`. */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', null as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    request.t = translator(request.locale);
    done();
  });
});
