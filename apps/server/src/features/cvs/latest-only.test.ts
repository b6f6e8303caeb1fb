import { describe, expect, it } from 'vitest';
import { LatestOnly } from './latest-only';

class Superseded extends Error {}

/** A task that finishes when told to, and records that it started. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LatestOnly', () => {
  it('runs one task per key and, of those that came meanwhile, only the newest', async () => {
    const gate = new LatestOnly(() => new Superseded());
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => controlled(log, n));

    const first = gate.run('kim', a!.task);
    const second = gate.run('kim', b!.task);
    const third = gate.run('kim', c!.task);
    await expect(second).rejects.toBeInstanceOf(Superseded);
    await tick();
    expect(log).toEqual(['start a']);

    a!.finish();
    await expect(first).resolves.toBe('a');
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start c']);
    c!.finish();
    await expect(third).resolves.toBe('c');
    expect(gate.running).toBe(0);
  });

  it('lets different keys run at the same time', async () => {
    const gate = new LatestOnly(() => new Superseded());
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => controlled(log, n));
    const runs = [gate.run('kim', a!.task), gate.run('lee', b!.task)];
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    a!.finish();
    b!.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b']);
  });

  it('moves on to the waiting task when the running one fails', async () => {
    const gate = new LatestOnly(() => new Superseded());
    const failing = gate.run('kim', () => Promise.reject(new Error('render failed')));
    const next = gate.run('kim', async () => 'next');
    await expect(failing).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('next');
    expect(gate.running).toBe(0);
  });
});
