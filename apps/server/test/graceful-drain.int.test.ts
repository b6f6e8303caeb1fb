import { describe, expect, inject, it } from 'vitest';
import { signupBody } from './factories';
import { startServerProcess } from './server-process';

/** SIGTERM to a real server process (run once, on the embedded database). */
describe.runIf(inject('dbKind') === 'pglite')('graceful drain', () => {
  it('reports not ready, finishes the requests in flight and exits 0', async () => {
    const server = await startServerProcess({
      SHUTDOWN_DELAY_MS: '1500',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    });
    const signups = Array.from({ length: 6 }, (_, i) =>
      fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i + 1}` },
        body: JSON.stringify(signupBody()),
      }),
    );
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');

    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    // Still serving while the load balancer takes it out.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const answers = await Promise.all(signups);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('shut down');
    await server.stop();
  }, 60_000);
});
