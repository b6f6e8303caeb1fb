import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FLOW_COOKIE, readFlowCookie, setFlowCookie, type Flow } from './flow-cookie';

const app = Fastify();
await app.register(cookie, { secret: 'a-secret-of-at-least-thirty-two-characters' });
app.get('/set', async (request, reply) => {
  setFlowCookie(reply, 'https://cv.example', JSON.parse(String(request.headers['x-flow'])) as Flow);
  return 'ok';
});
app.get('/read', async (request) => readFlowCookie(request));
afterAll(() => app.close());

const flow: Flow = {
  provider: 'oidc',
  state: 'state',
  codeVerifier: 'verifier',
  nonce: 'nonce',
  redirect: '/ui/cv',
  issuedAt: Date.now(),
};

async function roundTrip(value: Flow) {
  const set = await app.inject({ url: '/set', headers: { 'x-flow': JSON.stringify(value) } });
  const sent = set.cookies.find((c) => c.name === FLOW_COOKIE);
  const read = await app.inject({ url: '/read', cookies: { [FLOW_COOKIE]: sent?.value ?? '' } });
  return { sent, read: read.json() as unknown };
}

describe('flow cookie', () => {
  it('round-trips the flow, Secure over https', async () => {
    const { sent, read } = await roundTrip(flow);
    expect(sent).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(read).toEqual({ flow });
  });

  it('refuses a flow older than ten minutes', async () => {
    const { read } = await roundTrip({ ...flow, issuedAt: Date.now() - 11 * 60 * 1000 });
    expect(read).toEqual({ problem: 'flow cookie expired' });
  });

  it('refuses a cookie whose content was changed', async () => {
    const { sent } = await roundTrip(flow);
    const [, signature] = (sent?.value ?? '').split('.');
    const forged = Buffer.from(JSON.stringify({ ...flow, redirect: '/ui/x' })).toString(
      'base64url',
    );
    const read = await app.inject({
      url: '/read',
      cookies: { [FLOW_COOKIE]: `${forged}.${signature}` },
    });
    expect(read.json()).toEqual({ problem: 'flow cookie signature invalid' });
  });

  it('says when there is none', async () => {
    expect((await app.inject('/read')).json()).toEqual({ problem: 'flow cookie missing' });
  });
});
