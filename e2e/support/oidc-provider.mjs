// An OpenID Connect provider on loopback for the browser tests (a webServer of
// playwright.config.ts): oauth2-mock-server, which authorizes at once without
// a login form. Every authorization is a new person with a verified e-mail,
// so each test run (and retry) signs up afresh.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// A devDependency of apps/server; resolved from there, not from wherever npm hoisted it.
const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { OAuth2Server } = await import(require.resolve('oauth2-mock-server'));

const port = Number(process.env.OIDC_PORT ?? 4174);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(port, '127.0.0.1');
// The mock names itself 'localhost'; the app is configured with (and checks) this exact issuer.
server.issuer.url = `http://127.0.0.1:${port}`;
const { service } = server;

const byCode = new Map();
const bySubject = new Map();

service.on('beforeAuthorizeRedirect', ({ url }) => {
  const code = url.searchParams.get('code');
  if (!code) return;
  const id = randomBytes(5).toString('hex');
  byCode.set(code, {
    sub: `e2e-${id}`,
    email: `oidc-${id}@example.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  });
});

// Access and ID token of a code exchange name the code's person.
service.on('beforeTokenSigning', (token, req) => {
  const person = byCode.get(req.body.code);
  if (!person) return;
  token.payload.sub = person.sub;
  bySubject.set(person.sub, person);
});

service.on('beforeUserinfo', (response, req) => {
  const jwt = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString() || '{}');
  const person = bySubject.get(payload.sub);
  if (person) response.body = person;
});

console.log(`OIDC provider for the browser tests at ${server.issuer.url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
