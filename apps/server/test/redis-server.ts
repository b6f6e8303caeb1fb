import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { freePort } from './server-process';

export interface RedisServer {
  url: string;
  /** Ends the server (SIGTERM) and waits until it is gone: connections drop, new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered. */
  freeze(): void;
  /** Lets a frozen process go on (SIGCONT). */
  thaw(): void;
}

/** Resolves once something on the port answers PING with PONG. */
async function waitForPong(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A throwaway redis-server of one test file, on a free loopback port, that the
 * test may stop, freeze and start again without touching the Redis that other
 * tests share. Needs `redis-server` on the PATH.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitForPong(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    // A frozen process takes SIGTERM only once it runs again.
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await once(running, 'exit');
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
}
