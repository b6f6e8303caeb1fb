import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@cv/shared';
import { buildTestApp } from '../../test/app';

/**
 * A request that never finishes arriving (a body announced and not sent,
 * headers left open, a connection that sends nothing) is answered 408 and
 * its connection closed after REQUEST_TIMEOUT_MS. Only a real socket shows
 * this: inject hands the whole request over at once.
 */
const { app } = await buildTestApp({ REQUEST_TIMEOUT_MS: '1000' });

let port: number;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.server.close());

interface Outcome {
  /** Everything the server wrote before the connection closed. */
  received: string;
}

/** Opens a connection, writes `head`, and resolves once the server has closed it. */
function stalled(head: string): { connected: Promise<void>; closed: Promise<Outcome> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  const connected = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      if (head) socket.write(head);
      resolve();
    }),
  );
  const closed = new Promise<Outcome>((resolve) => {
    // The server closing the connection ends it (a reset after the answer is fine too).
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ received }));
  });
  return { connected, closed };
}

const STALLED_BODY =
  'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nAccept-Language: de\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"';

function statusOf(received: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
}

function bodyOf(received: string) {
  return errorBodySchema.parse(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)));
}

describe('requests that never finish arriving', () => {
  it('answers a body that stops after 2 of 100 bytes with 408 and closes the connection', async () => {
    const started = Date.now();
    const { closed } = stalled(STALLED_BODY);
    const { received } = await closed;
    console.log(`stalled body answered and closed after ${Date.now() - started} ms`);
    expect(statusOf(received), received).toBe(408);
    expect(received).toMatch(/content-type: application\/json/i);
    expect(bodyOf(received)).toEqual({
      status: 408,
      error: 'Request Timeout',
      code: 'request_timeout',
      message: 'Die Anfrage hat zu lange gedauert',
    });
  }, 30_000);

  it('closes 1,000 stalled connections while answering others', async () => {
    const kinds = {
      body: STALLED_BODY,
      headers: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1',
      silent: '',
    };
    const sockets = Array.from({ length: 1000 }, (_, i) => {
      const kind = (['body', 'body', 'headers', 'silent'] as const)[i % 4]!;
      return { kind, ...stalled(kinds[kind]) };
    });
    await Promise.all(sockets.map((s) => s.connected));
    const started = Date.now();

    // The server keeps serving while they hang.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    console.log(`a normal request during the stall took ${Date.now() - started} ms`);

    const outcomes = await Promise.all(
      sockets.map(async (s) => ({ kind: s.kind, ...(await s.closed) })),
    );
    console.log(`1,000 stalled connections all closed after ${Date.now() - started} ms`);
    const statuses: Record<string, Record<number, number>> = {};
    for (const { kind, received } of outcomes) {
      const byStatus = (statuses[kind] ??= {});
      byStatus[statusOf(received)] = (byStatus[statusOf(received)] ?? 0) + 1;
    }
    console.log('answers of the stalled connections by kind:', statuses);
    expect(statuses).toEqual({ body: { 408: 500 }, headers: { 408: 250 }, silent: { 408: 250 } });
  }, 60_000);
});
