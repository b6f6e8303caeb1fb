import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../src/paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Null while the process runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** A free loopback port (bound and released; good enough on a test machine). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (`src/server.ts` through tsx) as a child process, for what
 * only a whole process shows: that it stays up, and how it starts beside others.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    waitForReady = true,
    timeoutMs = 60_000,
    /** The built server of a production install instead of the sources. */
    entry,
    port: fixedPort,
  }: { waitForReady?: boolean; timeoutMs?: number; entry?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-server-'));
  let output = '';
  const args = entry ? [entry] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: entry ? path.dirname(entry) : serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(serverRoot, 'test/fixtures/web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    url,
    child,
    output: () => output,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  if (waitForReady) await waitUntilReady(handle, timeoutMs);
  return handle;
}

export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode() !== null) {
      throw new Error(`server exited with ${server.exitCode()}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}
