import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process, for its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

export async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'cv-bench-'));
}

/**
 * Starts the production server in its own process, so that the load
 * generator (this process) and the server do not share an event loop.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** The tree whose build runs (another git ref's worktree, for a comparison); this one by default. */
  root?: string;
}): Promise<RunningServer> {
  const root = options.root ?? repoRoot;
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error(`Build first: npm run build (in ${root})`);
  }
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: options.dataDir,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Debian's Chromium with the flags the benchmarks share (no sandbox or GPU in
 * this container, no background traffic). `env`: the renderer's benchmarks
 * hand Chromium the machine's real font setup.
 */
export async function launchChromium(env?: Record<string, string>) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    ...(env ? { env } : {}),
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
