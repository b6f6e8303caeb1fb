import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { REPLY_PREFIX, type EngineCommand, type EngineReply } from './engine-protocol';

const runner = fileURLToPath(new URL('./engine-runner.ts', import.meta.url));

/**
 * A CV engine in a child process (engine-runner.ts run by `npx tsx` in the
 * root of `tree`), asked one command at a time.
 */
export class EngineProcess {
  private waiting: { resolve(reply: EngineReply): void; reject(error: Error): void } | undefined;
  private exited: Error | undefined;
  private readonly child: ChildProcess;
  private readonly started: Promise<EngineReply>;

  private constructor(
    readonly label: string,
    tree: string,
    runnerArgs: string[],
  ) {
    this.child = spawn('npx', ['tsx', runner, ...runnerArgs], {
      cwd: tree,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.started = this.next();
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (!line.startsWith(REPLY_PREFIX)) {
        process.stderr.write(`[${label}] ${line}\n`);
        return;
      }
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.resolve(JSON.parse(line.slice(REPLY_PREFIX.length)) as EngineReply);
    });
    this.child.once('exit', (code, signal) => {
      this.exited = new Error(`${label} engine exited (${signal ?? code})`);
      this.waiting?.reject(this.exited);
    });
  }

  /**
   * Starts the engine and waits until its renderer is warm; `designs` are
   * its tree's. `runnerArgs`: see engine-runner.ts.
   */
  static async start(label: string, tree: string, runnerArgs: string[]) {
    const engine = new EngineProcess(label, tree, runnerArgs);
    const ready = await engine.started;
    if (ready.type !== 'ready') throw new Error(`${label}: unexpected first reply ${ready.type}`);
    return { engine, designs: ready.designs };
  }

  private next(): Promise<EngineReply> {
    return new Promise((resolve, reject) => {
      if (this.exited) reject(this.exited);
      else this.waiting = { resolve, reject };
    });
  }

  /** Sends one command and waits for its reply; an engine's error is thrown here. */
  async ask<T extends EngineReply['type']>(
    command: EngineCommand,
    expect: T,
  ): Promise<Extract<EngineReply, { type: T }>> {
    const reply = this.next();
    this.child.stdin!.write(`${JSON.stringify(command)}\n`);
    const answer = await reply;
    if (answer.type === 'error') throw new Error(`${this.label} engine: ${answer.message}`);
    if (answer.type !== expect)
      throw new Error(`${this.label}: expected ${expect}, got ${answer.type}`);
    return answer as Extract<EngineReply, { type: T }>;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exit = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin!.end(`${JSON.stringify({ type: 'close' } satisfies EngineCommand)}\n`);
    await exit;
  }
}
