import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's HAProxy in front of the instances: round robin, no stickiness,
 * health checks on /api/health/ready. A failed connection or an empty answer
 * (an instance that died mid-request) is retried on another instance.
 * `X-Served-By` names the instance that answered.
 */
export async function startHaproxy(
  port: number,
  backends: { name: string; port: number }[],
): Promise<Balancer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-haproxy-'));
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 250ms fall 1 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child: ChildProcess = spawn('haproxy', ['-f', file, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
