import os from 'node:os';

/** The line every benchmark prints first: the figures only mean something with it. */
export function describeMachine(): string {
  return `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at start ${os.loadavg()[0]!.toFixed(1)}`;
}
